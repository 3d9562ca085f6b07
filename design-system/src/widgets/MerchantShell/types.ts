import type { MerchantNavIcon } from './icons.tsx';

export interface MerchantNavItem {
  href: string;
  /** Translated text; also the item's accessible name when the sidebar is collapsed. */
  label: string;
  icon: MerchantNavIcon;
  /** The page the seller is on (marked `aria-current="page"`). */
  current?: boolean;
}

export interface MerchantBreadcrumb {
  label: string;
  /** Omitted for the page itself (the last crumb). */
  href?: string;
}
