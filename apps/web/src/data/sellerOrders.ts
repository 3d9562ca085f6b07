import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type OrderList,
  type OrderStatus,
  type StoreOrderCounts,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { pageLive } from '../realtime/pageLive.ts';
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

/**
 * The tabs' counts and the sidebar's and dashboard's figures (new, due soon, late), kept live: the
 * `storeOrders` topic says when the store's orders change (a new order, a buyer's cancellation), and
 * then the counts and the open lists are read again. Back from a dropped connection, the same.
 */
export function useStoreOrderCounts() {
  const client = useQueryClient();
  useEffect(() => {
    let known: number | null = null;
    let connected = false;
    const refresh = () => void client.invalidateQueries({ queryKey: storeOrderQueryKeys.all });
    return pageLive().subscribe(
      { kind: 'storeOrders' },
      {
        onStoreOrders: (newOrders) => {
          // The first frame only reports the count the query has just read.
          if (known !== null) refresh();
          known = newOrders;
        },
        onConnection: (state) => {
          if (state === 'live' && connected) refresh();
          connected ||= state === 'live';
        },
      },
    );
  }, [client]);
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
