import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type OrderList,
  type OrderStatus,
  type StoreOrderCounts,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** The store's Orders: the list as its tabs, search and page set it, the counts, and moves of several orders. */
export const storeOrderQueryKeys = queryKeysFactory('storeOrders');

interface ChangeOrdersStatus {
  orderIds: string[];
  action: 'ACCEPT' | 'SHIP';
}

/** A tab (absent = all), the search (order number or buyer name), the sort and the page. */
export interface StoreOrdersFilter {
  page: number;
  status?: OrderStatus | undefined;
  q?: string | undefined;
  sort?: 'shipBy' | 'newest' | undefined;
}

const storeOrderCalls = {
  list: (query: StoreOrdersFilter, signal?: AbortSignal) =>
    browserClient.get<OrderList>(API_PATHS.order.getStoreOrders, { query: { ...query }, signal }),
  counts: (signal?: AbortSignal) => browserClient.get<StoreOrderCounts>(API_PATHS.order.getStoreOrderCounts, { signal }),
  changeStatus: (request: ChangeOrdersStatus) => browserClient.post<{ changed: number }>(API_PATHS.order.changeOrdersStatus, request),
};

export function useStoreOrders(query: StoreOrdersFilter) {
  const key = { ...query, q: query.q?.trim() || undefined };
  return useQuery<OrderList, ApiError>({
    queryKey: storeOrderQueryKeys.list(key),
    queryFn: ({ signal }) => storeOrderCalls.list(key, signal),
    placeholderData: keepPreviousData,
  });
}

/** The tabs' counts and the sidebar's and dashboard's figures (new, due soon, late). */
export function useStoreOrderCounts() {
  return useQuery<StoreOrderCounts, ApiError>({
    queryKey: storeOrderQueryKeys.detail('counts'),
    queryFn: ({ signal }) => storeOrderCalls.counts(signal),
  });
}

/** Accepts or marks shipped several orders at once (all or none). */
export function useChangeStoreOrdersStatus(options?: Omit<UseMutationOptions<{ changed: number }, ApiError, ChangeOrdersStatus>, 'mutationFn'>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: storeOrderCalls.changeStatus,
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: storeOrderQueryKeys.all });
      await options?.onSettled?.(...args);
    },
  });
}
