import { and, asc, inArray, isNotNull, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { purgeCutoff, type ItemStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { items } from '../../db/schema.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { catalogueChanged } from './events.ts';
import { catalogueErrors } from './errors.ts';

/**
 * The admin's bulk actions of Products Management, each all or nothing: an unknown id → 404
 * ITEM_NOT_FOUND and nothing changes. Products already so are left alone; the answer counts the
 * changed ones. `alsoInTransaction` runs the caller's own steps (the audit record) in the same
 * transaction with the ids that changed. The catalogue caches are dropped after the commit.
 */

export type AlsoInTransaction = (tx: Queryable, changedIds: readonly string[]) => Promise<void>;

async function changeAll(
  db: Database,
  ids: readonly string[],
  change: (tx: Queryable, ids: string[]) => Promise<string[]>,
  also?: AlsoInTransaction,
) {
  const wanted = [...new Set(ids)];
  if (!wanted.every(isUuid)) throw catalogueErrors.itemNotFound();
  const changed = await db.transaction(async (tx) => {
    // Rows locked in id order, so two bulk actions over the same products cannot deadlock.
    const found = await tx
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.id, wanted))
      .orderBy(asc(items.id))
      .for('update');
    if (found.length !== wanted.length) throw catalogueErrors.itemNotFound();
    const done = await change(tx, wanted);
    await also?.(tx, done);
    return done;
  });
  if (changed.length > 0) await catalogueChanged(db);
  return changed.length;
}

async function updateWhere(
  tx: Queryable,
  ids: string[],
  values: Partial<typeof items.$inferInsert>,
  unless: SQL,
): Promise<string[]> {
  const updated = await tx
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inArray(items.id, ids), unless))
    .returning({ id: items.id });
  return updated.map((row) => row.id);
}

/** setAdminItemsStatus: hide or show products of any store (a deleted product keeps it for its restore). */
export const setItemsStatusAsAdmin = (db: Database, ids: readonly string[], status: ItemStatus, also?: AlsoInTransaction) =>
  changeAll(db, ids, (tx, wanted) => updateWhere(tx, wanted, { status }, ne(items.status, status)), also);

/** deleteAdminItems: the products leave the shopper site and the seller's panel; restorable until purged. */
export const deleteItemsAsAdmin = (db: Database, ids: readonly string[], now: Date, also?: AlsoInTransaction) =>
  changeAll(db, ids, (tx, wanted) => updateWhere(tx, wanted, { deletedAt: now }, isNull(items.deletedAt)), also);

/** restoreAdminItems: deleted products come back as they were (listed or hidden). */
export const restoreItemsAsAdmin = (db: Database, ids: readonly string[], also?: AlsoInTransaction) =>
  changeAll(db, ids, (tx, wanted) => updateWhere(tx, wanted, { deletedAt: null }, isNotNull(items.deletedAt)), also);

/** Removes for good the products deleted more than DELETED_ITEM_RETENTION_DAYS before `now`; answers how many. */
export async function purgeDeletedItems(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(items)
    .where(and(isNotNull(items.deletedAt), lt(items.deletedAt, purgeCutoff(now))))
    .returning({ id: items.id });
  return gone.length;
}
