import { STORAGE_KEYS } from '@marketplace/contract';
import type { PurchaseChoice } from '@marketplace/design-system';
import { localStore } from '../auth/sessionStore.ts';

/** Long enough to sign up with a mailed code, short enough that a forgotten wish never comes back. */
export const PENDING_CART_ADD_TTL_MS = 15 * 60 * 1000;

export interface PendingCartAdd {
  itemId: string;
  choice: PurchaseChoice;
  until: number;
}

/**
 * Keeps what a guest chose when pressing "add to cart" (spec §6 opens the auth popup instead), next
 * to the remembered address (`__sr`): the product page carries the add out after the sign-in.
 */
export function keepPendingCartAdd(
  itemId: string,
  choice: PurchaseChoice,
  storage: Storage | null = localStore(),
  now = Date.now(),
): void {
  const pending: PendingCartAdd = { itemId, choice, until: now + PENDING_CART_ADD_TTL_MS };
  try {
    storage?.setItem(STORAGE_KEYS.pendingCartAdd, JSON.stringify(pending));
  } catch {
    // Storage refused or full: the buyer presses the button again after signing in.
  }
}

export function forgetPendingCartAdd(storage: Storage | null = localStore()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.pendingCartAdd);
  } catch {
    // Nothing kept where storage is refused.
  }
}
