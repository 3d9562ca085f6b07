import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import type { PaymentMethod } from '@marketplace/contract';
import { accounts } from './accounts.ts';
import { orderGroups, orders } from './orders.ts';

const PAYMENT_METHODS = ['CASH', 'TEST_CARD', 'EPOINT'] as const;
const PAYMENT_STATUSES = [
  'WAITING',
  'AUTHORIZED',
  'CAPTURED',
  'DECLINED',
  'EXPIRED',
  'FAILED',
  'VOIDED',
  'CASH_PENDING',
  'CASH_COLLECTED',
] as const;

/**
 * One payment of one checkout (contract payment-rules.ts). Cash is written with its order group.
 * A card payment is written WAITING before anything is placed, holding the checkout to place
 * (`intent`: the validated placeOrder body, its cart state and the buyer); the gateway's
 * authorisation places it and links the group. `gateway_ref` is the gateway's own id of it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountQepik: integer('amount_qepik').notNull(),
    /** The order group it paid for, once placed; one payment per group. */
    groupId: uuid('group_id').references(() => orderGroups.id, { onDelete: 'set null' }),
    cartState: text('cart_state').notNull(),
    /** Card: what to place when authorised (the placeOrder body as validated). Null for cash. */
    intent: jsonb('intent').$type<Record<string, unknown>>(),
    /** The buyer's language, for the gateway's page and the notices. */
    language: text('language').notNull().default('az'),
    gatewayRef: text('gateway_ref'),
    /** FAILED: the error code that stopped placing it (ORDER_OUT_OF_STOCK…). */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_amount_not_negative', sql`${table.amountQepik} >= 0`),
    uniqueIndex('payments_group_unique')
      .on(table.groupId)
      .where(sql`${table.groupId} IS NOT NULL`),
    index('payments_buyer_idx').on(table.buyerId, table.createdAt),
    // The jobs: waiting payments to ask about or expire, authorised ones with no group to void.
    index('payments_open_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} IN ('WAITING', 'AUTHORIZED')`),
  ],
);

/**
 * The inbox of gateway callbacks: each stored once by the gateway's event id, before anything is
 * done with it, whatever order and however often it comes. A callback whose signature does not
 * verify is stored too (`signature_ok` false, its id the body's digest) and never applied.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: PAYMENT_METHODS }).notNull(),
    eventId: text('event_id').notNull(),
    /** The payment it names, when verified and known. */
    paymentId: uuid('payment_id'),
    signatureOk: boolean('signature_ok').notNull(),
    outcome: text('outcome'),
    amountQepik: integer('amount_qepik'),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
    index('payment_events_payment_idx').on(table.paymentId),
  ],
);

/**
 * Money given back on one store order: by its seller, an admin, or the server (a paid order cancelled).
 * A card's refund is reserved on the order PENDING, then sent to its gateway under this row's id
 * (the gateway's idempotency key where it takes one): DONE with the gateway's id of it, or FAILED
 * (the reservation undone) when the gateway refused it or the job gave up after its tries. A
 * PENDING one older than a minute (the server stopped between the two steps) is the job's to finish.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountQepik: integer('amount_qepik').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor', { enum: ['SELLER', 'ADMIN', 'SYSTEM'] }).notNull(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The gateway's id of the refund; null for cash. */
    gatewayRefundRef: text('gateway_refund_ref'),
    status: text('status', { enum: ['PENDING', 'DONE', 'FAILED'] })
      .notNull()
      .default('DONE'),
    /** How many times the gateway was asked for it (the first call and the job's). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amountQepik} > 0`),
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    // The job: refunds a stopped server left half done.
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** The admin's payment settings: one row (id 1); without it every available method is enabled. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabledMethods: jsonb('enabled_methods').$type<PaymentMethod[]>().notNull(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_settings_one_row', sql`${table.id} = 1`)],
);
