import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';
import { orders } from './orders.ts';

const STOPPED_BY = ['SELLER', 'ADMIN'] as const;

/**
 * A store's coupon code (contract coupon-rules.ts). Its days are Baku days, both counted; it is never
 * changed once made, only stopped, so an order's discount always reads against the terms it got.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** In capitals (normalizeCouponCode); unique in its store for ever. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['PERCENT', 'AMOUNT'] }).notNull(),
    /** PERCENT: 1–90; AMOUNT: qəpik. */
    value: integer('value').notNull(),
    minOrderQepik: integer('min_order_qepik').notNull().default(0),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    usesPerBuyer: integer('uses_per_buyer'),
    usesTotal: integer('uses_total'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: text('stopped_by', { enum: STOPPED_BY }),
    stopReason: text('stop_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_seller_code_unique').on(table.sellerId, table.code),
    index('coupons_seller_created_idx').on(table.sellerId, table.createdAt, table.id),
    index('coupons_created_idx').on(table.createdAt, table.id),
    check(
      'coupons_value_in_range',
      sql`${table.value} > 0 AND (${table.kind} = 'AMOUNT' OR ${table.value} <= 90) AND ${table.minOrderQepik} >= 0`,
    ),
    check('coupons_days_in_order', sql`${table.endsOn} IS NULL OR ${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * A coupon used by a store order: what it took off. One per order; a cancelled order's row stays
 * (what the order kept) but its use no longer counts against the limits.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountQepik: integer('discount_qepik').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_coupon_buyer_idx').on(table.couponId, table.buyerId),
    check('coupon_redemptions_discount_positive', sql`${table.discountQepik} > 0`),
  ],
);

/** A store's sale: `percent` off its chosen products from `startsOn` to `endsOn` (Baku days, both counted). */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    percent: integer('percent').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: text('stopped_by', { enum: STOPPED_BY }),
    stopReason: text('stop_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sales_seller_created_idx').on(table.sellerId, table.createdAt, table.id),
    index('sales_created_idx').on(table.createdAt, table.id),
    check('sales_percent_in_range', sql`${table.percent} BETWEEN 5 AND 90`),
    check('sales_days_in_order', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * A product of a sale. While the sale runs the product's own discount fields carry it (the catalogue
 * shows them on every card and page, the cart prices by them); `previous*` keep what they were, put
 * back when the sale ends or stops — unless the seller changed the discount meanwhile.
 */
export const saleItems = pgTable(
  'sale_items',
  {
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** When the sale's discount was put on the product, and when it was taken off again; null: not yet. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    previousDiscountType: text('previous_discount_type', { enum: ['', 'PERCENTAGE', 'AMOUNT'] })
      .notNull()
      .default(''),
    previousDiscountValue: numeric('previous_discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.itemId] }), index('sale_items_item_idx').on(table.itemId)],
);
