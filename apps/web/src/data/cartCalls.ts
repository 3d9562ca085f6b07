import { API_PATHS, type AddToCartAnswer, type AddToCartRequest, type Cart, type CartCount } from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';

/**
 * The buyer's cart calls (`/cart/v1/*`, bearer token of the stored session). Apart from the
 * hooks in `cart.ts` so that the shopper's first load (navbar count, the item page's add button)
 * never downloads TanStack Query.
 */
export const cartCalls = {
  add: (request: AddToCartRequest) => browserClient.post<AddToCartAnswer>(API_PATHS.cart.addToCart, request),
  get: (signal?: AbortSignal) => browserClient.get<Cart>(API_PATHS.cart.getCart, { signal }),
  count: async (signal?: AbortSignal) => (await browserClient.get<CartCount>(API_PATHS.cart.getCartCount, { signal })).count,
  updateQuantity: (lineId: string, quantity: number) =>
    browserClient.post<Cart>(API_PATHS.cart.updateQuantity, { lineId, quantity }),
  remove: (lineId: string) => browserClient.post<Cart>(API_PATHS.cart.removeFromCart, { lineId }),
};
