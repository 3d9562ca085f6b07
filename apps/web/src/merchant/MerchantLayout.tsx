import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@marketplace/contract';
import { MerchantShell, Toaster, type MerchantNavItem } from '@marketplace/design-system';
import { useConversationsUnread, useLiveConversations } from '../data/conversations.ts';
import { useClientInfo } from '../data/profile.ts';
import { useStoreOrderCounts } from '../data/sellerOrders.ts';
import { InboxBell } from '../notifications/InboxBell.tsx';
import { useStoredFlag } from '../storage/useStoredFlag.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { productsSearchHref } from './routes/products/listParams.ts';
import { useRouterLinkClicks } from '../routing/useRouterLinkClicks.ts';
import { MESSAGES_PATH } from '../conversations/messagesAddress.ts';
import { ShopperLanguageSwitcher } from '../shopper/frame/ShopperLanguageSwitcher.tsx';

const NAV = [
  { href: '/', key: 'shell.nav.home', icon: 'home' },
  { href: '/profile', key: 'shell.nav.profile', icon: 'profile' },
  { href: '/products', key: 'shell.nav.products', icon: 'products' },
  { href: '/delivery', key: 'deliveryOptions.nav', icon: 'delivery' },
  { href: '/orders', key: 'shell.nav.orders', icon: 'orders' },
  { href: '/reviews', key: 'reviews.panel.title', icon: 'reviews' },
  { href: '/promotions', key: 'promotions.sellerPage.title', icon: 'promotions' },
  { href: '/coupons', key: 'coupons.nav.seller', icon: 'coupons' },
  { href: '/statistics', key: 'statistics.nav', icon: 'statistics' },
  { href: '/earnings', key: 'ledger.nav.earnings', icon: 'earnings' },
  { href: MESSAGES_PATH, key: 'shell.nav.messages', icon: 'messages' },
  { href: '/logout', key: 'shell.nav.logout', icon: 'logout' },
] as const;

/** The seller panel frame (spec §2): sidebar (with the unread messages, kept live), top bar with breadcrumbs, search and profile link; toasts. */
export function MerchantLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [collapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.merchantSidebarCollapsed);
  const profile = useClientInfo();
  const unreadMessages = useConversationsUnread();
  const orderCounts = useStoreOrderCounts();
  useLiveConversations();
  useRouterLinkClicks();

  const navItems: MerchantNavItem[] = NAV.map((item) => ({
    href: item.href,
    label: t(item.key),
    icon: item.icon,
    current: item.href === '/' ? location.pathname === '/' : location.pathname.startsWith(item.href),
    ...(item.href === MESSAGES_PATH ? { unread: unreadMessages.data } : {}),
    // Orders waiting for the seller's answer, counted as new.
    ...(item.href === '/orders' ? { unread: orderCounts.data?.newOrders, countOf: 'new' as const } : {}),
  }));
  const onProducts = location.pathname.startsWith('/products');

  return (
    <MerchantShell
      brand={t('shell.brand')}
      brandHref="/"
      navItems={navItems}
      breadcrumbs={breadcrumbsFor(location.pathname, location.search, t)}
      searchAction="/products"
      searchQuery={onProducts ? (searchParams.get('q') ?? '') : ''}
      onSearch={(q) => void navigate(productsSearchHref(q, onProducts ? searchParams : undefined))}
      profile={{
        href: '/profile',
        name: profile.data?.companyName || [profile.data?.name, profile.data?.lastname].filter(Boolean).join(' '),
        image: profile.data?.profileImage,
      }}
      actions={
        <>
          <ShopperLanguageSwitcher />
          <InboxBell />
        </>
      }
      sidebarCollapsed={collapsed}
      onSidebarCollapsedChange={setCollapsed}
    >
      <Outlet />
      <Toaster />
    </MerchantShell>
  );
}
