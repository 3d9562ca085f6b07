import { isAdminProductStatus, type AdminProductStatus } from '@marketplace/contract';
import type { AdminProductFilterValues } from '@marketplace/design-system';
import type { ListState } from '../../listState.ts';

/** The search parameters of the Products section besides `page` and `q`. */
export const PRODUCT_FILTERS = ['status', 'category', 'store'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProductFilters {
  status?: AdminProductStatus;
  category?: number;
  store?: string;
}

/** The filters an address holds; an unknown status, a malformed category or store is no filter. */
export function productFiltersOf(state: ListState<ProductFilter>): ProductFilters {
  const { status, category, store } = state.filters;
  const categoryId = Number(category);
  return {
    status: isAdminProductStatus(status) ? status : undefined,
    category: Number.isSafeInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
    store: store && UUID.test(store) ? store.toLowerCase() : undefined,
  };
}

/** What the list's filter controls changed, as a change of the address (a new filter starts at page 1). */
export function listChangeOf(change: Partial<AdminProductFilterValues>): {
  q?: string;
  filters: Partial<Record<ProductFilter, string | undefined>>;
} {
  const filters: Partial<Record<ProductFilter, string | undefined>> = {};
  if ('status' in change) filters.status = change.status === 'ALL' ? undefined : change.status;
  if ('category' in change) filters.category = change.category == null ? undefined : String(change.category);
  if ('store' in change) filters.store = change.store?.id;
  return 'query' in change ? { q: change.query, filters } : { filters };
}
