import { and, asc, count, eq, sql } from 'drizzle-orm';
import { accounts, cartLines, items } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

type NewCartLine = typeof cartLines.$inferInsert;

/** An item a shopper may buy: listed (ACTIVE, store ACTIVE) and its seller's account not blocked. */
export async function findBuyableItem(db: Queryable, itemId: string) {
  const [item] = await db
    .select({
      itemType: items.itemType,
      stockCount: items.stockCount,
      attributes: items.attributes,
      pocketTypes: items.pocketTypes,
      personalization: items.personalization,
    })
    .from(items)
    .innerJoin(accounts, eq(accounts.id, items.merchantId))
    .where(and(eq(items.id, itemId), eq(items.listed, true), eq(accounts.status, 'ACTIVE')))
    .limit(1);
  return item;
}

/** Units of one item over all of the buyer's lines (several choices of one item share its stock). */
export async function unitsOfItemInCart(db: Queryable, accountId: string, itemId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.accountId, accountId), eq(cartLines.itemId, itemId)));
  return Number(row?.units ?? 0);
}

/** Inserts the line, or adds its quantity to the line of the same choice; answers the line as it is now. */
export async function addLine(db: Queryable, line: NewCartLine & { quantity: number; updatedAt: Date }) {
  const [added] = await db
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({
      target: [cartLines.accountId, cartLines.itemId, cartLines.attributesKey, cartLines.pocketTypeId, cartLines.personalization],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: line.updatedAt },
    })
    .returning({ id: cartLines.id, quantity: cartLines.quantity });
  return added;
}

export async function countLines(db: Queryable, accountId: string): Promise<number> {
  const [lines] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.accountId, accountId));
  return lines?.n ?? 0;
}

/** Sets the quantity of the buyer's own line; undefined when the buyer has no such line. */
export async function setLineQuantity(db: Queryable, accountId: string, lineId: string, quantity: number) {
  const [line] = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.accountId, accountId)))
    .returning({ itemId: cartLines.itemId, quantity: cartLines.quantity, attributes: cartLines.attributes });
  return line;
}

/** Deletes the buyer's own line; false when the buyer has no such line. */
export async function deleteLine(db: Queryable, accountId: string, lineId: string): Promise<boolean> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.accountId, accountId)))
    .returning({ id: cartLines.id });
  return removed.length > 0;
}

/** The buyer's lines, oldest first, with their items as they are now and each item's store. */
export function cartLineRows(db: Queryable, accountId: string) {
  return db
    .select({
      lineId: cartLines.id,
      itemId: cartLines.itemId,
      attributes: cartLines.attributes,
      pocketTypeId: cartLines.pocketTypeId,
      personalization: cartLines.personalization,
      quantity: cartLines.quantity,
      productName: items.productName,
      coverImage: items.coverImage,
      productPrice: items.productPrice,
      salePrice: items.salePrice,
      discountType: items.discountType,
      discountValue: items.discountValue,
      itemType: items.itemType,
      stockCount: items.stockCount,
      pocketTypes: items.pocketTypes,
      pocketFees: items.pocketFees,
      listed: items.listed,
      storeId: items.merchantId,
      storeAccountStatus: accounts.status,
      companyName: accounts.companyName,
      profileImage: accounts.profileImage,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .innerJoin(accounts, eq(accounts.id, items.merchantId))
    .where(eq(cartLines.accountId, accountId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}
