import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PROMOTION_PAGE_SIZE, type Item } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts, items, promotions } from '../../db/schema.ts';
import { ITEM_COLUMNS, itemOfRow, type ItemRow } from '../items/store-rows.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

export type PromotionRow = typeof promotions.$inferSelect;
/** A promotion with what its answer shows besides: the product's name and cover, the store's name. */
export type PromotionView = PromotionRow & { productName: string; coverImage: string; companyName: string };

const VIEW_COLUMNS = {
  ...getTableColumns(promotions),
  productName: items.productName,
  coverImage: items.coverImage,
  companyName: accounts.companyName,
};

const viewQuery = (db: Reader, where: SQL | undefined) =>
  db
    .select(VIEW_COLUMNS)
    .from(promotions)
    .innerJoin(items, eq(items.id, promotions.itemId))
    .innerJoin(accounts, eq(accounts.id, promotions.sellerId))
    .where(where);

/** The seller's own product that buyers can see, locked until the transaction ends (two asks for one product go one at a time). */
export async function lockOwnListedItem(tx: Tx, sellerId: string, itemId: string): Promise<boolean> {
  const found = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.merchantId, sellerId), eq(items.listed, true)))
    .for('update');
  return found.length > 0;
}

/** The product's waiting or running promotion; a running one whose days are over is written ENDED first. */
export async function openPromotionOf(tx: Tx, itemId: string, now: Date): Promise<PromotionRow | undefined> {
  await tx
    .update(promotions)
    .set({ status: 'ENDED' })
    .where(
      and(
        eq(promotions.itemId, itemId),
        eq(promotions.status, 'ACTIVE'),
        sql`${promotions.endsAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  const [open] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.itemId, itemId), sql`${promotions.status} IN ('PENDING', 'ACTIVE')`));
  return open;
}

export async function insertPromotion(tx: Tx, row: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [inserted] = await tx.insert(promotions).values(row).returning();
  if (!inserted) throw new Error('promotion was not inserted');
  return inserted;
}

export async function lockPromotion(tx: Tx, id: string): Promise<PromotionRow | undefined> {
  const [found] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return found;
}

export async function updatePromotion(tx: Tx, id: string, values: Partial<typeof promotions.$inferInsert>): Promise<void> {
  await tx.update(promotions).set(values).where(eq(promotions.id, id));
}

export async function promotionView(db: Reader, id: string): Promise<PromotionView | undefined> {
  const [found] = await viewQuery(db, eq(promotions.id, id));
  return found;
}

export interface PromotionFilter {
  page: number;
  sellerId?: string | undefined;
  itemId?: string | undefined;
  status?: PromotionRow['status'] | undefined;
}

/** One numbered page of promotions, newest first, and how many match. */
export async function promotionPageRows(
  db: Database,
  filter: PromotionFilter,
): Promise<{ found: PromotionView[]; total: number }> {
  const where = and(
    filter.sellerId === undefined ? undefined : eq(promotions.sellerId, filter.sellerId),
    filter.itemId === undefined ? undefined : eq(promotions.itemId, filter.itemId),
    filter.status === undefined ? undefined : eq(promotions.status, filter.status),
  );
  const [found, [total]] = await Promise.all([
    viewQuery(db, where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(PROMOTION_PAGE_SIZE)
      .offset((filter.page - 1) * PROMOTION_PAGE_SIZE),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { found, total: Number(total?.total ?? 0) };
}

/**
 * The running promotions' products buyers can see, least shown first (so every promoted product
 * gets its turn), at most `limit`; of one category's leaves when `categoryIds` is given.
 */
export async function runningPromotedItems(
  db: Database,
  limit: number,
  now: Date,
  categoryIds?: readonly number[],
): Promise<Array<{ promotionId: string; item: Item }>> {
  const inCategories = categoryIds ? sql`AND i.category_id = ANY(${sql.param([...categoryIds])}::int[])` : sql``;
  const found = await rows<ItemRow & { promotion_id: string }>(
    db,
    sql`SELECT ${ITEM_COLUMNS}, p.id AS promotion_id
        FROM promotions p JOIN items i ON i.id = p.item_id JOIN accounts a ON a.id = i.merchant_id
        WHERE p.status = 'ACTIVE' AND p.ends_at > ${now.toISOString()}::timestamptz AND i.listed ${inCategories}
        ORDER BY p.views, p.id LIMIT ${limit}`,
  );
  return found.map((row) => ({ promotionId: row.promotion_id, item: itemOfRow(row) }));
}

/**
 * Adds views and clicks to a running promotion (one that is not running, or unknown, is left as it
 * is). One statement of one row, committed alone: reports of several promotions at once never wait
 * for each other in opposite orders.
 */
export async function countPromotionEvents(db: Database, id: string, views: number, clicks: number, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE promotions SET views = views + ${views}, clicks = clicks + ${clicks}
        WHERE id = ${id}::uuid AND status = 'ACTIVE' AND ends_at > ${now.toISOString()}::timestamptz`,
  );
}

/** The category and its descendants (a promotion is in a category's first places when its product is in any of them). */
export async function categoryWithDescendants(db: Database, categoryId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`WITH RECURSIVE tree AS (
          SELECT id FROM categories WHERE id = ${categoryId}
          UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.upper_category_id = t.id
        ) SELECT id FROM tree`,
  );
  return found.map((row) => row.id);
}
