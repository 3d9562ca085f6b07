import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';
import { AdminShell } from './AdminShell.tsx';
import type { AdminNavItem } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const navItems = (current: string): AdminNavItem[] => [
  { href: '/products', label: 'Məhsullar', icon: 'products', current: current === '/products' },
  { href: '/categories', label: 'Kateqoriyalar', icon: 'categories', current: current === '/categories' },
  { href: '/partners', label: 'Partnyorlar', icon: 'partners', current: current === '/partners' },
  { href: '/users', label: 'İstifadəçilər', icon: 'users', current: current === '/users' },
  { href: '/notifications', label: 'Bildirişlər', icon: 'notifications', current: current === '/notifications' },
  { href: '/audit-log', label: 'Əməliyyat jurnalı', icon: 'audit', current: current === '/audit-log' },
];

const meta = {
  title: 'Widgets/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    brand: 'Hədiyyə Bazarı',
    brandHref: '/',
    navItems: navItems('/users'),
    adminName: 'admin@hediyye.az',
    onLogout: fn(),
    children: (
      <div className="p-4">
        <h1 className="text-xl font-semibold">İstifadəçilər</h1>
      </div>
    ),
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const menu = canvas.getByRole('navigation', { name: t('shell.nav.label') });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products',
      '/categories',
      '/partners',
      '/users',
      '/notifications',
      '/audit-log',
    ]);
    await expect(within(menu).getByRole('link', { name: 'İstifadəçilər' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Məhsullar' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('admin@hediyye.az')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell.openSidebar') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: t('shell.nav.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas, args }) => {
    const logout = canvas.getByRole('button', { name: t('shell.nav.logout') });
    await expect(logout).toBeDisabled();
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: t('shell.openSidebar') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="admin-sidebar"]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell.nav.logout') })).toBeVisible();
    const shell = canvasElement.querySelector<HTMLElement>('[data-slot="admin-shell"]');
    await expect(shell?.scrollWidth).toBeLessThanOrEqual(shell?.clientWidth ?? 0);
  },
};

export const DrawerOpenOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.openSidebar') }));
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: t('shell.nav.label') });
    await expect(within(drawer).getByRole('link', { name: 'Partnyorlar' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'İstifadəçilər' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell.openSidebar') })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('shell.openSidebar') }));
    await body.findByRole('dialog', { name: t('shell.nav.label') });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongName: Story = {
  name: 'Long admin name',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { adminName: 'Azərbaycan Milli Xalçaçılıq Emalatxanasının baş inzibatçısı' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="admin-topbar"]');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
  },
};

export const SupportUnread: Story = {
  name: 'The Support inbox with unread messages',
  args: {
    navItems: [
      ...navItems('/support').slice(0, 4),
      { href: '/support', label: 'Dəstək', icon: 'support', current: true, unread: 3 },
      ...navItems('/support').slice(4),
    ],
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: t('shell.nav.label') });
    const support = within(menu).getByRole('link', { name: `Dəstək ${t('shell.nav.unread', { count: 3 })}` });
    await expect(support).toHaveAttribute('aria-current', 'page');
    await expect(within(support).getByText('3')).toBeVisible();
  },
};

/** The admin site switches its language from the top bar, as the shopper site does. */
export const WithLanguageSwitcher: Story = {
  args: { actions: <LanguageSwitcher value="az" onChange={fn()} /> },
  play: async ({ canvas, args, userEvent }) => {
    const switcher = canvas.getByRole('combobox', { name: t('languageSwitcher.label') });
    await expect(switcher).toHaveValue('az');
    await expect(within(canvas.getByRole('banner')).getByRole('combobox', { name: t('languageSwitcher.label') })).toBe(switcher);
    await userEvent.selectOptions(switcher, 'en');
    const onChange = (args.actions as { props: { onChange: ReturnType<typeof fn> } }).props.onChange;
    await expect(onChange).toHaveBeenCalledWith('en');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
