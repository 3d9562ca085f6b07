import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminItemIdsRequest,
  type AdminItemPage,
  type AdminItemsChanged,
  type AdminProductStatus,
  type AdminSetItemsStatusRequest,
  type Item,
  type UpdateItemRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** One page of the admin's Products Management list, as its address says. */
export interface AdminItemsQuery {
  /** 1-based page of ADMIN_PRODUCTS_PAGE_SIZE products. */
  page: number;
  status?: AdminProductStatus;
  category?: number;
  /** A store's account id. */
  store?: string;
  q?: string;
}

const adminItemsQueryKeys = queryKeysFactory('adminItems');

/** The admin's product calls (bearer token of an admin). */
const adminItemsCalls = {
  list: ({ page, status, category, store, q }: AdminItemsQuery, signal?: AbortSignal) =>
    browserClient.post<AdminItemPage>(
      API_PATHS.item.getAdminItems,
      { page, page_size: ADMIN_PRODUCTS_PAGE_SIZE, status, category, store, q: q?.trim() || undefined },
      { signal },
    ),
  setStatus: (request: AdminSetItemsStatusRequest) => browserClient.post<AdminItemsChanged>(API_PATHS.item.setAdminItemsStatus, request),
  delete: (request: AdminItemIdsRequest) => browserClient.post<AdminItemsChanged>(API_PATHS.item.deleteAdminItems, request),
  restore: (request: AdminItemIdsRequest) => browserClient.post<AdminItemsChanged>(API_PATHS.item.restoreAdminItems, request),
  update: (request: UpdateItemRequest) => browserClient.post<Item>(API_PATHS.item.updateItem, request),
};

/** One page of every store's products; the previous page stays on screen while the next one loads. */
export function useAdminItems(query: AdminItemsQuery) {
  return useQuery({
    queryKey: adminItemsQueryKeys.list(query),
    queryFn: ({ signal }) => adminItemsCalls.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

/** A write to products: every page of the list is read again once it succeeds. */
function useAdminItemsWrite<T, V>(mutationFn: (variables: V) => Promise<T>, options?: MutationOptions<T, V>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: adminItemsQueryKeys.all });
      await options?.onSuccess?.(...args);
    },
  });
}

export const useAdminSetItemsStatus = () => useAdminItemsWrite(adminItemsCalls.setStatus);
export const useAdminDeleteItems = () => useAdminItemsWrite(adminItemsCalls.delete);
export const useAdminRestoreItems = () => useAdminItemsWrite(adminItemsCalls.restore);
/** The admin's save of the product form (updateItem with an admin's session). */
export const useAdminUpdateItem = () => useAdminItemsWrite(adminItemsCalls.update);
