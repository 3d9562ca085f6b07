/** Dispatched on `window` after the cart changed (line added, removed, quantity): the navbar re-reads its count. */
export const CART_CHANGED_EVENT = 'marketplace:cart-changed';

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
