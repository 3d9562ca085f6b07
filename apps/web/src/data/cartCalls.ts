import { CART_PATHS, type AddToCartAnswer, type AddToCartRequest, type Cart, type CartCount } from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';

/**
 * The buyer's cart calls (`/cart/v1/*`, bearer token of the stored session). Apart from the
 * hooks in `cart.ts` so that the shopper's first load (navbar count, the item page's add button)
 * never downloads TanStack Query.
 */
export const cartCalls = {
  add: (request: AddToCartRequest) => browserClient.post<AddToCartAnswer>(CART_PATHS.addToCart, request),
  get: (signal?: AbortSignal) => browserClient.get<Cart>(CART_PATHS.getCart, { signal }),
  count: async (signal?: AbortSignal) => (await browserClient.get<CartCount>(CART_PATHS.getCartCount, { signal })).count,
  updateQuantity: (lineId: string, quantity: number) =>
    browserClient.post<Cart>(CART_PATHS.updateQuantity, { lineId, quantity }),
  remove: (lineId: string) => browserClient.post<Cart>(CART_PATHS.removeFromCart, { lineId }),
};
