import { and, eq, lte, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, type Item } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { favourites, followerNotices, items, storeFollows } from '../../db/schema.ts';
import { ITEM_COLUMNS, itemOfRow, type ItemRow } from '../items/store-rows.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

type FollowRow = typeof storeFollows.$inferSelect;

/** A store a buyer can see: a seller's account, active, named, not rejected, its partner record not inactive. */
const STORE_VISIBLE = sql.raw(
  `a.type = ${ACCOUNT_TYPE.MERCHANT} AND a.status = 'ACTIVE' AND btrim(a.company_name) <> ''
   AND a.merchant_status IS DISTINCT FROM 'REJECTED'
   AND NOT EXISTS (SELECT 1 FROM partners off WHERE off.account_id = a.id AND off.status <> 'ACTIVE')`,
);

/** Locks a listed product's row (a heart and an unheart of it count one at a time); false when buyers cannot see it. */
export async function lockListedItem(tx: Tx, itemId: string): Promise<boolean> {
  const found = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.listed, true)))
    .for('update');
  return found.length > 0;
}

/** Adds or removes the heart and moves the item's fav_count by what changed; answers the count as it is now. */
export async function setHeart(tx: Tx, accountId: string, itemId: string, favourite: boolean): Promise<number> {
  const changed = favourite
    ? await tx.insert(favourites).values({ accountId, itemId }).onConflictDoNothing().returning({ itemId: favourites.itemId })
    : await tx
        .delete(favourites)
        .where(sql`${favourites.accountId} = ${accountId} AND ${favourites.itemId} = ${itemId}`)
        .returning({ itemId: favourites.itemId });
  const step = changed.length === 0 ? 0 : favourite ? 1 : -1;
  const [item] = await tx
    .update(items)
    .set({ favCount: sql`greatest(${items.favCount} + ${step}, 0)` })
    .where(eq(items.id, itemId))
    .returning({ favCount: items.favCount });
  return item?.favCount ?? 0;
}

export async function isVisibleStore(db: Database, storeId: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT a.id FROM accounts a WHERE a.id = ${storeId}::uuid AND ${STORE_VISIBLE}`,
  );
  return found.length > 0;
}

/** Follows (from now: what the store listed before is not news) or stops following; answers whether it changed. */
export async function setFollowRow(db: Reader, accountId: string, storeId: string, follow: boolean): Promise<boolean> {
  const changed = follow
    ? await db
        .insert(storeFollows)
        .values({ accountId, storeId })
        .onConflictDoNothing()
        .returning({ storeId: storeFollows.storeId })
    : await db
        .delete(storeFollows)
        .where(sql`${storeFollows.accountId} = ${accountId} AND ${storeFollows.storeId} = ${storeId}`)
        .returning({ storeId: storeFollows.storeId });
  return changed.length > 0;
}

/** How many follow the store (an index-only count of store_follows_store_idx). */
export async function followerCount(db: Database, storeId: string): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM store_follows WHERE store_id = ${storeId}::uuid`,
  );
  return Number(found?.n ?? 0);
}

/** Which of `itemIds` the buyer hearted and which of `storeIds` they follow. */
export async function marksOf(db: Database, accountId: string, itemIds: readonly string[], storeIds: readonly string[]) {
  const [hearted, followed] = await Promise.all([
    itemIds.length === 0
      ? []
      : rows<{ id: string }>(
          db,
          sql`SELECT item_id AS id FROM favourites WHERE account_id = ${accountId}::uuid AND item_id = ANY(${sql.param([...itemIds])}::uuid[])`,
        ),
    storeIds.length === 0
      ? []
      : rows<{ id: string }>(
          db,
          sql`SELECT store_id AS id FROM store_follows WHERE account_id = ${accountId}::uuid AND store_id = ANY(${sql.param([...storeIds])}::uuid[])`,
        ),
  ]);
  return { itemIds: hearted.map((row) => row.id), storeIds: followed.map((row) => row.id) };
}

/** One page of the buyer's hearted products that buyers can see, latest hearted first, and how many there are. */
export async function favouritePage(
  db: Database,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ items: Array<Item & { favouritedAt: string }>; total: number }> {
  const [found, [total]] = await Promise.all([
    rows<ItemRow & { favourited_at: Date | string }>(
      db,
      sql`SELECT ${ITEM_COLUMNS}, f.created_at AS favourited_at
          FROM favourites f JOIN items i ON i.id = f.item_id JOIN accounts a ON a.id = i.merchant_id
          WHERE f.account_id = ${accountId}::uuid AND i.listed
          ORDER BY f.created_at DESC, f.item_id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM favourites f JOIN items i ON i.id = f.item_id
          WHERE f.account_id = ${accountId}::uuid AND i.listed`,
    ),
  ]);
  return {
    items: found.map((row) => ({ ...itemOfRow(row), favouritedAt: new Date(row.favourited_at).toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

export interface FollowedStoreRow {
  id: string;
  companyName: string;
  profileImage: string;
  merchantStatus: string | null;
  productCount: number;
  followers: number;
  followedAt: Date | string;
}

/** One page of the stores the buyer follows that buyers can see, latest followed first, and how many there are. */
export async function followPage(
  db: Database,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ stores: FollowedStoreRow[]; total: number }> {
  const [stores, [total]] = await Promise.all([
    rows<FollowedStoreRow>(
      db,
      sql`SELECT a.id, a.company_name AS "companyName", a.profile_image AS "profileImage", a.merchant_status AS "merchantStatus",
            coalesce((SELECT c.listed FROM merchant_item_counts c WHERE c.merchant_id = a.id), 0)::int AS "productCount",
            (SELECT count(*)::int FROM store_follows n WHERE n.store_id = a.id) AS followers,
            f.created_at AS "followedAt"
          FROM store_follows f JOIN accounts a ON a.id = f.store_id
          WHERE f.account_id = ${accountId}::uuid AND ${STORE_VISIBLE}
          ORDER BY f.created_at DESC, f.store_id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM store_follows f JOIN accounts a ON a.id = f.store_id
          WHERE f.account_id = ${accountId}::uuid AND ${STORE_VISIBLE}`,
    ),
  ]);
  return { stores, total: Number(total?.n ?? 0) };
}

/** A follower with news: the stores they follow that listed products after the follower was last told. */
export interface FollowerNews {
  accountId: string;
  language: 'az' | 'en' | 'ru' | 'tr';
  storeId: string;
  companyName: string;
  newItems: number;
  newestItemId: string;
}

/**
 * Up to `limit` followers (with all their stores' news) who have news listed before `until` and were
 * last told before `toldBefore` (or never). Walks the followed stores that listed something since,
 * so a day without new products reads no follower.
 */
export async function followersWithNews(db: Database, until: Date, toldBefore: Date, limit: number): Promise<FollowerNews[]> {
  return rows<FollowerNews>(
    db,
    sql`WITH due AS (
          SELECT DISTINCT f.account_id FROM store_follows f
          JOIN accounts b ON b.id = f.account_id AND b.status = 'ACTIVE'
          LEFT JOIN follower_notices n ON n.account_id = f.account_id
          WHERE (n.sent_at IS NULL OR n.sent_at <= ${toldBefore.toISOString()}::timestamptz)
            AND EXISTS (SELECT 1 FROM items i WHERE i.merchant_id = f.store_id AND i.listed
                        AND i.created_at > f.noticed_until AND i.created_at <= ${until.toISOString()}::timestamptz)
          ORDER BY f.account_id LIMIT ${limit}
        )
        SELECT f.account_id AS "accountId", b.language, a.id AS "storeId", a.company_name AS "companyName",
               news.n AS "newItems", news.newest AS "newestItemId"
        FROM due JOIN store_follows f ON f.account_id = due.account_id
        JOIN accounts b ON b.id = f.account_id
        JOIN accounts a ON a.id = f.store_id AND ${STORE_VISIBLE}
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS n, (array_agg(i.id ORDER BY i.created_at DESC, i.id DESC))[1] AS newest
          FROM items i WHERE i.merchant_id = f.store_id AND i.listed
            AND i.created_at > f.noticed_until AND i.created_at <= ${until.toISOString()}::timestamptz
        ) news
        WHERE news.n > 0
        ORDER BY f.account_id, news.n DESC, a.company_name`,
  );
}

/**
 * Claims the follower's notice for now: true when they were never told or last told before
 * `toldBefore`. One conditional upsert, so two processes never both tell one follower.
 */
export async function claimFollowerNotice(tx: Tx, accountId: string, now: Date, toldBefore: Date): Promise<boolean> {
  const claimed = await tx
    .insert(followerNotices)
    .values({ accountId, sentAt: now })
    .onConflictDoUpdate({
      target: followerNotices.accountId,
      set: { sentAt: now },
      setWhere: lte(followerNotices.sentAt, toldBefore),
    })
    .returning({ accountId: followerNotices.accountId });
  return claimed.length > 0;
}

/** The follower has now been told of everything every followed store listed up to `until`. */
export async function markFollowsNoticed(tx: Tx, accountId: string, until: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE store_follows SET noticed_until = ${until.toISOString()}::timestamptz
        WHERE account_id = ${accountId}::uuid AND noticed_until < ${until.toISOString()}::timestamptz`,
  );
}

/** The followers of a store (their ids and languages), `limit` from after `afterId` in id order. */
export async function followersOf(
  db: Database,
  storeId: string,
  afterId: string | null,
  limit: number,
): Promise<Array<Pick<FollowRow, 'accountId'> & { language: FollowerNews['language'] }>> {
  return rows(
    db,
    sql`SELECT f.account_id AS "accountId", b.language FROM store_follows f JOIN accounts b ON b.id = f.account_id
        WHERE f.store_id = ${storeId}::uuid AND b.status = 'ACTIVE' ${afterId ? sql`AND f.account_id > ${afterId}::uuid` : sql``}
        ORDER BY f.account_id LIMIT ${limit}`,
  );
}
