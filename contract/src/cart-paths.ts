/**
 * The cart's paths on their own as well: the shopper's first load (the navbar's cart count) names
 * them through this module, so the rest of API_PATHS (paths.ts) stays out of it.
 */
export const CART_PATHS = {
  addToCart: '/cart/v1/addToCart',
  getCart: '/cart/v1/getCart',
  getCartCount: '/cart/v1/getCartCount',
  updateQuantity: '/cart/v1/updateQuantity',
  removeFromCart: '/cart/v1/removeFromCart',
} as const;
