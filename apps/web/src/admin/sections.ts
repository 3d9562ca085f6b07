import type { AdminNavIcon } from '@marketplace/design-system';

/** The admin site's sections, in menu order: address, menu label key, icon. */
export const ADMIN_SECTIONS = [
  { path: '/products', key: 'admin.nav.products', icon: 'products' },
  { path: '/orders', key: 'admin.nav.orders', icon: 'orders' },
  { path: '/reviews', key: 'admin.nav.reviews', icon: 'reviews' },
  { path: '/promotions', key: 'promotions.adminPage.title', icon: 'promotions' },
  { path: '/categories', key: 'admin.nav.categories', icon: 'categories' },
  { path: '/partners', key: 'admin.nav.partners', icon: 'partners' },
  { path: '/users', key: 'admin.nav.users', icon: 'users' },
  { path: '/support', key: 'admin.nav.support', icon: 'support' },
  { path: '/notifications', key: 'admin.nav.notifications', icon: 'notifications' },
  { path: '/coupons', key: 'coupons.nav.admin', icon: 'coupons' },
  { path: '/statistics', key: 'statistics.nav', icon: 'statistics' },
  { path: '/payouts', key: 'ledger.nav.payouts', icon: 'payouts' },
  { path: '/payment-methods', key: 'admin.nav.paymentMethods', icon: 'payments' },
  { path: '/audit-log', key: 'admin.nav.audit', icon: 'audit' },
] as const satisfies readonly { path: string; key: string; icon: AdminNavIcon }[];

/** Where the admin lands after signing in and on `/`. */
export const ADMIN_HOME = ADMIN_SECTIONS[0].path;
