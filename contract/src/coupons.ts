import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_PATTERN,
  COUPON_KIND,
  COUPON_NAME_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PROBLEM,
  COUPON_STATE,
  SALE_DAYS_MAX,
  SALE_ITEMS_MAX,
  SALE_PERCENT_MAX,
  SALE_PERCENT_MIN,
  daysInclusive,
  normalizeCouponCode,
} from './coupon-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /coupon/v1/* (ours): a seller's coupon codes and sales, the admins' view and stop.
// The buyer's code travels with the checkout (orders.ts `coupons`). Money is whole qəpik, days
// Baku's YYYY-MM-DD (both ends counted), instants ISO 8601.

const id = textString().trim().min(1).max(100);
const qepik = z.number().int().min(0).max(1_000_000_000);
const day = z.iso.date();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const couponState = z.enum(COUPON_STATE);

/** A code as typed: any case, spaces around it ignored; stored and compared in capitals. */
export const couponCodeSchema = textString()
  .trim()
  .max(COUPON_CODE_MAX)
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, 'Expected 3–20 Latin letters, digits, - or _'));

/** The checkout's codes: at most one per store of the cart. */
export const checkoutCouponsSchema = z
  .array(z.strictObject({ storeId: id, code: couponCodeSchema }))
  .max(50)
  .refine((codes) => new Set(codes.map((code) => code.storeId)).size === codes.length, 'One code per store')
  .default([]);

/** What a store order of the checkout got of its code: the discount, or why none. */
export const checkoutCouponSchema = z.object({
  code: z.string(),
  discountQepik: z.number().int(),
  /** Null when it applies; else why it gives nothing now. */
  problem: z.enum(COUPON_PROBLEM).nullable(),
  /** MIN_ORDER: the minimum the store's lines must reach. */
  minOrderQepik: z.number().int(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

/** POST createCoupon (seller). */
export const createCouponRequestSchema = z
  .strictObject({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KIND),
    /** PERCENT: 1–90; AMOUNT: qəpik. */
    value: z.number().int().min(1).max(1_000_000_000),
    minOrderQepik: qepik.default(0),
    startsOn: day,
    /** Null: runs until stopped. */
    endsOn: day.nullable().default(null),
    /** Null: no limit. */
    usesPerBuyer: z.number().int().min(1).max(1000).nullable().default(1),
    usesTotal: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === COUPON_KIND.PERCENT && coupon.value > COUPON_PERCENT_MAX) {
      context.addIssue({ code: 'custom', path: ['value'], message: `A percent coupon takes at most ${COUPON_PERCENT_MAX} %.` });
    }
    if (coupon.endsOn !== null && coupon.endsOn < coupon.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day comes before the first.' });
    }
  });
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

/** One coupon as its seller and the admins read it. */
export const couponSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KIND),
  value: z.number().int(),
  minOrderQepik: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  usesPerBuyer: z.number().int().nullable(),
  usesTotal: z.number().int().nullable(),
  /** Orders that used it and were not cancelled. */
  used: z.number().int(),
  /** What those orders were given off. */
  discountGivenQepik: z.number().int(),
  state: couponState,
  /** Who stopped it (null: not stopped) and the admin's reason. */
  stoppedBy: z.enum(['SELLER', 'ADMIN']).nullable(),
  stopReason: z.string(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** POST createSale (seller): percent off the chosen products for some days, shown as their sale price. */
export const createSaleRequestSchema = z
  .strictObject({
    name: textString().trim().min(1).max(COUPON_NAME_MAX),
    percent: z.number().int().min(SALE_PERCENT_MIN).max(SALE_PERCENT_MAX),
    startsOn: day,
    endsOn: day,
    itemIds: z.array(id).min(1).max(SALE_ITEMS_MAX),
  })
  .superRefine((sale, context) => {
    if (sale.endsOn < sale.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day comes before the first.' });
    } else if (daysInclusive(sale.startsOn, sale.endsOn) > SALE_DAYS_MAX) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: `A sale runs at most ${SALE_DAYS_MAX} days.` });
    }
    if (new Set(sale.itemIds).size !== sale.itemIds.length) {
      context.addIssue({ code: 'custom', path: ['itemIds'], message: 'A product is named twice.' });
    }
  });
export type CreateSaleRequest = z.input<typeof createSaleRequestSchema>;

export const saleItemSchema = z.object({
  itemId: z.string(),
  productName: z.string(),
  coverImage: z.string(),
  /** The product's price now and its price in the sale (manat, as the catalogue's). */
  productPrice: z.number(),
  salePrice: z.number(),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

export const saleSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  name: z.string(),
  percent: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  items: z.array(saleItemSchema),
  state: couponState,
  stoppedBy: z.enum(['SELLER', 'ADMIN']).nullable(),
  stopReason: z.string(),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** GET getStoreCoupons / getStoreSales (seller), getAdminCoupons / getAdminSales (admin, `store` searches the store name). */
export const couponListQuerySchema = z.object({
  page,
  state: couponState.optional(),
  store: textString().trim().max(100).optional(),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

export const couponListSchema = z.object({
  coupons: z.array(couponSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CouponList = z.infer<typeof couponListSchema>;

export const saleListSchema = z.object({
  sales: z.array(saleSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SaleList = z.infer<typeof saleListSchema>;

/** POST stopCoupon / stopSale: the seller stops its own; an admin any, with a reason (audited). */
export const stopCouponRequestSchema = z.strictObject({
  id,
  reason: textString().trim().max(300).default(''),
});
export type StopCouponRequest = z.input<typeof stopCouponRequestSchema>;

/** POST adminStopCoupon / adminStopSale: the admin's stop says why (the seller reads it, the audit log keeps it). */
export const adminStopCouponRequestSchema = z.strictObject({
  id,
  reason: textString().trim().min(1).max(300),
});
export type AdminStopCouponRequest = z.input<typeof adminStopCouponRequestSchema>;
