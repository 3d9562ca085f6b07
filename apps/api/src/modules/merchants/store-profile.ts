import { ACCOUNT_TYPE, type EditableProfile } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';

/**
 * The profile fields shoppers see of a store: its name (matched by the search), its pictures (the
 * home page's store strip) and what the item cards show of their seller.
 */
const STORE_FIELDS = ['companyName', 'companyEmail', 'profileImage', 'backgroundImage'] as const satisfies readonly (keyof EditableProfile)[];

/**
 * Call after a committed profile edit. A seller's changed store fields drop the cached search
 * rankings and home blocks of every process, as an item write does: a renamed store is found by its
 * new name, and no longer by the old one, at once.
 */
export async function storeProfileEdited(db: Database, accountType: number, edited: Partial<EditableProfile>): Promise<void> {
  if (accountType !== ACCOUNT_TYPE.MERCHANT) return;
  if (STORE_FIELDS.some((field) => edited[field] !== undefined)) await catalogueChanged(db);
}
