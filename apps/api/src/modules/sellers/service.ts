import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, type PartnerStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, categories, items, partnerCategories, partners } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';

/**
 * Partners: the seller side of an account (status and category permissions). Services for other
 * modules and the seed: `ensureMerchantProfile`, `partnerOf`, `partnerStatusOf`, `isCategoryPermitted`,
 * `assertPartnerActive` (inside a catalogue write), `setPartnerStatus` (keeps items.merchant_active
 * in step, and runs the caller's other steps of a status change in the same transaction) and
 * `setPartnerCategories`.
 *
 * Status change and catalogue writes are serialized on the seller's accounts row: the status change
 * locks it FOR UPDATE, a catalogue write takes FOR KEY SHARE (which does not block profile edits or
 * other writes of the same seller) and then reads the status in a new statement. Under READ COMMITTED
 * either the write commits first and the status change then hides its new item too, or the status
 * change commits first and the write reads INACTIVE.
 */

export interface Partner {
  accountId: string;
  status: PartnerStatus;
  allCategories: boolean;
  /** Permitted category ids when `allCategories` is false. */
  categories: number[];
}

async function requireMerchant(db: Queryable, accountId: string): Promise<void> {
  const [account] = await db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (account?.type !== ACCOUNT_TYPE.MERCHANT) throw catalogueErrors.unknownPartner();
}

/** Creates the partner row (ACTIVE, every category) if missing. The account must be a seller. */
export async function ensureMerchantProfile(db: Queryable, accountId: string): Promise<void> {
  await requireMerchant(db, accountId);
  await db.insert(partners).values({ accountId }).onConflictDoNothing();
}

/** A seller's partner record; a seller with no row yet is ACTIVE and permitted everything. */
export async function partnerOf(db: Queryable, accountId: string): Promise<Partner> {
  const [row] = await db.select().from(partners).where(eq(partners.accountId, accountId)).limit(1);
  if (!row) return { accountId, status: 'ACTIVE', allCategories: true, categories: [] };
  const permitted = row.allCategories
    ? []
    : await db
        .select({ id: partnerCategories.categoryId })
        .from(partnerCategories)
        .where(eq(partnerCategories.accountId, accountId));
  return {
    accountId,
    status: row.status,
    allCategories: row.allCategories,
    categories: permitted.map((category) => category.id).sort((a, b) => a - b),
  };
}

export async function isCategoryPermitted(db: Queryable, accountId: string, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({
      permitted: sql<boolean>`coalesce(${partners.allCategories}, true) OR EXISTS (
        SELECT 1 FROM ${partnerCategories}
        WHERE ${partnerCategories.accountId} = ${accountId} AND ${partnerCategories.categoryId} = ${categoryId})`,
    })
    .from(accounts)
    .leftJoin(partners, eq(partners.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.permitted === true;
}

/** The store's status; a seller without a partner row yet is ACTIVE. */
export async function partnerStatusOf(db: Queryable, accountId: string): Promise<PartnerStatus> {
  const [row] = await db.select({ status: partners.status }).from(partners).where(eq(partners.accountId, accountId)).limit(1);
  return row?.status ?? 'ACTIVE';
}

/**
 * Inside a catalogue write's transaction, before it writes: 403 PARTNER_INACTIVE unless the seller's
 * store is ACTIVE. Holds a KEY SHARE lock on the seller's account row until the write commits, so a
 * status change (which locks that row FOR UPDATE) waits for the write, or the write for it.
 */
export async function assertPartnerActive(tx: Queryable, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('key share');
  // A statement of its own: it sees a status change committed while the lock above waited.
  if ((await partnerStatusOf(tx, accountId)) !== 'ACTIVE') throw catalogueErrors.partnerInactive();
}

/**
 * ACTIVE/INACTIVE, in one transaction: locks the seller's account row (404 UNKNOWN_PARTNER unless
 * it is a seller's), sets the partner status, the partner's items leave (or rejoin) the shopper
 * lists, and `alsoInTransaction` runs the caller's own steps (the company status route ends the
 * seller's sessions there): all of it commits, or none. Then the catalogue caches are dropped.
 */
export async function setPartnerStatus(
  db: Database,
  accountId: string,
  status: PartnerStatus,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await changePartnerStatus(tx, accountId, status);
    await alsoInTransaction?.(tx);
  });
  await catalogueChanged(db);
}

/** The steps of setPartnerStatus; the account row is locked first, as catalogue writes lock it first. */
async function changePartnerStatus(tx: Queryable, accountId: string, status: PartnerStatus): Promise<void> {
  const [account] = await tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (account?.type !== ACCOUNT_TYPE.MERCHANT) throw catalogueErrors.unknownPartner();
  await tx.insert(partners).values({ accountId }).onConflictDoNothing();
  await tx.update(partners).set({ status, updatedAt: new Date() }).where(eq(partners.accountId, accountId));
  await tx
    .update(items)
    .set({ merchantActive: status === 'ACTIVE' })
    .where(and(eq(items.merchantId, accountId), sql`${items.merchantActive} <> ${status === 'ACTIVE'}`));
}

/**
 * Restricts the partner to exactly `categoryIds` (spec: finalCategoryList). Unknown ids → 400.
 * `alsoInTransaction` runs the caller's own steps (the route records the change in the audit log).
 */
export async function setPartnerCategories(
  db: Database,
  accountId: string,
  categoryIds: readonly number[],
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<Partner> {
  const wanted = [...new Set(categoryIds)];
  await db.transaction(async (tx) => {
    await ensureMerchantProfile(tx, accountId);
    if (wanted.length > 0) {
      const known = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted));
      if (known.length !== wanted.length) throw catalogueErrors.unknownCategory();
    }
    await tx.update(partners).set({ allCategories: false, updatedAt: new Date() }).where(eq(partners.accountId, accountId));
    await tx.delete(partnerCategories).where(eq(partnerCategories.accountId, accountId));
    if (wanted.length > 0) {
      await tx.insert(partnerCategories).values(wanted.map((categoryId) => ({ accountId, categoryId })));
    }
    await alsoInTransaction?.(tx);
  });
  return partnerOf(db, accountId);
}
