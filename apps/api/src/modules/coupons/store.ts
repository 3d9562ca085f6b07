import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CouponState } from '@marketplace/contract';
import { accounts, couponRedemptions, coupons, items, orders, saleItems, sales } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

type CouponRow = typeof coupons.$inferSelect;
type NewCoupon = typeof coupons.$inferInsert;
type SaleRow = typeof sales.$inferSelect;
type NewSale = typeof sales.$inferInsert;
type NewRedemption = typeof couponRedemptions.$inferInsert;

/** A coupon with its store's name and its uses by orders not cancelled. */
export type CouponListRow = CouponRow & { storeName: string; used: number; discountGivenQepik: number; total: number };
export type SaleListRow = SaleRow & { storeName: string; total: number };

export async function insertCoupon(tx: Queryable, coupon: NewCoupon): Promise<string> {
  const [row] = await tx.insert(coupons).values(coupon).returning({ id: coupons.id });
  if (!row) throw new Error('coupon insert returned no row');
  return row.id;
}

/** Uses of coupons by orders not cancelled: all of them, and the buyer's. */
function usesOf(couponId: SQL | string, buyerId?: string) {
  const conditions = [
    typeof couponId === 'string' ? eq(couponRedemptions.couponId, couponId) : sql`${couponRedemptions.couponId} = ${couponId}`,
    ne(orders.status, 'CANCELLED'),
  ];
  if (buyerId) conditions.push(eq(couponRedemptions.buyerId, buyerId));
  return conditions;
}

/**
 * The stores' coupons by code, with the uses that count against their limits (orders not cancelled),
 * all and the buyer's. With `lock`, the coupons' rows are locked in id order first, so two checkouts
 * using one coupon count each other's uses (its last use goes to one of them).
 */
export async function couponsForCheckout(
  tx: Queryable,
  buyerId: string,
  codes: ReadonlyArray<{ storeId: string; code: string }>,
  lock: boolean,
) {
  if (codes.length === 0) return [];
  const query = tx
    .select()
    .from(coupons)
    .where(
      sql`(${coupons.sellerId}, ${coupons.code}) IN (${sql.join(
        codes.map((code) => sql`(${code.storeId}::uuid, ${code.code})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(coupons.id));
  const found = lock ? await query.for('update') : await query;
  const counted = [];
  for (const coupon of found) {
    const [all] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .where(and(...usesOf(coupon.id)));
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .where(and(...usesOf(coupon.id, buyerId)));
    counted.push({ coupon, totalUses: Number(all?.n ?? 0), buyerUses: Number(mine?.n ?? 0) });
  }
  return counted;
}

export async function insertRedemption(tx: Queryable, redemption: NewRedemption): Promise<void> {
  await tx.insert(couponRedemptions).values(redemption);
}

/** The code each of these orders used, by order id. */
export function redemptionsOfOrders(db: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: couponRedemptions.orderId, code: couponRedemptions.code })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.orderId, [...orderIds]));
}

/** The state of couponState (contract coupon-rules.ts) as SQL, for filtering a list by it. */
function stateSql(table: typeof coupons | typeof sales, today: string, used: SQL | null): SQL {
  const usedUp =
    used && 'usesTotal' in table
      ? sql`WHEN ${table.usesTotal} IS NOT NULL AND ${used} >= ${table.usesTotal} THEN 'USED_UP'`
      : sql``;
  return sql`CASE WHEN ${table.stoppedAt} IS NOT NULL THEN 'STOPPED'
    WHEN ${table.endsOn} IS NOT NULL AND ${table.endsOn} < ${today}::date THEN 'ENDED' ${usedUp}
    WHEN ${table.startsOn} > ${today}::date THEN 'SCHEDULED' ELSE 'ACTIVE' END`;
}

export interface ListFilter {
  sellerId?: string;
  byId?: string;
  /** A part of the store's name (the admin's search). */
  store?: string;
  state?: CouponState;
  today: string;
  limit: number;
  offset: number;
}

const storeMatch = (store: string | undefined) =>
  store ? sql`catalogue_fold(${accounts.companyName}) LIKE '%' || catalogue_fold(${store}) || '%'` : undefined;

/** Coupons newest first, a page of them, with the total matching. */
export async function couponListRows(db: Queryable, filter: ListFilter): Promise<CouponListRow[]> {
  const used = sql`(SELECT count(*) FROM ${couponRedemptions} r JOIN ${orders} o ON o.id = r.order_id
    WHERE r.coupon_id = ${coupons.id} AND o.status <> 'CANCELLED')`;
  const given = sql`(SELECT coalesce(sum(r.discount_qepik), 0) FROM ${couponRedemptions} r JOIN ${orders} o ON o.id = r.order_id
    WHERE r.coupon_id = ${coupons.id} AND o.status <> 'CANCELLED')`;
  const conditions = [
    filter.sellerId ? eq(coupons.sellerId, filter.sellerId) : undefined,
    filter.byId ? eq(coupons.id, filter.byId) : undefined,
    storeMatch(filter.store),
    filter.state ? sql`${stateSql(coupons, filter.today, used)} = ${filter.state}` : undefined,
  ];
  const found = await db
    .select({
      coupon: coupons,
      storeName: accounts.companyName,
      used: sql<number>`${used}::int`,
      discountGivenQepik: sql<number>`${given}::int`,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(coupons)
    .innerJoin(accounts, eq(accounts.id, coupons.sellerId))
    .where(and(...conditions))
    .orderBy(sql`${coupons.createdAt} DESC, ${coupons.id} DESC`)
    .limit(filter.limit)
    .offset(filter.offset);
  return found.map((row) => ({
    ...row.coupon,
    storeName: row.storeName,
    used: Number(row.used),
    discountGivenQepik: Number(row.discountGivenQepik),
    total: Number(row.total),
  }));
}

/** Sales newest first, a page of them, with the total matching. */
export async function saleListRows(db: Queryable, filter: ListFilter): Promise<SaleListRow[]> {
  const conditions = [
    filter.sellerId ? eq(sales.sellerId, filter.sellerId) : undefined,
    filter.byId ? eq(sales.id, filter.byId) : undefined,
    storeMatch(filter.store),
    filter.state ? sql`${stateSql(sales, filter.today, null)} = ${filter.state}` : undefined,
  ];
  const found = await db
    .select({ sale: sales, storeName: accounts.companyName, total: sql<number>`(count(*) OVER ())::int` })
    .from(sales)
    .innerJoin(accounts, eq(accounts.id, sales.sellerId))
    .where(and(...conditions))
    .orderBy(sql`${sales.createdAt} DESC, ${sales.id} DESC`)
    .limit(filter.limit)
    .offset(filter.offset);
  return found.map((row) => ({ ...row.sale, storeName: row.storeName, total: Number(row.total) }));
}

/** What a follower's notice of these sales says: the store, its name, the sale's name and percent. */
export function saleNoticeRows(db: Queryable, saleIds: readonly string[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ storeId: sales.sellerId, companyName: accounts.companyName, title: sales.name, percentOff: sales.percent })
    .from(sales)
    .innerJoin(accounts, eq(accounts.id, sales.sellerId))
    .where(inArray(sales.id, [...saleIds]));
}

/** The products of these sales as they are now, by sale. */
export function saleItemRows(db: Queryable, saleIds: readonly string[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      saleId: saleItems.saleId,
      itemId: saleItems.itemId,
      productName: items.productName,
      coverImage: items.coverImage,
      productPrice: items.productPrice,
    })
    .from(saleItems)
    .innerJoin(items, eq(items.id, saleItems.itemId))
    .where(inArray(saleItems.saleId, [...saleIds]))
    .orderBy(asc(items.productName), asc(items.id));
}

/** A coupon or sale of the seller (any seller's when `sellerId` is null), locked until the transaction ends. */
export async function lockCoupon(tx: Queryable, id: string, sellerId: string | null): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), sellerId ? eq(coupons.sellerId, sellerId) : undefined))
    .for('update');
  return row;
}

export async function lockSale(tx: Queryable, id: string, sellerId: string | null): Promise<SaleRow | undefined> {
  const [row] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), sellerId ? eq(sales.sellerId, sellerId) : undefined))
    .for('update');
  return row;
}

export async function stopCouponRow(tx: Queryable, id: string, by: 'SELLER' | 'ADMIN', reason: string, at: Date): Promise<void> {
  await tx.update(coupons).set({ stoppedAt: at, stoppedBy: by, stopReason: reason }).where(eq(coupons.id, id));
}

export async function stopSaleRow(tx: Queryable, id: string, by: 'SELLER' | 'ADMIN', reason: string, at: Date): Promise<void> {
  await tx.update(sales).set({ stoppedAt: at, stoppedBy: by, stopReason: reason }).where(eq(sales.id, id));
}

export async function insertSale(tx: Queryable, sale: NewSale, itemIds: readonly string[]): Promise<string> {
  const [row] = await tx.insert(sales).values(sale).returning({ id: sales.id });
  if (!row) throw new Error('sale insert returned no row');
  await tx.insert(saleItems).values(itemIds.map((itemId) => ({ saleId: row.id, itemId })));
  return row.id;
}

/** The seller's products among these (not deleted), locked in id order: a sale's products change one sale at a time. */
export function lockSellerItems(tx: Queryable, sellerId: string, itemIds: readonly string[]) {
  return tx
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, [...itemIds]), eq(items.merchantId, sellerId), isNull(items.deletedAt)))
    .orderBy(asc(items.id))
    .for('update');
}

/** Sales not stopped that hold any of these products, with which. */
export function liveSalesOfItems(tx: Queryable, itemIds: readonly string[]) {
  return tx
    .select({ itemId: saleItems.itemId, name: sales.name, startsOn: sales.startsOn, endsOn: sales.endsOn })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(inArray(saleItems.itemId, [...itemIds]), isNull(sales.stoppedAt)));
}

/**
 * Products whose sale is due to be put on (running today, not yet applied) or taken off (applied,
 * and the sale ended or stopped), locked in item order; `saleId` narrows it to one sale.
 */
export async function dueSaleItems(tx: Queryable, today: string, saleId?: string) {
  const running = sql`${sales.stoppedAt} IS NULL AND ${sales.startsOn} <= ${today}::date AND ${sales.endsOn} >= ${today}::date`;
  return tx
    .select({
      saleId: saleItems.saleId,
      itemId: saleItems.itemId,
      percent: sales.percent,
      apply: sql<boolean>`${running}`,
      previousDiscountType: saleItems.previousDiscountType,
      previousDiscountValue: saleItems.previousDiscountValue,
      productPrice: items.productPrice,
      salePrice: items.salePrice,
      discountType: items.discountType,
      discountValue: items.discountValue,
    })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .innerJoin(items, eq(items.id, saleItems.itemId))
    .where(
      and(
        saleId ? eq(saleItems.saleId, saleId) : undefined,
        isNull(saleItems.restoredAt),
        sql`((${saleItems.appliedAt} IS NULL AND ${running}) OR (${saleItems.appliedAt} IS NOT NULL AND NOT (${running})))`,
      ),
    )
    .orderBy(asc(saleItems.itemId))
    .for('update');
}

type ItemDiscount = Pick<typeof items.$inferSelect, 'discountType' | 'discountValue' | 'salePrice'>;

export async function setItemDiscount(tx: Queryable, itemId: string, discount: ItemDiscount): Promise<void> {
  await tx.update(items).set(discount).where(eq(items.id, itemId));
}

export async function markSaleItem(
  tx: Queryable,
  saleId: string,
  itemId: string,
  mark: Partial<
    Pick<typeof saleItems.$inferInsert, 'appliedAt' | 'restoredAt' | 'previousDiscountType' | 'previousDiscountValue'>
  >,
): Promise<void> {
  await tx
    .update(saleItems)
    .set(mark)
    .where(and(eq(saleItems.saleId, saleId), eq(saleItems.itemId, itemId)));
}
