import type { OrderStatus } from '@marketplace/contract';

/** The status filter: every status, or one. */
export type AdminOrderStatusFilter = 'ALL' | OrderStatus;

/** A store to filter by, with its name when known. */
export interface AdminOrderStore {
  id: string;
  name: string;
}

/** The Orders table's filters as the page keeps them (in the address). */
export interface AdminOrderFilterValues {
  /** The order number searched for ('' = none). */
  query: string;
  status: AdminOrderStatusFilter;
  store: AdminOrderStore | null;
  /** Placed on or after / on or before these Baku days (YYYY-MM-DD). */
  from: string | undefined;
  to: string | undefined;
  /** Only orders past their ship-by date and not shipped. */
  overdue: boolean;
}

/** The stores found by the store search (none asked: `query` is ''). */
export interface AdminOrderStoreSearch {
  query: string;
  state: 'loading' | 'ready' | 'error';
  stores: readonly AdminOrderStore[];
}
