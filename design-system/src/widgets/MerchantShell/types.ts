import type { PanelNavItem } from '../PanelShell/types.ts';

/** The seller panel's menu links: home, profile, products, delivery, orders, earnings, messages, log out. */
export type MerchantNavIcon =
  | 'home'
  | 'coupons'
  | 'profile'
  | 'products'
  | 'delivery'
  | 'orders'
  | 'reviews'
  | 'statistics'
  | 'earnings'
  | 'messages'
  | 'logout'
  | 'promotions';

export interface MerchantNavItem extends PanelNavItem {
  icon: MerchantNavIcon;
}

export interface MerchantBreadcrumb {
  label: string;
  /** Omitted for the page itself (the last crumb). */
  href?: string;
}
