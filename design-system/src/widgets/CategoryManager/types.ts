import type { PendingMove } from '@marketplace/contract';

/** A category as the manager shows it: its title in the page's language, its products over its subtree. */
export interface ManagedCategory {
  id: number;
  title: string;
  upperCategoryId: number | null;
  position: number;
  /** Products in it and every subcategory (hidden ones included). */
  productCount: number;
}

/** A product of the selected category's list. */
export interface ManagedProduct {
  id: string;
  productName: string;
  /** The category it is in on the server. */
  categoryId: number;
}

export type { PendingMove };
