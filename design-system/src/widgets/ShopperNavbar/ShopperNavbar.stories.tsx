import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { NAVBAR_FIXED_AFTER_PX } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { notify, Toaster } from '../../primitives/Toaster/index.ts';
import { ShopperNavbar } from './ShopperNavbar.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const links = [
  { href: '/', label: 'Ana səhifə' },
  { href: '/companies', label: 'Mağazalar' },
  { href: '/help', label: 'Kömək' },
  { href: 'https://merchant.example.az/joinus', label: 'Satıcı olun' },
];

const meta = {
  title: 'Widgets/ShopperNavbar',
  component: ShopperNavbar,
  args: {
    brand: 'Hədiyyə Bazarı',
    cartHref: '/cart',
    cartCount: null,
    account: (
      <Button size="sm" onClick={fn()}>
        Daxil ol
      </Button>
    ),
    links,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopperNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: t('frame.navbar.searchLabel') });
    await expect(search.closest('form')).toHaveAttribute('action', '/search');
    await expect(search).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('link', { name: t('frame.navbar.cart') })).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

export const WithCartCount: Story = {
  args: { cartCount: 3, searchQuery: 'xalça' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('frame.navbar.cartWithCount', { count: 3 }) })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('frame.navbar.searchLabel') })).toHaveValue('xalça');
  },
};

export const ManyCartLines: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('frame.navbar.cartWithMany', { max: 99 }) })).toBeVisible();
  },
};

export const LongAzerbaijani: Story = {
  name: 'Long az strings',
  args: {
    brand: 'Hədiyyə Bazarı — Azərbaycan Ustalarının Əl İşləri',
    links: [
      { href: '/', label: 'Əl işi hədiyyələrin ana səhifəsi' },
      { href: '/companies', label: 'Bütün mağazalar və ustalar' },
      { href: '/help', label: 'Kömək mərkəzi və suallar' },
    ],
    cartCount: 12,
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header?.scrollWidth).toBeLessThanOrEqual((header?.clientWidth ?? 0) + 1);
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 2 },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: t('frame.navbar.openMenu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: t('frame.navbar.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Mağazalar' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('frame.navbar.searchLabel') })).toBeVisible();
    // The focus ring's anti-aliased edge is not stable between runs; the picture is about the open menu.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FixedAfterScroll: Story = {
  name: 'Fixed after 200 px of scroll',
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div className="h-[300vh] bg-paper p-6">…</div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    window.scrollTo(0, NAVBAR_FIXED_AFTER_PX);
    window.dispatchEvent(new Event('scroll'));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    window.scrollTo(0, NAVBAR_FIXED_AFTER_PX + 1);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-fixed', 'true'));
    await expect(getComputedStyle(header as HTMLElement).position).toBe('fixed');
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-fixed', 'false'));
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Shows the add-to-cart toast and checks its settled box against the cart badge, the account corner and the bar. */
async function expectToastClearOfTheIcons(canvasElement: HTMLElement) {
  notify.success('Məhsul səbətə əlavə edildi');
  const toast = await screen.findByRole('alert');
  // Measured where it stays, not while it slides in.
  await waitFor(() => expect(toast.className).not.toMatch(/enter/));
  const box = toast.getBoundingClientRect();
  const badge = canvasElement.querySelector('[data-slot="cart-count"]') as HTMLElement;
  await expect(badge).toBeVisible();
  await expect(overlaps(box, badge.getBoundingClientRect())).toBe(false);
  const account = screen.getByRole('button', { name: 'Daxil ol' });
  await expect(overlaps(box, account.getBoundingClientRect())).toBe(false);
  await expect(overlaps(box, (canvasElement.querySelector('header') as HTMLElement).getBoundingClientRect())).toBe(false);
  return box;
}

export const ToastBelowTheBar: Story = {
  name: 'An add-to-cart toast appears below the bar, clear of the cart badge',
  args: { cartCount: 4 },
  render: (args) => (
    <div className="min-h-96">
      <ShopperNavbar {...args} />
      <Toaster autoClose={false} placement="belowBar" />
    </div>
  ),
  beforeEach: () => () => notify.dismiss(),
  play: async ({ canvasElement }) => {
    const box = await expectToastClearOfTheIcons(canvasElement);
    // Still top-right (spec §9): at the right edge, just under the bar.
    await expect(box.right).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.top).toBeLessThan(120);
  },
};

export const ToastAtTheBottomOnPhones: Story = {
  name: 'On a phone the toast appears at the bottom, clear of the bar',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 4 },
  render: ToastBelowTheBar.render,
  beforeEach: () => () => notify.dismiss(),
  play: async ({ canvasElement }) => {
    const box = await expectToastClearOfTheIcons(canvasElement);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 8);
  },
};
