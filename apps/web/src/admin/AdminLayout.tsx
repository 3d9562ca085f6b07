import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminShell, Toaster, type AdminNavItem } from '@marketplace/design-system';
import { adminSignOut } from '../auth/adminSignOut.ts';
import { browserAuthApi } from '../auth/browserAuthApi.ts';
import { useClientInfo } from '../data/profile.ts';
import { useSupportInboxLive, useSupportUnread } from '../data/supportChats.ts';
import { useRouterLinkClicks } from '../routing/useRouterLinkClicks.ts';
import { ADMIN_LOGIN_PATH } from './AdminGuard.tsx';
import { ADMIN_SECTIONS } from './sections.ts';
import { ShopperLanguageSwitcher } from '../shopper/frame/ShopperLanguageSwitcher.tsx';

/** The signed-in admin's frame: the sections' sidebar (with the Support inbox's unread count, kept live), the admin's name and log out; toasts. */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useClientInfo();
  const [loggingOut, setLoggingOut] = useState(false);
  const supportUnread = useSupportUnread();
  useSupportInboxLive();
  useRouterLinkClicks();

  const navItems: AdminNavItem[] = ADMIN_SECTIONS.map((section) => ({
    href: section.path,
    label: t(section.key),
    icon: section.icon,
    current: location.pathname === section.path || location.pathname.startsWith(`${section.path}/`),
    unread: section.icon === 'support' ? supportUnread.data : undefined,
  }));
  const name =
    [profile.data?.name, profile.data?.lastname].filter(Boolean).join(' ') ||
    profile.data?.email ||
    profile.data?.phoneNumber ||
    '';

  async function logout() {
    setLoggingOut(true);
    await adminSignOut(browserAuthApi);
    await navigate(ADMIN_LOGIN_PATH, { replace: true });
  }

  return (
    <AdminShell
      brand={t('shell.brand')}
      brandHref="/"
      navItems={navItems}
      adminName={name}
      onLogout={() => void logout()}
      loggingOut={loggingOut}
      actions={<ShopperLanguageSwitcher />}
    >
      <Outlet />
      <Toaster />
    </AdminShell>
  );
}
