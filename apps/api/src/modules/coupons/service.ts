import {
  ADMIN_ACTION,
  COUPON_PAGE_SIZE,
  allocateDiscount,
  bakuDate,
  checkCoupon,
  couponState,
  type CheckoutCoupon,
  type Coupon,
  type CouponList,
  type adminStopCouponRequestSchema,
  type createCouponRequestSchema,
  type couponListQuerySchema,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { couponErrors } from './errors.ts';
import {
  couponListRows,
  couponsForCheckout,
  insertCoupon,
  insertRedemption,
  lockCoupon,
  redemptionsOfOrders,
  stopCouponRow,
  type CouponListRow,
} from './store.ts';

type CreateCouponInput = z.output<typeof createCouponRequestSchema>;
type ListQuery = z.output<typeof couponListQuerySchema>;
type AdminStopInput = z.output<typeof adminStopCouponRequestSchema>;

export const pageOf = (query: Pick<ListQuery, 'page'>) => ({
  limit: COUPON_PAGE_SIZE,
  offset: (query.page - 1) * COUPON_PAGE_SIZE,
});

function couponOf(row: CouponListRow, today: string): Coupon {
  return {
    id: row.id,
    storeId: row.sellerId,
    storeName: row.storeName,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderQepik: row.minOrderQepik,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    usesPerBuyer: row.usesPerBuyer,
    usesTotal: row.usesTotal,
    used: row.used,
    discountGivenQepik: row.discountGivenQepik,
    state: couponState({ ...row, stopped: row.stoppedAt !== null }, today, row.used),
    stoppedBy: row.stoppedBy,
    stopReason: row.stopReason,
    createdAt: row.createdAt.toISOString(),
  };
}

async function couponById(db: Queryable, id: string, today: string): Promise<Coupon> {
  const rows = await couponListRows(db, { today, limit: 1, offset: 0, byId: id });
  const row = rows[0];
  if (!row) throw couponErrors.couponNotFound();
  return couponOf(row, today);
}

/** POST createCoupon: the seller's new code. A code the store ever used is refused (409 COUPON_CODE_TAKEN). */
export async function createCoupon(db: Database, sellerId: string, input: CreateCouponInput, now = new Date()): Promise<Coupon> {
  try {
    const id = await db.transaction((tx) =>
      insertCoupon(tx, {
        sellerId,
        code: input.code,
        kind: input.kind,
        value: input.value,
        minOrderQepik: input.minOrderQepik,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        usesPerBuyer: input.usesPerBuyer,
        usesTotal: input.usesTotal,
        createdAt: now,
      }),
    );
    return await couponById(db, id, bakuDate(now));
  } catch (error) {
    if (isUniqueViolation(error)) throw couponErrors.codeTaken();
    throw error;
  }
}

/** GET getStoreCoupons (the seller's own) and getAdminCoupons (every store's; `store` searches the name). */
export async function listCoupons(
  db: Database,
  sellerId: string | null,
  query: ListQuery,
  now = new Date(),
): Promise<CouponList> {
  const today = bakuDate(now);
  const rows = await couponListRows(db, {
    ...(sellerId ? { sellerId } : { store: query.store }),
    state: query.state,
    today,
    ...pageOf(query),
  });
  return {
    coupons: rows.map((row) => couponOf(row, today)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: COUPON_PAGE_SIZE,
  };
}

/**
 * Stops a coupon: the seller's own (POST stopCoupon) or, by an admin with a reason, any store's
 * (adminStopCoupon, audited in the same transaction). Orders that used it keep their discount.
 */
export async function stopCoupon(
  db: Database,
  by: { sellerId: string } | { adminId: string },
  input: AdminStopInput | { id: string; reason: string },
  now = new Date(),
): Promise<Coupon> {
  const today = bakuDate(now);
  await db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, input.id, 'sellerId' in by ? by.sellerId : null);
    if (!coupon) throw couponErrors.couponNotFound();
    if (coupon.stoppedAt !== null || (coupon.endsOn !== null && coupon.endsOn < today)) throw couponErrors.notRunning();
    await stopCouponRow(tx, coupon.id, 'adminId' in by ? 'ADMIN' : 'SELLER', input.reason, now);
    if ('adminId' in by) {
      await recordAdminAction(tx, {
        adminId: by.adminId,
        action: ADMIN_ACTION.COUPON_STOPPED,
        target: { kind: 'coupon', id: coupon.id },
        details: { code: coupon.code, storeId: coupon.sellerId, reason: input.reason },
      });
    }
  });
  return couponById(db, input.id, today);
}

// ---------------------------------------------------------------------------------------------
// The checkout's part: what a store order's code takes off, and keeping it with the order.

/** The codes of a checkout, read (and, when placing, locked) once: what discountOfStoreOrder reads. */
export interface CheckoutCoupons {
  byStore: Map<string, { code: string; found: Awaited<ReturnType<typeof couponsForCheckout>>[number] | null }>;
}

/** A checkout without codes. */
export const NO_COUPONS: CheckoutCoupons = { byStore: new Map() };

/**
 * Reads the coupons the buyer named for the cart's stores (a code for a store not in the cart is
 * ignored). With `lock` (placing), their rows stay locked until the transaction ends, so the uses
 * each counts are final: of two checkouts racing for a coupon's last use, one gets it.
 */
export async function readCheckoutCoupons(
  tx: Queryable,
  buyerId: string,
  codes: ReadonlyArray<{ storeId: string; code: string }>,
  cartStoreIds: ReadonlySet<string>,
  lock: boolean,
): Promise<CheckoutCoupons> {
  const wanted = codes.filter((code) => cartStoreIds.has(code.storeId));
  const found = await couponsForCheckout(tx, buyerId, wanted, lock);
  return {
    byStore: new Map(
      wanted.map((code) => [
        code.storeId,
        {
          code: code.code,
          found: found.find((row) => row.coupon.sellerId === code.storeId && row.coupon.code === code.code) ?? null,
        },
      ]),
    ),
  };
}

export interface StoreOrderDiscount {
  /** What the buyer sees of the code (null: no code given for the store). */
  coupon: CheckoutCoupon | null;
  discountQepik: number;
  /** Each line's share of it, in the lines' order. */
  lineDiscountsQepik: number[];
  /** The coupon that gave it (null: nothing given). */
  couponId: string | null;
}

/**
 * A store order's coupon discount: takes the priced lines of the order (their totals in qəpik, the
 * delivery fee bears none) and answers what the store's code takes off and each line's share.
 */
export function discountOfStoreOrder(
  coupons: CheckoutCoupons,
  buyerStoreOrder: { storeId: string; lineTotalsQepik: readonly number[] },
  now: Date,
): StoreOrderDiscount {
  const none = { discountQepik: 0, lineDiscountsQepik: buyerStoreOrder.lineTotalsQepik.map(() => 0), couponId: null };
  const given = coupons.byStore.get(buyerStoreOrder.storeId);
  if (!given) return { coupon: null, ...none };
  const subtotalQepik = buyerStoreOrder.lineTotalsQepik.reduce((sum, line) => sum + line, 0);
  const found = given.found;
  const terms = found ? { ...found.coupon, stopped: found.coupon.stoppedAt !== null } : null;
  const check = checkCoupon(terms, { subtotalQepik, buyerUses: found?.buyerUses ?? 0, totalUses: found?.totalUses ?? 0 }, now);
  const minOrderQepik = found?.coupon.minOrderQepik ?? 0;
  if (!check.ok || check.discountQepik === 0) {
    return { coupon: { code: given.code, discountQepik: 0, problem: check.ok ? null : check.problem, minOrderQepik }, ...none };
  }
  return {
    coupon: { code: given.code, discountQepik: check.discountQepik, problem: null, minOrderQepik },
    discountQepik: check.discountQepik,
    lineDiscountsQepik: allocateDiscount(buyerStoreOrder.lineTotalsQepik, check.discountQepik),
    couponId: found?.coupon.id ?? null,
  };
}

/** Keeps, in the placing transaction, that a store order used its coupon (the order's row holds the amount). */
export async function redeemCoupon(
  tx: Queryable,
  redemption: { orderId: string; couponId: string; buyerId: string; code: string; discountQepik: number; at: Date },
): Promise<void> {
  await insertRedemption(tx, {
    orderId: redemption.orderId,
    couponId: redemption.couponId,
    buyerId: redemption.buyerId,
    code: redemption.code,
    discountQepik: redemption.discountQepik,
    createdAt: redemption.at,
  });
}

/** The coupon code each of these orders used, by order id (the order pages show it by the discount). */
export async function couponCodesOfOrders(db: Queryable, orderIds: readonly string[]): Promise<Map<string, string>> {
  return new Map((await redemptionsOfOrders(db, orderIds)).map((row) => [row.orderId, row.code]));
}
