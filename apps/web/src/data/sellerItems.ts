import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  SELLER_PAGE_SIZE,
  type Item,
  type ItemInput,
  type ItemStatus,
  type SellerItemPage,
  type SetItemsStatusAnswer,
  type SetItemsStatusRequest,
  type UpdateItemRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { dashboardQueryKeys } from './dashboard.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** One page of the panel's product list: page 1 is the newest; filters as the list's controls set them. */
export interface SellerItemsQuery {
  /** 1-based page of SELLER_PAGE_SIZE products. */
  page: number;
  status?: ItemStatus;
  /** Text in the product or author name; blank = no search. */
  q?: string;
  /** The Archived view (catalogue tools): only archived products; otherwise they are left out. */
  archived?: boolean;
}

export const sellerItemsQueryKeys = queryKeysFactory('sellerItems');

function normalized(query: SellerItemsQuery): SellerItemsQuery {
  const q = query.q?.trim();
  return {
    page: Math.max(1, Math.trunc(query.page)),
    status: query.status,
    q: q ? q : undefined,
    ...(query.archived ? { archived: true } : {}),
  };
}

/** The seller's own products calls (bearer token of a seller). */
const sellerItemsCalls = {
  /** Spec §7 getItemListByPage: 12 per page by offset, newest first. */
  list: (query: SellerItemsQuery, signal?: AbortSignal) => {
    const { page, status, q, archived } = normalized(query);
    return browserClient.post<SellerItemPage>(
      API_PATHS.merchant.getItemListByPage,
      { page_size: SELLER_PAGE_SIZE, offset: (page - 1) * SELLER_PAGE_SIZE, status, q, archived },
      { signal },
    );
  },
  setStatus: (request: SetItemsStatusRequest) =>
    browserClient.post<SetItemsStatusAnswer>(API_PATHS.merchant.setItemsStatus, request),
  add: (input: ItemInput) => browserClient.post<Item>(API_PATHS.item.addNewItem, input),
  update: (request: UpdateItemRequest) => browserClient.post<Item>(API_PATHS.item.updateItem, request),
};

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;
type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

/** One page of the seller's products; the previous page stays on screen while the next one loads. */
export function useSellerItems(query: SellerItemsQuery, options?: QueryOptions<SellerItemPage>) {
  const key = normalized(query);
  return useQuery({
    queryKey: sellerItemsQueryKeys.list(key),
    queryFn: ({ signal }) => sellerItemsCalls.list(key, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The lists, the edited products and the dashboard figures all count products: refresh them after a write. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sellerItemsQueryKeys.all }),
      client.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    ]);
}

/** Hides or shows several own products at once. */
export function useSetItemsStatus(options?: MutationOptions<SetItemsStatusAnswer, SetItemsStatusRequest>) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    ...options,
    mutationFn: sellerItemsCalls.setStatus,
    onSuccess: async (...args) => {
      await refresh();
      await options?.onSuccess?.(...args);
    },
  });
}

/** Lists a new product (the product form's confirm). */
export function useAddItem(options?: MutationOptions<Item, ItemInput>) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    ...options,
    mutationFn: sellerItemsCalls.add,
    onSuccess: async (...args) => {
      await refresh();
      await options?.onSuccess?.(...args);
    },
  });
}

/** Saves an edited product; the lists and figures refresh. */
export function useUpdateItem(options?: MutationOptions<Item, UpdateItemRequest>) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    ...options,
    mutationFn: sellerItemsCalls.update,
    onSuccess: async (...args) => {
      await refresh();
      await options?.onSuccess?.(...args);
    },
  });
}
