import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { BlockNotice } from './BlockNotice.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { HomeHero } from './HomeHero.tsx';
import { PromoTiles } from './PromoTiles.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const STORES = {
  appStoreUrl: 'https://apps.apple.com/app/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.hediyye',
};
const tiles = [
  { id: 1, title: 'Xalçalar və kilimlər', href: '/category?name=xalcalar&id=1', productCount: 64 },
  { id: 2, title: 'Keramika', href: '/category?name=keramika&id=2', productCount: 41 },
  { id: 3, title: 'Zərgərlik', href: '/category?name=zergerlik&id=3', productCount: 1 },
  { id: 4, title: 'Rəsm əsərləri və fərdi portretlər', href: '/category?name=resm&id=4', productCount: 17 },
];

const meta = {
  title: 'Widgets/HomeSections',
  component: HomeHero,
  args: STORES,
  decorators: [
    (Story) => (
      <div className="bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('frame.app.playStore') })).toHaveAttribute('href', STORES.playStoreUrl);
  },
};

/**
 * The hero's text, drawn in the bundled web fonts, fits its fixed phone height and leaves room for
 * products. Measured once those fonts are in: before, the text is in whichever system font the
 * fallback face finds on the machine, which no test can pin down.
 */
async function expectCompactOnPhone(canvasElement: HTMLElement) {
  await canvasElement.ownerDocument.fonts.ready;
  const hero = canvasElement.querySelector<HTMLElement>('[data-slot="home-hero"]')!;
  await expect(hero.getBoundingClientRect().height).toBeLessThanOrEqual(240);
  const { paddingTop, paddingBottom } = getComputedStyle(hero);
  const content = [...hero.children].filter((child) => child.checkVisibility());
  const used = content.at(-1)!.getBoundingClientRect().bottom - content[0]!.getBoundingClientRect().top;
  await expect(used + parseFloat(paddingTop) + parseFloat(paddingBottom)).toBeLessThan(hero.getBoundingClientRect().height);
  // The store links are the app banner's on phones.
  await expect(hero.querySelector('a[href]')?.checkVisibility()).toBe(false);
}

export const HeroOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
    await expectCompactOnPhone(canvasElement);
  },
};

/** Russian has the longest hero text. */
export const HeroOnAPhoneRussian: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'ru' },
  play: async ({ canvasElement }) => expectCompactOnPhone(canvasElement),
};

export const PopularCategories: Story = {
  name: 'Popular categories (top 4)',
  render: () => <CategoryTiles title={t('home.popularCategories.title')} items={tiles} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Keramika/ })).toHaveTextContent(
      t('home.popularCategories.count', { count: 41 }),
    );
  },
};

export const NoCategories: Story = {
  name: 'Popular categories: empty',
  render: () => <CategoryTiles title={t('home.popularCategories.title')} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="category-tiles"]')).toBeNull();
  },
};

export const Promos: Story = {
  render: () => <PromoTiles hrefs={{ sell: 'https://merchant.example.az/joinus', custom: '/chate', qr: '/features' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('home.promo.sell.action') })).toHaveAttribute(
      'href',
      'https://merchant.example.az/joinus',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** A signed-in seller already sells: the home page leaves out "become a seller", the other two share the row. */
export const PromosForASeller: Story = {
  render: () => (
    <PromoTiles
      kinds={['custom', 'qr']}
      hrefs={{ sell: 'https://merchant.example.az/joinus', custom: '/chate', qr: '/features' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: t('home.promo.sell.action') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('home.promo.sell.title') })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      t('home.promo.custom.title'),
      t('home.promo.qr.title'),
    ]);
  },
};

export const ReadFailed: Story = {
  name: 'Block notices: failed and empty',
  render: () => (
    <div className="flex flex-col gap-3">
      <BlockNotice tone="warning">{t('home.readFailed')}</BlockNotice>
      <BlockNotice>{t('home.empty')}</BlockNotice>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('home.readFailed'));
  },
};

export const Loading: Story = {
  name: 'Loading skeleton',
  render: () => (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton rounded="xl" className="h-48 w-full" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} rounded="lg" className="h-24" />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThanOrEqual(5);
  },
};

export const Mobile: Story = {
  name: 'Mobile (long az)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <HomeHero {...args} />
      <CategoryTiles title={t('home.popularCategories.title')} items={tiles} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('[data-slot="home-hero"]') as HTMLElement;
    await expect(hero.scrollWidth).toBeLessThanOrEqual(hero.clientWidth + 1);
  },
};
