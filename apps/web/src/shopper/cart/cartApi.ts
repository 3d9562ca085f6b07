import type { AddToCartRequest, Cart } from '@marketplace/contract';
import { browserClient } from '../../api/browserClient.ts';

/** The buyer's cart calls (`/cart/v1/*`, bearer token of the stored session). */
export const cartApi = {
  add: (request: AddToCartRequest) =>
    browserClient.post<{ lineId: string; quantity: number; count: number }>('/cart/v1/addToCart', request),
  get: () => browserClient.get<Cart>('/cart/v1/getCart'),
  updateQuantity: (lineId: string, quantity: number) => browserClient.post<Cart>('/cart/v1/updateQuantity', { lineId, quantity }),
  remove: (lineId: string) => browserClient.post<Cart>('/cart/v1/removeFromCart', { lineId }),
};
