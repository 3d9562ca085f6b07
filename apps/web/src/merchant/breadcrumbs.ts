import type { TFunction } from 'i18next';
import type { MerchantBreadcrumb } from '@marketplace/design-system';

/** The top bar's trail for a panel address: home, then the page, then a search on it. */
export function breadcrumbsFor(pathname: string, search: string, t: TFunction): MerchantBreadcrumb[] {
  const home: MerchantBreadcrumb = { label: t('shell.nav.home'), href: '/' };
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return [{ label: home.label }];
  if (path === '/products') {
    const query = new URLSearchParams(search).get('q')?.trim();
    const products: MerchantBreadcrumb = { label: t('pages.merchant.products.title'), href: '/products' };
    return query ? [home, products, { label: t('shell.crumbs.search', { query }) }] : [home, { label: products.label }];
  }
  if (path === '/products/csv') {
    return [home, { label: t('pages.merchant.products.title'), href: '/products' }, { label: t('catalogueTools.csv.title') }];
  }
  if (path === '/orders') return [home, { label: t('pages.merchant.orders.title') }];
  if (path.startsWith('/orders/')) {
    const orders: MerchantBreadcrumb = { label: t('pages.merchant.orders.title'), href: '/orders' };
    return [home, orders, { label: t(path.endsWith('/slip') ? 'orders.slip.title' : 'orders.list.order') }];
  }
  if (path === '/delivery') return [home, { label: t('deliveryOptions.title') }];
  if (path === '/reviews') return [home, { label: t('reviews.panel.title') }];
  if (path === '/promotions') return [home, { label: t('promotions.sellerPage.title') }];
  if (path === '/statistics') return [home, { label: t('statistics.pageTitle') }];
  if (path === '/coupons') return [home, { label: t('coupons.page.title') }];
  if (path === '/earnings') return [home, { label: t('ledger.earnings.title') }];
  if (path === '/profile') return [home, { label: t('pages.merchant.profile.title') }];
  if (path === '/messages') return [home, { label: t('pages.merchant.messages.title') }];
  return [home];
}
