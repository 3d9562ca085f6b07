import { ACCOUNT_TYPE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sessionsChanged } from '../auth/session-cache.ts';
import { catalogueChanged } from '../items/events.ts';
import type { StoreFields } from './store.ts';

/** After a committed change shoppers see of a store (its status, its fields, its products' status): every process drops its catalogue caches. */
export async function storeChanged(db: Database): Promise<void> {
  await catalogueChanged(db);
}

/** After the seller's sessions were ended in a committed transaction: every process drops its cached sessions. */
export async function sellerSessionsEnded(db: Database): Promise<void> {
  await sessionsChanged(db);
}

/**
 * After a committed premium mark: the cached sessions (their account carries the mark to the
 * dashboard) and the catalogue caches (store strips and headers show it).
 */
export async function premiumChanged(db: Database): Promise<void> {
  await sessionsChanged(db);
  await catalogueChanged(db);
}

/** The fields of StoreFields that shoppers see: a change to any of them is a catalogue change. */
const STORE_FIELDS = ['companyName', 'companyEmail', 'profileImage', 'backgroundImage'] as const;

/**
 * Call after a committed profile edit. A seller's changed store fields drop the cached search
 * rankings and home blocks of every process, as an item write does: a renamed store is found by its
 * new name, and no longer by the old one, at once. Saving the same values again changes nothing,
 * so re-saving a form cannot be used to flush every process's caches.
 */
export async function storeProfileEdited(db: Database, before: StoreFields | undefined, after: StoreFields): Promise<void> {
  if (after.type !== ACCOUNT_TYPE.MERCHANT && before?.type !== ACCOUNT_TYPE.MERCHANT) return;
  if (!before || before.type !== after.type || STORE_FIELDS.some((field) => before[field] !== after[field]))
    await storeChanged(db);
}
