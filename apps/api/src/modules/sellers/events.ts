import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts } from '../../db/schema.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';

/**
 * The profile fields shoppers see of a store: its name (matched by the search), its pictures (the
 * home page's store strip) and what the item cards show of their seller.
 */
const STORE_FIELDS = ['companyName', 'companyEmail', 'profileImage', 'backgroundImage'] as const;

export type StoreFields = Pick<typeof accounts.$inferSelect, (typeof STORE_FIELDS)[number] | 'type'>;

/** A seller's store fields as they are now: read before a profile edit, to compare after it. */
export async function storeFieldsOf(db: Database, accountId: string): Promise<StoreFields | undefined> {
  const [found] = await db
    .select({
      type: accounts.type,
      companyName: accounts.companyName,
      companyEmail: accounts.companyEmail,
      profileImage: accounts.profileImage,
      backgroundImage: accounts.backgroundImage,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return found;
}

/**
 * Call after a committed profile edit. A seller's changed store fields drop the cached search
 * rankings and home blocks of every process, as an item write does: a renamed store is found by its
 * new name, and no longer by the old one, at once. Saving the same values again changes nothing,
 * so re-saving a form cannot be used to flush every process's caches.
 */
export async function storeProfileEdited(db: Database, before: StoreFields | undefined, after: StoreFields): Promise<void> {
  if (after.type !== ACCOUNT_TYPE.MERCHANT && before?.type !== ACCOUNT_TYPE.MERCHANT) return;
  if (!before || before.type !== after.type || STORE_FIELDS.some((field) => before[field] !== after[field])) await catalogueChanged(db);
}
