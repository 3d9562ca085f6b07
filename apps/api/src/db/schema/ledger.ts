import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { categories } from './catalogue.ts';
import { orders } from './orders.ts';

const LEDGER_KINDS = ['SALE', 'COMMISSION', 'REFUND', 'CASH_COLLECTED', 'PAYOUT', 'ADJUSTMENT'] as const;

/**
 * The marketplace's commission rates (basis points, 100 = 1 %). The most specific row wins for an
 * order line: the store and the line's category (or its nearest upper category), the store, the
 * category, the default (both null). No default row is a rate of 0 (spec §1: no commission).
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    rateBps: integer('rate_bps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('commission_rates_scope_unique').on(table.sellerId, table.categoryId).nullsNotDistinct(),
    check('commission_rates_rate_range', sql`${table.rateBps} >= 0 AND ${table.rateBps} <= 10000`),
  ],
);

/**
 * A payment of a store's available balance to its bank account. `method` leaves room for payouts
 * through a gateway; today an admin marks a bank transfer paid with its reference.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountQepik: integer('amount_qepik').notNull(),
    method: text('method', { enum: ['BANK_TRANSFER'] })
      .notNull()
      .default('BANK_TRANSFER'),
    bankReference: text('bank_reference').notNull(),
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The admin's Idempotency-Key: the same "mark paid" sent twice pays once. */
    requestKey: text('request_key').unique(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payouts_amount_positive', sql`${table.amountQepik} > 0`),
    index('payouts_seller_at_idx').on(table.sellerId, table.at, table.id),
  ],
);

/**
 * What the marketplace owes each seller, entry by entry; never updated or deleted. `amountQepik`
 * is signed: the balance moves by it. An entry counts as available from `availableFrom` (a sale's
 * LEDGER_HOLD_DAYS after completion); before then it is pending.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Grows with time: the list's order and its tie-breaker. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id'),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountQepik: integer('amount_qepik').notNull(),
    availableFrom: timestamp('available_from', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    /** The admin who wrote an ADJUSTMENT or a PAYOUT. */
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The seller's list, newest first, all kinds or one; the balances.
    index('ledger_entries_seller_idx').on(table.sellerId, table.createdAt, table.id),
    index('ledger_entries_seller_kind_idx').on(table.sellerId, table.kind, table.createdAt, table.id),
    index('ledger_entries_seller_available_idx').on(table.sellerId, table.availableFrom),
    index('ledger_entries_order_idx').on(table.orderId),
    // A completed order is written once, however often the completion runs.
    uniqueIndex('ledger_entries_order_kind_unique')
      .on(table.orderId, table.kind)
      .where(sql`${table.refundId} IS NULL AND ${table.kind} IN ('SALE', 'COMMISSION', 'CASH_COLLECTED')`),
    // A refund is written once.
    uniqueIndex('ledger_entries_refund_kind_unique')
      .on(table.refundId, table.kind)
      .where(sql`${table.refundId} IS NOT NULL`),
  ],
);
