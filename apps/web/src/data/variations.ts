import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ItemVariations, type SetItemVariationsRequest } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

const variationQueryKeys = queryKeysFactory('itemVariations');

/** An item's price and stock per option (its seller and admins read the SKUs too). */
const variationCalls = {
  get: (itemId: string, signal?: AbortSignal) =>
    browserClient.get<ItemVariations>(API_PATHS.variation.getItemVariations, { query: { itemId }, signal }),
  set: (request: SetItemVariationsRequest) => browserClient.post<ItemVariations>(API_PATHS.variation.setItemVariations, request),
};

/** The product's combinations, for the product form; null: nothing to read (a new product). Never kept stale: stock moves with orders. */
export function useItemVariations(itemId: string | null) {
  return useQuery<ItemVariations, ApiError>({
    queryKey: variationQueryKeys.detail(itemId ?? ''),
    queryFn: ({ signal }) => variationCalls.get(itemId ?? '', signal),
    enabled: itemId !== null,
    staleTime: 0,
  });
}

/** Saves the product's whole set (after the product itself). */
export function useSetItemVariations() {
  const client = useQueryClient();
  return useMutation<ItemVariations, ApiError, SetItemVariationsRequest>({
    mutationFn: variationCalls.set,
    onSuccess: (saved) => client.setQueryData(variationQueryKeys.detail(saved.itemId), saved),
  });
}
