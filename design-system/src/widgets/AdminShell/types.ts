import type { PanelNavItem } from '../PanelShell/types.ts';

/** The admin site's sections (its main menu). */
export type AdminNavIcon =
  | 'products'
  | 'orders'
  | 'reviews'
  | 'categories'
  | 'partners'
  | 'users'
  | 'support'
  | 'notifications'
  | 'statistics'
  | 'payouts'
  | 'audit'
  | 'payments'
  | 'coupons'
  | 'promotions';

export interface AdminNavItem extends PanelNavItem {
  icon: AdminNavIcon;
}
