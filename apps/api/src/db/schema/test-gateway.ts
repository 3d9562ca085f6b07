import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const TEST_GATEWAY_SESSION_STATUSES = ['OPEN', 'NEEDS_CONFIRMATION', 'AUTHORIZED', 'CAPTURED', 'DECLINED', 'VOIDED'] as const;

/**
 * The test gateway's own book (modules/test-gateway): the bank it plays keeps one session per
 * payment it was asked to take. Nothing here points at our payments: like a real gateway it knows
 * the merchant's payment id only as text, and the addresses it calls back and sends the browser to.
 * OPEN until the shopper decides on the hosted page (NEEDS_CONFIRMATION while a confirm code is
 * asked), then AUTHORIZED or DECLINED; the merchant's calls move an authorisation to CAPTURED or
 * VOIDED, and refunds add up in `refunded_qepik`.
 */
export const testGatewaySessions = pgTable(
  'test_gateway_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: text('payment_id').notNull(),
    amountQepik: integer('amount_qepik').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    callbackUrl: text('callback_url').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: TEST_GATEWAY_SESSION_STATUSES }).notNull().default('OPEN'),
    /** The code the "needs confirmation" step asks for (the bank's one-time code), while asked. */
    confirmCode: text('confirm_code'),
    capturedQepik: integer('captured_qepik').notNull().default(0),
    refundedQepik: integer('refunded_qepik').notNull().default(0),
    /** Refunds made so far: each refund's reference is the session id and this count. */
    refundCount: integer('refund_count').notNull().default(0),
    /** Each refund made, by the merchant's id of it: the same id asked again is answered, not refunded twice. */
    refunds: jsonb('refunds')
      .$type<{ merchantRefundId: string; refundRef: string; amountQepik: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('test_gateway_sessions_amount_positive', sql`${table.amountQepik} > 0`),
    check(
      'test_gateway_sessions_money_within',
      sql`${table.capturedQepik} <= ${table.amountQepik} AND ${table.refundedQepik} <= ${table.capturedQepik}`,
    ),
    // A merchant's payment id names one session, as an order id does at a real gateway.
    uniqueIndex('test_gateway_sessions_payment_unique').on(table.paymentId),
    index('test_gateway_sessions_created_idx').on(table.createdAt),
  ],
);
