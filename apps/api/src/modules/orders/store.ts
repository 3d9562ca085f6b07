import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ORDER_OPEN_STATUSES, type Language, type OrderStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, items, orderEvents, orderGroups, orderLines, orders } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

export type OrderRow = typeof orders.$inferSelect;
type NewOrderEvent = typeof orderEvents.$inferInsert;

/** The columns of a list row (OrderSummary without `late`): each row's item count and cover from its own lines. */
const summaryColumns = {
  orderId: orders.id,
  number: orders.number,
  groupId: orders.groupId,
  status: orders.status,
  storeId: orders.sellerId,
  storeName: accounts.companyName,
  buyerName: orders.contactName,
  itemCount: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM ${orderLines} l WHERE l.order_id = ${orders.id})`,
  coverImage: sql<string>`coalesce((SELECT l.cover_image FROM ${orderLines} l WHERE l.order_id = ${orders.id} ORDER BY l.position LIMIT 1), '')`,
  totalQepik: orders.totalQepik,
  placedAt: orders.placedAt,
  shipBy: orders.shipBy,
};

export type SummaryRow = {
  orderId: string;
  number: number;
  groupId: string;
  status: OrderStatus;
  storeId: string;
  storeName: string | null;
  buyerName: string;
  itemCount: number;
  coverImage: string;
  totalQepik: number;
  placedAt: Date;
  shipBy: string;
};

export type OrderSort = 'shipBy' | 'newest' | 'overdue';

const ORDER_BY: Record<OrderSort, SQL[]> = {
  shipBy: [asc(orders.shipBy), asc(orders.id)],
  newest: [desc(orders.placedAt), desc(orders.id)],
  overdue: [asc(orders.shipBy), asc(orders.id)],
};

/**
 * One page of orders matching `where` in `sort` order, and how many match. The page's ids are found
 * first, from the list's index alone (a deep page skips index entries, not rows), and only its rows
 * are read with their lines and store.
 */
export async function orderPage(
  db: Database,
  where: SQL | undefined,
  sort: OrderSort,
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  // The page's size and offset are written into the statement (whole numbers the service computed):
  // a plan made for any LIMIT would expect a tenth of the table and read all of it to join the page.
  const limit = sql.raw(String(Math.trunc(page.limit)));
  const offset = sql.raw(String(Math.trunc(page.offset)));
  const ids = sql`(SELECT ${orders.id} FROM ${orders} WHERE ${where ?? sql`true`}
    ORDER BY ${sql.join(ORDER_BY[sort], sql`, `)} LIMIT ${limit} OFFSET ${offset}) AS page`;
  const [found, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(ids)
      .innerJoin(orders, sql`${orders.id} = page.id`)
      .leftJoin(accounts, eq(accounts.id, orders.sellerId))
      .orderBy(...ORDER_BY[sort]),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

/** Filters of the lists, each a condition on `orders` alone (the list indexes' columns). */
export const orderFilters = {
  buyer: (buyerId: string) => eq(orders.buyerId, buyerId),
  seller: (sellerId: string) => eq(orders.sellerId, sellerId),
  status: (status: OrderStatus) => eq(orders.status, status),
  statusIn: (statuses: readonly OrderStatus[]) => inArray(orders.status, [...statuses]),
  /**
   * Still to leave the workshop (ORDER_OPEN_STATUSES), written out as constants: the condition of the
   * partial index orders_open_ship_by_idx, which a statement's generic plan uses only when it says so literally.
   */
  open: () => sql.raw(`"orders"."status" IN (${ORDER_OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`),
  number: (number: number) => eq(orders.number, number),
  /** The contact name contains `text`, any case (LIKE's wildcards in it are taken literally). */
  contactNameContains: (text: string) =>
    sql`${orders.contactName} ILIKE ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`,
  placedFrom: (instant: Date) => gte(orders.placedAt, instant),
  placedBefore: (instant: Date) => lt(orders.placedAt, instant),
  shipByBefore: (day: string) => lt(orders.shipBy, day),
  shipByWithin: (from: string, to: string) => and(gte(orders.shipBy, from), lte(orders.shipBy, to)),
  none: () => sql`false`,
  all: (conditions: SQL[]) => and(...conditions),
};

/** The seller's orders per status. */
export async function sellerStatusCounts(db: Database, sellerId: string): Promise<Array<{ status: OrderStatus; n: number }>> {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .groupBy(orders.status);
}

/** How many of the seller's orders are PLACED. */
export async function sellerPlacedCount(db: Database, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'PLACED')));
  return row?.n ?? 0;
}

/** How many of the seller's orders in `statuses` have their ship-by date in [from, to] (either end open when null). */
export async function sellerShipByCount(
  db: Database,
  sellerId: string,
  statuses: readonly OrderStatus[],
  range: { from: string | null; before: string | null; to: string | null },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        inArray(orders.status, [...statuses]),
        range.from === null ? undefined : gte(orders.shipBy, range.from),
        range.to === null ? undefined : lte(orders.shipBy, range.to),
        range.before === null ? undefined : lt(orders.shipBy, range.before),
      ),
    );
  return row?.n ?? 0;
}

/** One order with its group (contact, address, note, gift) and its store's name and picture. */
export async function orderWithGroup(db: Queryable, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      contactPhone: orderGroups.contactPhone,
      address: orderGroups.address,
      note: orderGroups.note,
      giftMessage: orderGroups.giftMessage,
      storeName: accounts.companyName,
      storeProfileImage: accounts.profileImage,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .leftJoin(accounts, eq(accounts.id, orders.sellerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function orderLineRows(db: Queryable, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The order's events, oldest first, each with the name of the account behind it. */
export async function orderEventRows(db: Queryable, orderId: string) {
  return db
    .select({
      event: orderEvents,
      name: accounts.name,
      lastname: accounts.lastname,
      companyName: accounts.companyName,
    })
    .from(orderEvents)
    .leftJoin(accounts, eq(accounts.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** The orders, locked FOR UPDATE until the transaction ends (in id order, so two bulk moves never deadlock). */
export async function lockOrders(tx: Queryable, orderIds: readonly string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function updateOrder(tx: Queryable, orderId: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
}

export async function insertOrderEvents(tx: Queryable, events: readonly NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(orderEvents).values([...events]);
}

/**
 * Gives the stock the order's lines took back to their items, once: the lines' `stock_reserved` is
 * zeroed in the same transaction. Only this order's lines, never another order's of its group.
 * Answers the items whose stock grew.
 */
export async function returnReservedStock(tx: Queryable, orderId: string): Promise<string[]> {
  const taken = await tx
    .select({ itemId: orderLines.itemId, units: orderLines.stockReserved })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0)));
  const perItem = new Map<string, number>();
  for (const line of taken) if (line.itemId) perItem.set(line.itemId, (perItem.get(line.itemId) ?? 0) + line.units);
  for (const [itemId, units] of perItem) {
    await tx
      .update(items)
      .set({ stockCount: sql`${items.stockCount} + ${units}` })
      .where(eq(items.id, itemId));
  }
  if (taken.length > 0) {
    await tx
      .update(orderLines)
      .set({ stockReserved: 0 })
      .where(and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0)));
  }
  return [...perItem.keys()];
}

/** Adds the orders' line quantities to their items' `sold` (the orders are completed). */
export async function addSold(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    UPDATE ${items} SET sold = ${items}.sold + per_item.units
    FROM (SELECT item_id, sum(quantity)::int AS units FROM ${orderLines}
          WHERE order_id IN (${sql.join(
            orderIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND item_id IS NOT NULL GROUP BY item_id) AS per_item
    WHERE ${items}.id = per_item.item_id`);
}

/**
 * Orders delivered before `deliveredBefore`, locked for the completion (SKIP LOCKED: one another
 * process or a person's move holds is left for the next run), at most `limit`.
 */
export async function lockDeliveredBefore(tx: Queryable, deliveredBefore: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'DELIVERED'), lt(orders.deliveredAt, deliveredBefore)))
    .orderBy(asc(orders.deliveredAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What a notice about an order needs of it and its two parties. */
export async function noticeRows(db: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      status: orders.status,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      contactName: orders.contactName,
      cancelReason: orders.cancelReason,
      storeName: accounts.companyName,
      sellerLanguage: accounts.language,
      buyerLanguage: sql<Language>`(SELECT b.language FROM accounts b WHERE b.id = ${orders.buyerId})`,
    })
    .from(orders)
    .leftJoin(accounts, eq(accounts.id, orders.sellerId))
    .where(inArray(orders.id, [...orderIds]));
}

/** Where and whether an account is e-mailed. */
export async function mailTargetOf(db: Queryable, accountId: string) {
  const [row] = await db
    .select({
      status: accounts.status,
      identifier: accounts.identifier,
      identifierKind: accounts.identifierKind,
      companyEmail: accounts.companyEmail,
      settings: accounts.settings,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
