import { ITEM_STATUSES, type ItemStatus } from '@marketplace/contract';

/** The product list's state as the address keeps it, so deep links and the back button work. */
export interface ProductListParams {
  page: number;
  /** A status, or the Archived view (catalogue tools). */
  status?: ItemStatus | 'ARCHIVED';
  q?: string;
}

/** Reads `page`, `status` and `q`; anything malformed falls back to the first page of every product. */
export function readListParams(search: URLSearchParams): ProductListParams {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    status: [...ITEM_STATUSES, 'ARCHIVED'].includes(status ?? '') ? (status as ItemStatus | 'ARCHIVED') : undefined,
    q: q ? q : undefined,
  };
}

/** `/products` with only the parameters that differ from the defaults (page 1, every status, no search). */
export function productsHref(params: Partial<ProductListParams>): string {
  const search = new URLSearchParams();
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.status) search.set('status', params.status);
  if (params.page && params.page > 1) search.set('page', String(Math.trunc(params.page)));
  const text = search.toString();
  return text ? `/products?${text}` : '/products';
}

/**
 * Where a search from the top bar leads: the product list for `q`, keeping the status filter the
 * seller has chosen on it (filters compose) and starting again from page 1.
 */
export function productsSearchHref(q: string, currentList?: URLSearchParams): string {
  const status = currentList ? readListParams(currentList).status : undefined;
  return productsHref({ q, status });
}
