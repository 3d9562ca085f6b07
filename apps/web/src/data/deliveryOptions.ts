import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { API_PATHS, type DeliveryOptions } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** A store's delivery options: the seller's own (settings) or a store's (a product page, by id). */
const deliveryOptionsQueryKeys = queryKeysFactory('deliveryOptions');

/** `enabled: false` reads nothing yet (a product page waits until the buyer's city is known). */
export function useDeliveryOptions(storeId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<DeliveryOptions, ApiError>({
    queryKey: deliveryOptionsQueryKeys.detail(storeId ?? 'own'),
    queryFn: ({ signal }) =>
      browserClient.get<DeliveryOptions>(API_PATHS.order.getDeliveryOptions, { query: { storeId }, signal }),
    enabled,
  });
}

export function useUpdateDeliveryOptions(options?: Omit<UseMutationOptions<DeliveryOptions, ApiError, DeliveryOptions>, 'mutationFn'>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (request: DeliveryOptions) => browserClient.post<DeliveryOptions>(API_PATHS.order.updateDeliveryOptions, request),
    onSuccess: async (...args) => {
      client.setQueryData(deliveryOptionsQueryKeys.detail('own'), args[0]);
      await options?.onSuccess?.(...args);
    },
  });
}
