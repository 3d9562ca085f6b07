import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { MerchantShell } from './MerchantShell.tsx';
import type { MerchantNavItem } from './types.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const navItems = (current: string): MerchantNavItem[] => [
  { href: '/', label: 'Ana səhifə', icon: 'home', current: current === '/' },
  { href: '/profile', label: 'Profil', icon: 'profile', current: current === '/profile' },
  { href: '/products', label: 'Məhsullar', icon: 'products', current: current === '/products' },
  { href: '/delivery', label: 'Çatdırılma', icon: 'delivery', current: current === '/delivery' },
  { href: '/logout', label: 'Çıxış', icon: 'logout' },
];

const meta = {
  title: 'Widgets/MerchantShell',
  component: MerchantShell,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    brand: 'Hədiyyə Bazarı',
    brandHref: '/',
    navItems: navItems('/products'),
    breadcrumbs: [{ label: 'Ana səhifə', href: '/' }, { label: 'Məhsullarım' }],
    searchAction: '/products',
    onSearch: fn(),
    profile: { href: '/profile', name: 'Xalça Evi Şəki', image: carpet },
    children: (
      <div className="p-6">
        <h1 className="font-display text-2xl font-semibold">Məhsullarım</h1>
      </div>
    ),
  },
} satisfies Meta<typeof MerchantShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutStorePhoto: Story = {
  args: { profile: { href: '/profile', name: 'ipək Evi' } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: t('shell.profileLinkNamed', { name: 'ipək Evi' }) });
    const initial = link.querySelector('[data-slot="profile-initial"]');
    await expect(initial).toHaveAttribute('data-initial', 'İ');
    await expect(initial).toBeVisible();
    await expect(getComputedStyle(initial!, '::before').content).toBe('"İ"');
    await expect(canvasElement.querySelector('[data-slot="profile-link"] img')).toBeNull();
  },
};

export const Desktop: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const menu = canvas.getByRole('navigation', { name: t('shell.nav.label') });
    await expect(within(menu).getByRole('link', { name: 'Məhsullar' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Çıxış' })).toHaveAttribute('href', '/logout');
    const crumbs = canvas.getByRole('navigation', { name: t('shell.breadcrumbs') });
    await expect(within(crumbs).getByRole('link', { name: 'Ana səhifə' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByText('Məhsullarım')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t('shell.profileLinkNamed', { name: 'Xalça Evi Şəki' }) })).toHaveAttribute(
      'href',
      '/profile',
    );

    const search = canvas.getByRole('searchbox', { name: t('shell.search.label') });
    await expect(search.closest('form')).toHaveAttribute('action', '/products');
    await userEvent.type(search, '  xalça {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('xalça');
    search.blur();
  },
};

export const WithNotificationBell: Story = {
  args: {
    actions: (
      <NotificationBell unread={3} open={false} onOpenChange={fn()}>
        {null}
      </NotificationBell>
    ),
  },
  play: async ({ canvas }) => {
    // The bell sits in the top bar, before the profile link.
    const bell = canvas.getByRole('button', { name: t('notifications.bell.labelWithCount', { count: 3 }) });
    const profile = canvas.getByRole('link', { name: t('shell.profileLinkNamed', { name: 'Xalça Evi Şəki' }) });
    await expect(bell.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(bell).toHaveTextContent('3');
  },
};

/** The seller panel switches its language from the top bar, as the shopper site does. */
export const WithLanguageSwitcher: Story = {
  args: { actions: <LanguageSwitcher value="az" onChange={fn()} /> },
  play: async ({ canvas, args, userEvent }) => {
    const switcher = canvas.getByRole('combobox', { name: t('languageSwitcher.label') });
    await expect(switcher).toHaveValue('az');
    await userEvent.selectOptions(switcher, 'ru');
    const onChange = (args.actions as { props: { onChange: ReturnType<typeof fn> } }).props.onChange;
    await expect(onChange).toHaveBeenCalledWith('ru');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CollapsedSidebar: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: t('shell.collapseSidebar') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: t('shell.expandSidebar') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="merchant-sidebar"]');
    await waitFor(() => expect(sidebar?.getBoundingClientRect().width).toBeLessThan(80));
    // The labels stay the links' names (and hover hints) while only the icons show.
    const products = within(sidebar as HTMLElement).getByRole('link', { name: 'Məhsullar' });
    await expect(products).toHaveAttribute('title', 'Məhsullar');
    expand.blur();
  },
};

const withMessages = (unread: number): MerchantNavItem[] => [
  ...navItems('/messages').slice(0, 4),
  { href: '/messages', label: 'Mesajlar', icon: 'messages', current: true, unread },
  { href: '/logout', label: 'Çıxış', icon: 'logout' },
];
const onMessages = {
  breadcrumbs: [{ label: 'Ana səhifə', href: '/' }, { label: 'Mesajlar' }],
  children: (
    <div className="p-6">
      <h1 className="font-display text-2xl font-semibold">Mesajlar</h1>
    </div>
  ),
};

export const UnreadMessages: Story = {
  name: 'Messages with an unread count',
  args: { ...onMessages, navItems: withMessages(3) },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: t('shell.nav.label') });
    const messages = within(menu).getByRole('link', { name: `Mesajlar ${t('shell.nav.unread', { count: 3 })}` });
    await expect(messages).toHaveAttribute('href', '/messages');
    await expect(messages).toHaveTextContent('3');
    // No count where nothing is unread.
    await expect(within(menu).getByRole('link', { name: 'Məhsullar' }).querySelector('[data-slot="nav-unread"]')).toBeNull();
  },
};

export const UnreadMessagesCollapsed: Story = {
  name: 'Messages with an unread count, sidebar collapsed',
  args: { ...onMessages, navItems: withMessages(120), sidebarCollapsed: true },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="merchant-sidebar"]') as HTMLElement;
    const messages = within(sidebar).getByRole('link', { name: `Mesajlar ${t('shell.nav.unread', { count: 120 })}` });
    await expect(messages).toHaveAttribute('title', `Mesajlar · ${t('shell.nav.unread', { count: 120 })}`);
    await expect(messages.querySelector('[data-slot="nav-unread-dot"]')).toBeVisible();
  },
};

export const NewOrders: Story = {
  name: 'Orders with a count of new ones',
  args: {
    navItems: [
      ...navItems('/orders').slice(0, 4),
      { href: '/orders', label: 'Sifarişlər', icon: 'orders', current: true, unread: 4, countOf: 'new' },
      { href: '/logout', label: 'Çıxış', icon: 'logout' },
    ],
    breadcrumbs: [{ label: 'Ana səhifə', href: '/' }, { label: 'Sifarişlər' }],
    children: (
      <div className="p-6">
        <h1 className="font-display text-2xl font-semibold">Sifarişlər</h1>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: t('shell.nav.label') });
    // Read out as new orders, not as unread messages.
    const orders = within(menu).getByRole('link', { name: `Sifarişlər ${t('shell.nav.new', { count: 4 })}` });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveTextContent('4');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: t('shell.openSidebar') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="merchant-sidebar"]')).not.toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('shell.search.label') })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('shell.breadcrumbs') })).toBeVisible();
    const shell = canvasElement.querySelector<HTMLElement>('[data-slot="merchant-shell"]');
    await expect(shell?.scrollWidth).toBeLessThanOrEqual(shell?.clientWidth ?? 0);
  },
};

export const DrawerOpenOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.openSidebar') }));
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: t('shell.nav.label') });
    await expect(within(drawer).getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Məhsullar' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell.openSidebar') })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('shell.openSidebar') }));
    await body.findByRole('dialog', { name: t('shell.nav.label') });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongAzerbaijani: Story = {
  name: 'Long az strings',
  args: {
    navItems: [
      { href: '/', label: 'İdarəetmə panelinin ana səhifəsi', icon: 'home', current: true },
      { href: '/profile', label: 'Mağazanın profili və əlaqə məlumatları', icon: 'profile' },
      { href: '/products', label: 'Məhsullarım və xidmətlərim', icon: 'products' },
      { href: '/delivery', label: 'Çatdırılma zonaları və qiymətləri', icon: 'delivery' },
      { href: '/logout', label: 'Hesabdan çıxış', icon: 'logout' },
    ],
    breadcrumbs: [
      { label: 'İdarəetmə panelinin ana səhifəsi', href: '/' },
      { label: 'Məhsullarım və xidmətlərim', href: '/products' },
      { label: 'Əl işi ipək xalçalar, kilimlər və gəbələr' },
    ],
    profile: { href: '/profile', name: 'Azərbaycan Milli Xalçaçılıq və Tətbiqi Sənət Emalatxanası', image: '' },
  },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="merchant-topbar"]');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="merchant-sidebar"]');
    await expect(sidebar?.scrollWidth).toBeLessThanOrEqual(sidebar?.clientWidth ?? 0);
  },
};
