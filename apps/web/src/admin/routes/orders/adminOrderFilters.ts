import { ORDER_STATUSES, type OrderStatus } from '@marketplace/contract';
import type { AdminOrderFilterValues } from '@marketplace/design-system';
import type { AdminOrdersFilter } from '../../../data/adminOrders.ts';
import type { ListState, nextListState } from '../../listState.ts';

/** The Orders table's filters kept in the address besides page and search (`q`, the order number). */
export const ADMIN_ORDER_FILTERS = ['status', 'store', 'from', 'to', 'overdue'] as const;
type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];
type ListChange = Parameters<typeof nextListState<AdminOrderFilter>>[1];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (not 2026-02-31), or nothing. */
function dayOf(value: string | undefined): string | undefined {
  if (value === undefined || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : undefined;
}

/**
 * What the address asks for: a known status, a store id, the days of placing (YYYY-MM-DD), the
 * overdue view (`overdue=true`) and the page; anything malformed is no filter.
 */
export function adminOrdersFilterOf(state: ListState<AdminOrderFilter>): AdminOrdersFilter {
  const { filters } = state;
  return {
    page: state.page,
    q: state.q,
    status: ORDER_STATUSES.find((status) => status === filters.status),
    storeId: filters.store,
    from: dayOf(filters.from),
    to: dayOf(filters.to),
    overdue: filters.overdue === 'true' || undefined,
  };
}

/** The table's filter values for that request; the store's name comes from the page's orders when it is not known. */
export function adminOrderFilterValuesOf(filter: AdminOrdersFilter, storeName: string): AdminOrderFilterValues {
  return {
    query: filter.q ?? '',
    status: filter.status ?? 'ALL',
    store: filter.storeId ? { id: filter.storeId, name: storeName } : null,
    from: filter.from,
    to: filter.to,
    overdue: filter.overdue === true,
  };
}

/** The address change of a change of the table's filters (a cleared one leaves the address); back to page 1. */
export function adminOrderListChangeOf(change: Partial<AdminOrderFilterValues>): ListChange {
  const filters: Partial<Record<AdminOrderFilter, string | undefined>> = {};
  if ('status' in change) filters.status = change.status === 'ALL' ? undefined : (change.status as OrderStatus | undefined);
  if ('store' in change) filters.store = change.store?.id;
  if ('from' in change) filters.from = change.from;
  if ('to' in change) filters.to = change.to;
  if ('overdue' in change) filters.overdue = change.overdue ? 'true' : undefined;
  return 'query' in change ? { q: change.query, filters } : { filters };
}

/** Clears the search and every filter. */
export const CLEAR_ADMIN_ORDER_FILTERS: ListChange = {
  q: undefined,
  filters: Object.fromEntries(ADMIN_ORDER_FILTERS.map((name) => [name, undefined])),
};
