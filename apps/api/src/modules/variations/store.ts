import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { accounts, itemVariations, items, orderLines, orderLineVariations } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

type NewVariation = typeof itemVariations.$inferInsert;
export type VariationRow = Pick<
  typeof itemVariations.$inferSelect,
  'id' | 'itemId' | 'options' | 'optionsKey' | 'priceQepik' | 'stockCount' | 'sku' | 'active'
>;

const variationColumns = {
  id: itemVariations.id,
  itemId: itemVariations.itemId,
  options: itemVariations.options,
  optionsKey: itemVariations.optionsKey,
  priceQepik: itemVariations.priceQepik,
  stockCount: itemVariations.stockCount,
  sku: itemVariations.sku,
  active: itemVariations.active,
};

/** An item as the variation calls read it: its owner, whether buyers see it, its attributes and discount. */
export async function itemOfVariations(db: Queryable, itemId: string, forUpdate = false) {
  const query = db
    .select({
      id: items.id,
      merchantId: items.merchantId,
      attributes: items.attributes,
      discountType: items.discountType,
      discountValue: items.discountValue,
      listed: sql<boolean>`${items.listed} AND ${accounts.status} = 'ACTIVE'`,
    })
    .from(items)
    .innerJoin(accounts, eq(accounts.id, items.merchantId))
    .where(and(eq(items.id, itemId), isNull(items.deletedAt)))
    .limit(1);
  const [item] = forUpdate ? await query.for('update', { of: items }) : await query;
  return item;
}

/** The combinations of these items, each item's in the seller's order. */
export function variationRows(db: Queryable, itemIds: readonly string[]): Promise<VariationRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select(variationColumns)
    .from(itemVariations)
    .where(inArray(itemVariations.itemId, [...itemIds]))
    .orderBy(asc(itemVariations.itemId), asc(itemVariations.position), asc(itemVariations.id));
}

/** Combinations by their ids. */
export function variationRowsById(db: Queryable, ids: readonly string[]): Promise<VariationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(variationColumns)
    .from(itemVariations)
    .where(inArray(itemVariations.id, [...new Set(ids)]));
}

/** Writes the item's set: each combination inserted or updated by its key, the ones left out deleted. */
export async function replaceVariations(tx: Queryable, itemId: string, rows: NewVariation[]): Promise<void> {
  const keys = rows.map((row) => row.optionsKey);
  await tx
    .delete(itemVariations)
    .where(
      keys.length > 0
        ? and(eq(itemVariations.itemId, itemId), notInArray(itemVariations.optionsKey, keys))
        : eq(itemVariations.itemId, itemId),
    );
  if (rows.length === 0) return;
  await tx
    .insert(itemVariations)
    .values(rows)
    .onConflictDoUpdate({
      target: [itemVariations.itemId, itemVariations.optionsKey],
      set: {
        options: sql`excluded.options`,
        priceQepik: sql`excluded.price_qepik`,
        stockCount: sql`excluded.stock_count`,
        sku: sql`excluded.sku`,
        active: sql`excluded.active`,
        position: sql`excluded.position`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Sets the item's list price (and its sale price by the item's discount) and its stock. */
export async function setItemFigures(
  tx: Queryable,
  itemId: string,
  figures: { productPrice: number; salePrice: number; stockCount: number },
): Promise<void> {
  await tx
    .update(items)
    .set({ ...figures, updatedAt: new Date() })
    .where(eq(items.id, itemId));
}

/** The item's discount, to price its sale price from a new list price. */
export async function discountOf(tx: Queryable, itemId: string) {
  const [row] = await tx
    .select({ discountType: items.discountType, discountValue: items.discountValue })
    .from(items)
    .where(eq(items.id, itemId))
    .limit(1);
  return row;
}

/**
 * Takes `units` of one combination: first from the item's stock (its row is locked first, as every
 * write of an item's variations locks it), then from the combination's, each only if it has that
 * many. False (the caller rolls back) when either has not; racing orders wait on the item's row and
 * re-check the conditions on the new counts.
 */
export async function takeVariationStock(tx: Queryable, itemId: string, variationId: string, units: number): Promise<boolean> {
  const item = await tx
    .update(items)
    .set({ stockCount: sql`${items.stockCount} - ${units}` })
    .where(and(eq(items.id, itemId), sql`${items.stockCount} >= ${units}`))
    .returning({ id: items.id });
  if (item.length === 0) return false;
  const taken = await tx
    .update(itemVariations)
    .set({ stockCount: sql`${itemVariations.stockCount} - ${units}` })
    .where(
      and(
        eq(itemVariations.id, variationId),
        eq(itemVariations.itemId, itemId),
        eq(itemVariations.active, true),
        sql`${itemVariations.stockCount} >= ${units}`,
      ),
    )
    .returning({ id: itemVariations.id });
  return taken.length > 0;
}

/** The order's lines by position, to link each to the combination it bought. */
export function orderLineIds(tx: Queryable, orderId: string) {
  return tx.select({ id: orderLines.id, position: orderLines.position }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

export async function insertOrderLineVariations(
  tx: Queryable,
  rows: Array<typeof orderLineVariations.$inferInsert>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderLineVariations).values(rows);
}

/**
 * Gives the units the order's lines took back to their combinations, once (zeroed in the same
 * statement); answers the items whose combinations grew. A combination deleted since gives nothing back.
 */
export async function returnVariationStock(tx: Queryable, orderId: string): Promise<string[]> {
  const taken = await tx
    .select({
      orderLineId: orderLineVariations.orderLineId,
      variationId: orderLineVariations.variationId,
      units: orderLineVariations.stockReserved,
    })
    .from(orderLineVariations)
    .innerJoin(orderLines, eq(orderLines.id, orderLineVariations.orderLineId))
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLineVariations.stockReserved} > 0`));
  if (taken.length === 0) return [];
  await tx
    .update(orderLineVariations)
    .set({ stockReserved: 0 })
    .where(
      inArray(
        orderLineVariations.orderLineId,
        taken.map((line) => line.orderLineId),
      ),
    );
  const perVariation = new Map<string, number>();
  for (const line of taken)
    if (line.variationId) perVariation.set(line.variationId, (perVariation.get(line.variationId) ?? 0) + line.units);
  const itemIds = new Set<string>();
  for (const [variationId, units] of [...perVariation].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [grown] = await tx
      .update(itemVariations)
      .set({ stockCount: sql`${itemVariations.stockCount} + ${units}` })
      .where(eq(itemVariations.id, variationId))
      .returning({ itemId: itemVariations.itemId });
    if (grown) itemIds.add(grown.itemId);
  }
  return [...itemIds];
}
