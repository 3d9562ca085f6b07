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

/**
 * Each store's balance, derived from its ledger entries (the single source of truth) in the
 * transaction that writes them, so the admin's Payouts reads a page of stores from an index instead
 * of summing every entry of every store.
 *
 * Time moves entries from pending to available, so the split is kept as of a moment, `asOf`:
 * `availableQepik` is the sum of the store's entries whose available_from ≤ asOf, `pendingQepik` of
 * the others, and `nextAvailableAt` the earliest available_from after asOf (null: nothing pending).
 * A new entry joins the side its available_from falls on against asOf (a row never settled, asOf
 * null, takes everything as pending). Settling a row at `now` (the ledger's job every minute, and
 * Payouts itself before it reads, for the rows due) moves the sum of the store's entries whose
 * available_from lies between asOf and now (the ledger's (seller_id, available_from) index: only the
 * entries that matured) and sets asOf to now; a row is due once nextAvailableAt ≤ now, or when asOf
 * is after now (a clock that went back: the same move the other way).
 */
export const storeBalances = pgTable(
  'store_balances',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    availableQepik: bigint('available_qepik', { mode: 'number' }).notNull().default(0),
    pendingQepik: bigint('pending_qepik', { mode: 'number' }).notNull().default(0),
    asOf: timestamp('as_of', { withTimezone: true }),
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }),
  },
  (table) => [
    // Payouts: the largest available balance first, page by page (and those with money to pay out).
    index('store_balances_available_idx').on(table.availableQepik.desc(), table.sellerId),
    // The rows due to be settled.
    index('store_balances_next_available_idx').on(table.nextAvailableAt),
    index('store_balances_as_of_idx').on(table.asOf),
  ],
);
