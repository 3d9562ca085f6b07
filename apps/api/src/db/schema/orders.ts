import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryOptions } from '@marketplace/contract';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';
import { chats } from './chats.ts';

const ORDER_STATUSES = ['PLACED', 'ACCEPTED', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
const ZONE_KINDS = ['BAKU', 'ABSHERON', 'REGIONS', 'CITIES'] as const;

/** A seller's delivery options (contract DeliveryOptions); a store without a row has DEFAULT_DELIVERY_OPTIONS. */
export const storeDeliveryOptions = pgTable('store_delivery_options', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  options: jsonb('options').$type<DeliveryOptions>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One checkout: the buyer's contact, address, note and gift message, shared by its orders (one per
 * store). `cartState` fingerprints the cart lines it was placed from, so one cart state is checked
 * out once however many tabs or retries send it.
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cartState: text('cart_state').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** Null when every order of the group is picked up. */
    address: jsonb('address').$type<{ city: string; street: string; notes: string }>(),
    note: text('note').notNull().default(''),
    giftMessage: text('gift_message'),
    totalQepik: integer('total_qepik').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_groups_buyer_cart_state_unique').on(table.buyerId, table.cartState)],
);

/** One store's part of a checkout, or an accepted custom-order offer. Money in whole qəpik. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What buyers and sellers read and search (№ 100001…). */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PLACED'),
    /** The group's contact name, here too so that a store's list searches it without a join. */
    contactName: text('contact_name').notNull(),
    deliveryMethod: text('delivery_method', { enum: ['DELIVERY', 'PICKUP'] }).notNull(),
    zoneKind: text('zone_kind', { enum: ZONE_KINDS }),
    pickupAddress: text('pickup_address').notNull().default(''),
    subtotalQepik: integer('subtotal_qepik').notNull(),
    deliveryFeeQepik: integer('delivery_fee_qepik').notNull(),
    /** What the store's coupon took off the lines (coupon_redemptions keeps its code); the total is after it. */
    discountQepik: integer('discount_qepik').notNull().default(0),
    totalQepik: integer('total_qepik').notNull(),
    processingDays: smallint('processing_days').notNull(),
    shipBy: date('ship_by', { mode: 'string' }).notNull(),
    estimatedArrival: date('estimated_arrival', { mode: 'string' }).notNull(),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    trackingUrl: text('tracking_url').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id'),
    paymentStatus: text('payment_status', { enum: ['PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    /** The checkout's payment (payments.ts); null for orders placed before payments were recorded. */
    paymentId: uuid('payment_id'),
    /** What was given back of `total_qepik` (refunds), never more. */
    refundedQepik: integer('refunded_qepik').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('orders_money_not_negative', sql`${table.subtotalQepik} >= 0 AND ${table.deliveryFeeQepik} >= 0`),
    check(
      'orders_total_adds_up',
      sql`${table.totalQepik} = ${table.subtotalQepik} - ${table.discountQepik} + ${table.deliveryFeeQepik}`,
    ),
    check(
      'orders_discount_within_subtotal',
      sql`${table.discountQepik} >= 0 AND ${table.discountQepik} <= ${table.subtotalQepik}`,
    ),
    check('orders_refunded_within_total', sql`${table.refundedQepik} >= 0 AND ${table.refundedQepik} <= ${table.totalQepik}`),
    // The seller's list: a status tab sorted by ship-by date, or all of them, newest first.
    index('orders_seller_status_ship_by_idx').on(table.sellerId, table.status, table.shipBy, table.id),
    index('orders_seller_ship_by_idx').on(table.sellerId, table.shipBy, table.id),
    index('orders_seller_placed_idx').on(table.sellerId, table.placedAt, table.id),
    // The buyer's history, newest first.
    index('orders_buyer_placed_idx').on(table.buyerId, table.placedAt, table.id),
    index('orders_group_idx').on(table.groupId),
    // The admin's list (newest first, by status) and overdue view; the completion job.
    index('orders_placed_idx').on(table.placedAt, table.id),
    index('orders_status_ship_by_idx').on(table.status, table.shipBy, table.id),
    // The admins' overdue view: the open orders (ORDER_OPEN_STATUSES) by ship-by date, in one range.
    index('orders_open_ship_by_idx')
      .on(table.shipBy, table.id)
      .where(sql`${table.status} IN ('PLACED', 'ACCEPTED', 'IN_PRODUCTION')`),
    index('orders_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.status} = 'DELIVERED'`),
  ],
);

/** What was ordered, frozen at order time: a later price or title change never touches it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    pocketTypeId: integer('pocket_type_id').notNull(),
    pocketTypeName: text('pocket_type_name').notNull().default(''),
    pocketFeeQepik: integer('pocket_fee_qepik').notNull(),
    personalization: text('personalization').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceQepik: integer('unit_price_qepik').notNull(),
    lineTotalQepik: integer('line_total_qepik').notNull(),
    /** This line's share of the order's coupon discount (allocateDiscount): the buyer paid its total less this. */
    discountQepik: integer('discount_qepik').notNull().default(0),
    processingDays: smallint('processing_days').notNull().default(0),
    /** The units this line took from the item's stock (type 3), given back if the order is cancelled. */
    stockReserved: integer('stock_reserved').notNull().default(0),
    /** The commission rate in force when the line was written (basis points, 100 = 1 %); never changes. */
    commissionBps: integer('commission_bps').notNull().default(0),
  },
  (table) => [
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    index('order_lines_order_idx').on(table.orderId, table.position),
    index('order_lines_item_idx').on(table.itemId),
  ],
);

/** Every change of an order, stamped with who and when: the timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Null for the event that places the order. */
    action: text('action'),
    actor: text('actor', { enum: ['BUYER', 'SELLER', 'ADMIN', 'SYSTEM'] }).notNull(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The money an event moved (a refund, cash collected), in qepik; formatted where it is read. */
    amountQepik: integer('amount_qepik'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * A seller's offer in a custom-order conversation. Changing it adds a version and marks the old one
 * REPLACED; every version is kept. EXPIRED is not stored: an OPEN offer past `validUntil` (Baku) is.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    replacesId: uuid('replaces_id'),
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'REPLACED', 'WITHDRAWN'] })
      .notNull()
      .default('OPEN'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceQepik: integer('price_qepik').notNull(),
    deliveryFeeQepik: integer('delivery_fee_qepik').notNull(),
    productionDays: smallint('production_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    basedOnItemId: uuid('based_on_item_id').references(() => items.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_chat_idx').on(table.chatId, table.version),
    uniqueIndex('offers_chat_version_unique').on(table.chatId, table.version),
    // One open offer per conversation: a new one replaces it.
    uniqueIndex('offers_chat_open_unique')
      .on(table.chatId)
      .where(sql`${table.status} = 'OPEN'`),
    check('offers_price_positive', sql`${table.priceQepik} > 0 AND ${table.deliveryFeeQepik} >= 0`),
  ],
);
