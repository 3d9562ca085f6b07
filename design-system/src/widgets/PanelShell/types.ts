import type { PanelNavIcon } from './navIcons.ts';

/** A link of a panel's main menu (seller or admin). */
export interface PanelNavItem {
  href: string;
  /** Translated text; also the item's accessible name when the sidebar is collapsed. */
  label: string;
  icon: PanelNavIcon;
  /** The page the user is on (marked `aria-current="page"`). */
  current?: boolean;
  /** Unread things behind the link (the seller's messages): shown as a count when above 0. */
  unread?: number;
  /** What `unread` counts, for the words read out with it: unread messages, or new orders. */
  countOf?: 'unread' | 'new';
}
