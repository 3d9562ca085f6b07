import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type OrderList, type OrderStatus } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** Orders across stores for the admin's Orders section. */
export const adminOrderQueryKeys = queryKeysFactory('adminOrders');

/** One page of the admin's Orders, as its address says (absent = no filter). */
export interface AdminOrdersFilter {
  page: number;
  /** An order number (or part of one). */
  q?: string | undefined;
  status?: OrderStatus | undefined;
  storeId?: string | undefined;
  /** Placed on or after / on or before these Baku days (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
  /** Only orders past their ship-by date and not shipped. */
  overdue?: boolean | undefined;
}

const adminOrdersCalls = {
  list: (filter: AdminOrdersFilter, signal?: AbortSignal) =>
    browserClient.get<OrderList>(API_PATHS.order.getAdminOrders, {
      query: {
        page: filter.page,
        q: filter.q?.trim() || undefined,
        status: filter.status,
        storeId: filter.storeId,
        from: filter.from,
        to: filter.to,
        overdue: filter.overdue ? 'true' : undefined,
      },
      signal,
    }),
};

/**
 * One page of every store's orders, newest first, ORDER_PAGE_SIZE a page; the previous page stays on
 * screen while the next one loads. A cancellation (useChangeOrderStatus) makes it read again.
 */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery<OrderList, ApiError>({
    queryKey: adminOrderQueryKeys.list(filter),
    queryFn: ({ signal }) => adminOrdersCalls.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}
