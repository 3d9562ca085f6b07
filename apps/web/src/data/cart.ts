import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { Cart } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { cartCalls } from './cartCalls.ts';
import { onCartChangedElsewhere, publishCartCount } from './cartCount.ts';
import { queryKeysFactory } from './queryKeys.ts';

/*
 * The cart page's data. The navbar badge (`useSharedCartCount`) and the product page's add
 * (`cartCalls.add` + `publishCartCount`) live in `cartCount.ts` and `cartCalls.ts`: they are in
 * the shopper's first load, which TanStack Query must not enlarge.
 */

const cartQueryKeys = queryKeysFactory('cart');
const OWN_CART_KEY = cartQueryKeys.detail('own');

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

/**
 * The signed-in buyer's cart, grouped by store. Read again when another tab changes the cart,
 * so two open cart pages never disagree.
 */
export function useCart(options?: Omit<UseQueryOptions<Cart, ApiError>, 'queryKey' | 'queryFn'>) {
  const client = useQueryClient();
  useEffect(
    () => onCartChangedElsewhere(() => void client.invalidateQueries({ queryKey: cartQueryKeys.all })),
    [client],
  );
  return useQuery({ queryKey: OWN_CART_KEY, queryFn: ({ signal }) => cartCalls.get(signal), ...options });
}

/** A changed cart answered whole by the server: shown as it is, counted in every tab's navbar. */
function useCartChange<V>(call: (variables: V) => Promise<Cart>, options?: MutationOptions<Cart, V>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: call,
    onSuccess: async (...args) => {
      const [cart] = args;
      client.setQueryData(OWN_CART_KEY, cart);
      publishCartCount(cart.count);
      await options?.onSuccess?.(...args);
    },
    onError: async (...args) => {
      // The cart may have changed under the failed call (another tab, a hidden item): read it again.
      await client.invalidateQueries({ queryKey: cartQueryKeys.all });
      await options?.onError?.(...args);
    },
  });
}

export function useUpdateCartQuantity(options?: MutationOptions<Cart, { lineId: string; quantity: number }>) {
  return useCartChange(({ lineId, quantity }) => cartCalls.updateQuantity(lineId, quantity), options);
}

export function useRemoveFromCart(options?: MutationOptions<Cart, { lineId: string }>) {
  return useCartChange(({ lineId }) => cartCalls.remove(lineId), options);
}
