import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { ShopperFooter } from './ShopperFooter.tsx';
import { FOOTER_LINK_KEYS, type FooterLinkKey } from './footerLinks.ts';

const t = (key: string) => getI18n().t(key);
const hrefs = Object.fromEntries(FOOTER_LINK_KEYS.map((key) => [key, `/${key}`])) as Record<FooterLinkKey, string>;

const meta = {
  title: 'Widgets/ShopperFooter',
  component: ShopperFooter,
  args: {
    brand: 'Hədiyyə Bazarı',
    hrefs,
    appStoreUrl: 'https://apps.apple.com/app/id1',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=az.hediyye',
    whatsappHref: 'https://wa.me/994125550000',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopperFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryLink: Story = {
  name: 'Every link of spec §2',
  play: async ({ canvas }) => {
    // about, careers, blog, press, features, pricing, documentation, releases, help, contact, status, community, policy, terms, cookie
    await expect(FOOTER_LINK_KEYS).toHaveLength(15);
    for (const key of FOOTER_LINK_KEYS) {
      await expect(canvas.getByRole('link', { name: t(`frame.footer.links.${key}`) })).toHaveAttribute('href', `/${key}`);
    }
    await expect(canvas.getByRole('link', { name: t('frame.app.appStore') })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1',
    );
    await expect(canvas.getByRole('link', { name: t('frame.app.playStore') })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=az.hediyye',
    );
    await expect(canvas.getByRole('link', { name: t('frame.footer.whatsapp') })).toHaveAttribute(
      'href',
      'https://wa.me/994125550000',
    );
  },
};

export const WithoutWhatsapp: Story = {
  args: { whatsappHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: t('frame.footer.whatsapp') })).toBeNull();
  },
};

export const LongAzerbaijani: Story = {
  name: 'Long az brand',
  args: { brand: 'Hədiyyə Bazarı — Azərbaycan ustalarının əl işi hədiyyələri' },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer');
    await expect(footer?.scrollWidth).toBeLessThanOrEqual((footer?.clientWidth ?? 0) + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer');
    await expect(footer?.scrollWidth).toBeLessThanOrEqual((footer?.clientWidth ?? 0) + 1);
  },
};
