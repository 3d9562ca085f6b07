import { ORDER_STATUSES, STORE_ORDER_SORT, type OrderStatus } from '@marketplace/contract';

type StoreOrderSort = (typeof STORE_ORDER_SORT)[keyof typeof STORE_ORDER_SORT];

/** The Orders list as the address keeps it: the status tab, the search, the sort and the page. */
export interface OrderListParams {
  page: number;
  status?: OrderStatus;
  q?: string;
  sort: StoreOrderSort;
}

/** Reads `status`, `q`, `sort` and `page`; anything malformed falls back to the first page of every order by ship-by date. */
export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'));
  const status = search.get('status') ?? '';
  const q = search.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : undefined,
    q: q ? q : undefined,
    sort: search.get('sort') === STORE_ORDER_SORT.NEWEST ? STORE_ORDER_SORT.NEWEST : STORE_ORDER_SORT.SHIP_BY,
  };
}

/** `/orders` with only what differs from the defaults (page 1, every status, no search, by ship-by date). */
export function ordersHref(params: Partial<OrderListParams>): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.sort === STORE_ORDER_SORT.NEWEST) search.set('sort', params.sort);
  if (params.page && params.page > 1) search.set('page', String(Math.trunc(params.page)));
  const text = search.toString();
  return text ? `/orders?${text}` : '/orders';
}
