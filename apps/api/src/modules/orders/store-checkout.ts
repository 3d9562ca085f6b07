import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, cartLines, items, orderEvents, orderGroups, orderLines, orders } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';
import { commissionRatesOfLines } from '../ledger/service.ts';

type NewGroup = typeof orderGroups.$inferInsert;
type NewOrder = typeof orders.$inferInsert;
type NewOrderLine = typeof orderLines.$inferInsert;

/** Locks the buyer's cart lines until the transaction ends (a second checkout of them waits here). */
export async function lockCartLines(tx: Queryable, buyerId: string): Promise<void> {
  await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.accountId, buyerId))
    .orderBy(asc(cartLines.id))
    .for('update');
}

/** What the checkout needs of the cart's items beyond the cart's own read: days to make, and whether a buyer may order it. */
export function checkoutItemRows(db: Queryable, itemIds: readonly string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: items.id,
      processingDays: items.processingDays,
      buyable: sql<boolean>`${items.listed} AND ${accounts.status} = 'ACTIVE'`,
    })
    .from(items)
    .innerJoin(accounts, eq(accounts.id, items.merchantId))
    .where(inArray(items.id, [...itemIds]));
}

/** The buyer's group placed from this cart state, if any. */
export async function groupIdByCartState(db: Queryable, buyerId: string, cartState: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(and(eq(orderGroups.buyerId, buyerId), eq(orderGroups.cartState, cartState)))
    .limit(1);
  return row?.id;
}

/** A group's orders in the order they were numbered, with the group's total. */
export async function groupOrderRows(db: Queryable, groupId: string) {
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      storeId: orders.sellerId,
      totalQepik: orders.totalQepik,
      groupTotalQepik: orderGroups.totalQepik,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.groupId, groupId))
    .orderBy(asc(orders.number));
}

/**
 * Takes `units` from the item's stock if it has that many; false (and nothing taken) when it has
 * not. The row lock makes racing orders wait here and re-check the condition on the new count.
 */
export async function takeStock(tx: Queryable, itemId: string, units: number): Promise<boolean> {
  const taken = await tx
    .update(items)
    .set({ stockCount: sql`${items.stockCount} - ${units}` })
    .where(and(eq(items.id, itemId), sql`${items.stockCount} >= ${units}`))
    .returning({ id: items.id });
  return taken.length > 0;
}

export async function insertGroup(tx: Queryable, group: NewGroup): Promise<string> {
  const [row] = await tx.insert(orderGroups).values(group).returning({ id: orderGroups.id });
  if (!row) throw new Error('order group insert returned no row');
  return row.id;
}

/**
 * One store's order with its frozen lines and the event that places it. Each line is stamped with
 * the commission rate in force (commissionRatesOfLines), which it keeps whatever the rates become.
 */
export async function insertOrder(
  tx: Queryable,
  order: NewOrder,
  lines: Array<Omit<NewOrderLine, 'orderId' | 'commissionBps'>>,
  placedBy: { actorId: string; at: Date },
): Promise<string> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  const rates = await commissionRatesOfLines(tx, order.sellerId, lines);
  await tx
    .insert(orderLines)
    .values(lines.map((line, index) => ({ ...line, orderId: row.id, commissionBps: rates[index] ?? 0 })));
  await tx.insert(orderEvents).values({
    orderId: row.id,
    status: 'PLACED',
    action: null,
    actor: 'BUYER',
    actorId: placedBy.actorId,
    at: placedBy.at,
  });
  return row.id;
}

/** Removes the ordered lines from the buyer's cart. */
export async function deleteCartLines(tx: Queryable, buyerId: string, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.accountId, buyerId), inArray(cartLines.id, [...lineIds])));
}
