import { STORAGE_KEYS } from '@marketplace/contract';
import type { PurchaseChoice } from '@marketplace/design-system';
import { localStore } from '../auth/sessionStore.ts';

/** Long enough to sign up with a mailed code, short enough that a forgotten wish never comes back. */
export const PENDING_CART_ADD_TTL_MS = 15 * 60 * 1000;

interface PendingCartAdd {
  itemId: string;
  choice: PurchaseChoice;
  until: number;
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

function choiceOf(value: unknown): PurchaseChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { attributes, pocketTypeId, quantity, personalization } = value as Record<string, unknown>;
  if (!isRecordOfStrings(attributes) || !Number.isInteger(pocketTypeId) || !Number.isInteger(quantity)) return null;
  if (personalization !== undefined && typeof personalization !== 'string') return null;
  const choice: PurchaseChoice = { attributes, pocketTypeId: pocketTypeId as number, quantity: quantity as number };
  if (personalization !== undefined) choice.personalization = personalization;
  return choice;
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

/**
 * The choice waiting for this product, removed as it is read (a reload never adds it twice);
 * null when none is due. A wish for another product, or an expired one, is dropped as well.
 */
export function takePendingCartAdd(itemId: string, storage: Storage | null = localStore(), now = Date.now()): PurchaseChoice | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.pendingCartAdd) ?? null;
    if (raw === null) return null;
    storage?.removeItem(STORAGE_KEYS.pendingCartAdd);
    const pending = JSON.parse(raw) as Partial<PendingCartAdd>;
    if (pending.itemId !== itemId || typeof pending.until !== 'number' || pending.until <= now) return null;
    return choiceOf(pending.choice);
  } catch {
    return null;
  }
}
