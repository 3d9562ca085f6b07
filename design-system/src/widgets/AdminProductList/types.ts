import type { AdminProductStatus } from '@marketplace/contract';

/** The list's status filter: every product not deleted, or one state. */
export type AdminStatusFilter = 'ALL' | AdminProductStatus;
export const ADMIN_STATUS_FILTERS: readonly AdminStatusFilter[] = ['ALL', 'ACTIVE', 'HIDDEN', 'DELETED'];

/** A category to filter by, indented by its depth in the tree. */
export interface AdminCategoryOption {
  id: number;
  title: string;
  depth: number;
}

export interface AdminProductFilterValues {
  status: AdminStatusFilter;
  category: number | null;
  /** The store shown alone, if any (its name when known). */
  store: { id: string; name: string } | null;
  query: string;
}

/** The stores found by the store search of the filters (none asked: `query` is ''). */
export interface AdminStoreSearch {
  query: string;
  state: 'loading' | 'ready' | 'error';
  stores: ReadonlyArray<{ id: string; name: string }>;
}
