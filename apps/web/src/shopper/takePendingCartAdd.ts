import type { PurchaseChoice } from '@marketplace/design-system';
import { STORAGE_KEYS } from '@marketplace/contract';
import { localStore } from '../auth/sessionStore.ts';
import type { PendingCartAdd } from './pendingCartAdd.ts';

// Apart from keeping and forgetting (which every page's account corner does), so that only the
// product page loads the reading and its checks.

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

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
 * The choice waiting for this product, removed as it is read (a reload never adds it twice);
 * null when none is due. A wish for another product, or an expired one, is dropped as well.
 */
export function takePendingCartAdd(
  itemId: string,
  storage: Storage | null = localStore(),
  now = Date.now(),
): PurchaseChoice | null {
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
