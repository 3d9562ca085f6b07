import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { REVIEW_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, items, mediaUploads, orderLines, orders, reviews } from '../../db/schema.ts';
import { isUuid } from '../../http/ids.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

export type ReviewRow = typeof reviews.$inferSelect;
/** A review with what its answer shows besides: the line's title and cover, the buyer's names. */
export type ReviewView = ReviewRow & {
  itemTitle: string;
  itemCover: string;
  buyerName: string | null;
  buyerLastname: string | null;
};

const VIEW_COLUMNS = {
  ...getTableColumns(reviews),
  itemTitle: orderLines.title,
  itemCover: orderLines.coverImage,
  buyerName: accounts.name,
  buyerLastname: accounts.lastname,
};

function viewQuery(db: Reader, where: SQL | undefined) {
  return db
    .select(VIEW_COLUMNS)
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .leftJoin(accounts, eq(accounts.id, reviews.buyerId))
    .where(where);
}

/** One order line with its order's buyer, store and status: what decides whether it may be reviewed. */
export async function lineForReview(tx: Reader, lineId: string) {
  if (!isUuid(lineId)) return undefined;
  const [line] = await tx
    .select({
      id: orderLines.id,
      itemId: orderLines.itemId,
      orderId: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId));
  return line;
}

/** Locks the item's row until the transaction ends: changes of its reviews, and so of its rating, go one at a time. */
export async function lockItem(tx: Tx, itemId: string): Promise<boolean> {
  const [found] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
  return found !== undefined;
}

export async function reviewOfLine(tx: Tx, lineId: string): Promise<ReviewRow | undefined> {
  const [found] = await tx.select().from(reviews).where(eq(reviews.orderLineId, lineId)).for('update');
  return found;
}

export async function findReview(db: Reader, reviewId: string): Promise<ReviewRow | undefined> {
  if (!isUuid(reviewId)) return undefined;
  const [found] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return found;
}

export async function lockReview(tx: Tx, reviewId: string): Promise<ReviewRow | undefined> {
  const [found] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return found;
}

export async function reviewView(db: Reader, reviewId: string): Promise<ReviewView | undefined> {
  const [found] = await viewQuery(db, eq(reviews.id, reviewId));
  return found;
}

export async function insertReview(tx: Tx, row: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [inserted] = await tx.insert(reviews).values(row).returning();
  if (!inserted) throw new Error('review was not inserted');
  return inserted;
}

export async function updateReview(tx: Tx, reviewId: string, values: Partial<typeof reviews.$inferInsert>): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, reviewId));
}

/** Sets the seller's reply if there is none yet; answers whether it did (one reply per review, even for two at once). */
export async function setReplyOnce(db: Database, reviewId: string, sellerId: string, text: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ reply: text, repliedAt: at })
    .where(and(eq(reviews.id, reviewId), eq(reviews.sellerId, sellerId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/**
 * The item's rating and count from its visible reviews (the average rounded half up to 2 decimals,
 * as averageRating does), in the caller's transaction, which holds the item's lock.
 */
export async function refreshItemRating(tx: Tx, itemId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE items SET rating = figures.average, rating_count = figures.count
    FROM (SELECT coalesce(round(avg(r.rating)::numeric, 2), 0) AS average, count(*)::int AS count
          FROM reviews r WHERE r.item_id = ${itemId}::uuid AND NOT r.hidden) figures
    WHERE items.id = ${itemId}::uuid`);
}

/** The buyer's own finished image uploads among `ids` (not QR guest files, not videos). */
export async function ownImageRows(db: Reader, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: mediaUploads.id, key: mediaUploads.key, width: mediaUploads.width, height: mediaUploads.height })
    .from(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.id, [...new Set(ids)]),
        eq(mediaUploads.ownerId, ownerId),
        eq(mediaUploads.type, 'image'),
        ne(mediaUploads.kind, 'qr'),
      ),
    );
}

/** How many visible reviews gave each star (index 0: 1 star), of one item or one store. */
export async function starCounts(db: Reader, scope: { itemId: string } | { sellerId: string }): Promise<number[]> {
  const owner = 'itemId' in scope ? eq(reviews.itemId, scope.itemId) : eq(reviews.sellerId, scope.sellerId);
  const found = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(owner, not(reviews.hidden)))
    .groupBy(reviews.rating);
  const counts = [0, 0, 0, 0, 0];
  for (const row of found) counts[row.rating - 1] = Number(row.count);
  return counts;
}

export interface ReviewListFilter {
  page: number;
  stars?: number | undefined;
  itemId?: string | undefined;
  sellerId?: string | undefined;
  /** true: only hidden ones; false: only visible ones; undefined: both. */
  hidden?: boolean | undefined;
  unanswered?: boolean | undefined;
}

/** One numbered page of reviews, newest first, and how many match. */
export async function reviewPageRows(db: Database, filter: ReviewListFilter): Promise<{ found: ReviewView[]; total: number }> {
  const where = and(
    filter.itemId === undefined ? undefined : eq(reviews.itemId, filter.itemId),
    filter.sellerId === undefined ? undefined : eq(reviews.sellerId, filter.sellerId),
    filter.stars === undefined ? undefined : eq(reviews.rating, filter.stars),
    filter.hidden === undefined ? undefined : filter.hidden ? eq(reviews.hidden, true) : not(reviews.hidden),
    filter.unanswered ? isNull(reviews.reply) : undefined,
  );
  const [found, [total]] = await Promise.all([
    viewQuery(db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((filter.page - 1) * REVIEW_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { found, total: Number(total?.total ?? 0) };
}

/** An order of `buyerId` with its status and its lines (in order), each with its review if written. */
export async function orderLinesWithReviews(db: Database, orderId: string, buyerId: string) {
  if (!isUuid(orderId)) return undefined;
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) return undefined;
  const lines = await db
    .select({ id: orderLines.id, itemId: orderLines.itemId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
  const written = await viewQuery(db, eq(reviews.orderId, orderId));
  return { order, lines, written };
}
