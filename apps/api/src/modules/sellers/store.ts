import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ItemStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts, categories, items, partnerCategories, partners } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

/**
 * The seller's own rows: the account (type 2), its `partners` record (store status and whether
 * every category is permitted; no row = ACTIVE, all categories) and `partner_categories`.
 */
export type SellerRecordRow = typeof partners.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

/** The account's type; undefined for no such account. */
export async function accountTypeOf(db: Queryable, accountId: string): Promise<AccountRow['type'] | undefined> {
  const [account] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return account?.type;
}

/** The account's type, its row locked FOR UPDATE until the transaction ends (a status or premium change). */
export async function lockAccountForUpdate(tx: Queryable, accountId: string): Promise<AccountRow['type'] | undefined> {
  const [account] = await tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return account?.type;
}

/** A KEY SHARE lock on the seller's account row: a catalogue write's, which a status change waits for. */
export async function lockAccountForKeyShare(tx: Queryable, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('key share');
}

/** Creates the seller's record (ACTIVE, every category) if missing. */
export async function insertSellerRecord(db: Queryable, accountId: string): Promise<void> {
  await db.insert(partners).values({ accountId }).onConflictDoNothing();
}

export async function sellerRecordRow(db: Queryable, accountId: string): Promise<SellerRecordRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.accountId, accountId)).limit(1);
  return row;
}

export async function permittedCategoryIds(db: Queryable, accountId: string): Promise<number[]> {
  const permitted = await db
    .select({ id: partnerCategories.categoryId })
    .from(partnerCategories)
    .where(eq(partnerCategories.accountId, accountId));
  return permitted.map((category) => category.id);
}

export async function isCategoryPermittedRow(db: Queryable, accountId: string, categoryId: number): Promise<boolean> {
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

/** The store status of the seller's record; undefined when it has none yet. */
export async function storeStatusRow(db: Queryable, accountId: string): Promise<SellerRecordRow['status'] | undefined> {
  const [row] = await db.select({ status: partners.status }).from(partners).where(eq(partners.accountId, accountId)).limit(1);
  return row?.status;
}

/**
 * Whether buyers are shown the store of seller `a` (with its partners row `p`): its status is ACTIVE
 * (no row = ACTIVE), it has a name (a store without one has nothing to sign its products with), and
 * an admin has not rejected it. items.merchant_active keeps this for each of the seller's products.
 */
const STORE_SHOWN = sql.raw(
  `coalesce(p.status, 'ACTIVE') = 'ACTIVE' AND btrim(a.company_name) <> '' AND a.merchant_status IS DISTINCT FROM 'REJECTED'`,
);

/** Whether buyers are shown the seller's store now (STORE_SHOWN); false for no such seller. */
export async function storeShownRow(db: Queryable, accountId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT ${STORE_SHOWN} AS shown FROM accounts a LEFT JOIN partners p ON p.account_id = a.id WHERE a.id = ${accountId}::uuid`,
  )) as unknown as { rows: Array<{ shown: boolean }> };
  return result.rows[0]?.shown === true;
}

/**
 * Moves the seller's items out of (or back into) the shopper lists, as the store is shown or not
 * (STORE_SHOWN): after a status change, a rename and a review decision, in their transaction.
 */
export async function syncStoreShown(tx: Queryable, accountId: string): Promise<void> {
  const shown = await storeShownRow(tx, accountId);
  await tx
    .update(items)
    .set({ merchantActive: shown })
    .where(and(eq(items.merchantId, accountId), sql`${items.merchantActive} <> ${shown}`));
}

/** Sets the store status and moves the seller's items out of (or back into) the shopper lists. */
export async function writeStoreStatus(tx: Queryable, accountId: string, status: SellerRecordRow['status']): Promise<void> {
  await tx.update(partners).set({ status, updatedAt: new Date() }).where(eq(partners.accountId, accountId));
  await syncStoreShown(tx, accountId);
}

/** How many of `ids` are categories. */
export async function knownCategoryCount(tx: Queryable, ids: readonly number[]): Promise<number> {
  const known = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return known.length;
}

/** The seller is permitted exactly `categoryIds` from now on. */
export async function writePermittedCategories(tx: Queryable, accountId: string, categoryIds: readonly number[]): Promise<void> {
  await tx.update(partners).set({ allCategories: false, updatedAt: new Date() }).where(eq(partners.accountId, accountId));
  await tx.delete(partnerCategories).where(eq(partnerCategories.accountId, accountId));
  if (categoryIds.length > 0) {
    await tx.insert(partnerCategories).values(categoryIds.map((categoryId) => ({ accountId, categoryId })));
  }
}

/**
 * An admin's decision on the store: VERIFIED, or REJECTED with the reason the seller reads. Answers
 * the row as written; undefined unless `accountId` is a seller's.
 */
export async function writeReview(
  tx: Queryable,
  accountId: string,
  merchantStatus: 'VERIFIED' | 'REJECTED',
  reviewNote: string,
  now: Date,
): Promise<{ merchantStatus: string | null; reviewNote: string } | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ merchantStatus, merchantReviewNote: reviewNote, merchantReviewedAt: now, updatedAt: now })
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 2)))
    .returning({ merchantStatus: accounts.merchantStatus, reviewNote: accounts.merchantReviewNote });
  return row;
}

export async function writePremium(tx: Queryable, accountId: string, premium: boolean): Promise<void> {
  await tx.update(accounts).set({ premium }).where(eq(accounts.id, accountId));
}

/**
 * The profile fields shoppers see of a store: its name (matched by the search), its pictures (the
 * home page's store strip) and what the item cards show of their seller; and the account type.
 */
export type StoreFields = Pick<AccountRow, 'companyName' | 'companyEmail' | 'profileImage' | 'backgroundImage' | 'type'>;

export async function storeFieldsRow(db: Database, accountId: string): Promise<StoreFields | undefined> {
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

/** The products of `ids` an admin has not deleted, with their sellers, their rows locked in id order. */
export async function lockLiveItems(tx: Queryable, ids: readonly string[]) {
  return tx
    .select({ id: items.id, merchantId: items.merchantId })
    .from(items)
    .where(and(inArray(items.id, [...ids]), isNull(items.deletedAt)))
    .orderBy(asc(items.id))
    .for('update');
}

/** Sets the status of the seller's products among `ids` not already in it; answers how many changed. */
export async function writeItemsStatus(
  tx: Queryable,
  sellerId: string,
  ids: readonly string[],
  status: ItemStatus,
): Promise<number> {
  const changed = await tx
    .update(items)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(items.id, [...ids]), eq(items.merchantId, sellerId), ne(items.status, status)))
    .returning({ id: items.id });
  return changed.length;
}

interface FiguresRow {
  products: number | string;
  active: number | string;
  hidden: number | string;
  with_photos: number | string;
  views: number | string;
  favourites: number | string;
  sold: number | string;
  rating: number | string | null;
}

/**
 * Sums over all the seller's products, hidden ones included, deleted ones not (one pass over the
 * seller's rows of items_merchant_created_idx).
 */
export async function sellerFigures(db: Database, sellerId: string): Promise<FiguresRow | undefined> {
  const [row] = await rows<FiguresRow>(
    db,
    sql`SELECT count(*) AS products,
          count(*) FILTER (WHERE i.status = 'ACTIVE') AS active,
          count(*) FILTER (WHERE i.status = 'HIDDEN') AS hidden,
          count(*) FILTER (WHERE i.cover_image <> '' OR jsonb_array_length(i.media) > 0) AS with_photos,
          coalesce(sum(i.view_count), 0) AS views,
          coalesce(sum(i.fav_count), 0) AS favourites,
          coalesce(sum(i.sold), 0) AS sold,
          round(avg(nullif(i.rating, 0)), 2) AS rating
        FROM items i WHERE i.merchant_id = ${sellerId}::uuid AND i.deleted_at IS NULL`,
  );
  return row;
}
