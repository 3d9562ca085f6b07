import { z } from 'zod';
import { LANGUAGES } from './i18n.ts';
import {
  COMMISSION_BPS_MAX,
  LEDGER_AMOUNT_MAX_QEPIK,
  LEDGER_KINDS,
  LEDGER_REASON_MAX,
  PAYOUT_REFERENCE_MAX,
} from './ledger-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /ledger/v1/* (ours): the seller's Earnings, the admin's Payouts and commission rates.
// Money is whole qəpik (`…Qepik`), days YYYY-MM-DD in Baku time, instants ISO 8601.

const id = textString().trim().min(1).max(100);
/** A calendar day that exists, YYYY-MM-DD. */
const day = z.iso.date();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const positiveQepik = z.number().int().min(1).max(LEDGER_AMOUNT_MAX_QEPIK);
const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

const ledgerFilterFields = {
  kind: z.enum(LEDGER_KINDS).optional(),
  from: day.optional(),
  to: day.optional(),
  /** An order's number ("100023", "№ 100023"): its entries only. */
  order: textString().trim().max(20).default(''),
};

/** GET /ledger/v1/getLedgerEntries (seller): the store's entries, newest first, filtered, LEDGER_PAGE_SIZE a page. */
export const ledgerEntriesQuerySchema = z
  .object({ ...ledgerFilterFields, page })
  .refine(fromBeforeTo, { message: 'from is after to', path: ['to'] });
export type LedgerEntriesQuery = z.input<typeof ledgerEntriesQuerySchema>;

/** GET /ledger/v1/exportLedger (seller): the same filters as CSV, its header row in `language`. */
export const ledgerExportQuerySchema = z
  .object({ ...ledgerFilterFields, language: z.enum(LANGUAGES).default('az') })
  .refine(fromBeforeTo, { message: 'from is after to', path: ['to'] });
export type LedgerExportQuery = z.input<typeof ledgerExportQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountQepik: z.number().int(),
  createdAt: z.string(),
  availableFrom: z.string(),
  /** Still ahead of its available-from date. */
  pending: z.boolean(),
  order: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  /** A payout's bank reference, an adjustment's reason. */
  note: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerEntriesPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerEntriesPage = z.infer<typeof ledgerEntriesPageSchema>;

export const ledgerMonthSchema = z.object({
  month: z.string(),
  saleQepik: z.number().int(),
  commissionQepik: z.number().int(),
  refundQepik: z.number().int(),
  cashCollectedQepik: z.number().int(),
  payoutQepik: z.number().int(),
  adjustmentQepik: z.number().int(),
  netQepik: z.number().int(),
});

/** GET /ledger/v1/getEarnings (seller): the balances, the last payout and the monthly summary. */
export const earningsSchema = z.object({
  pendingQepik: z.number().int(),
  availableQepik: z.number().int(),
  paidOutQepik: z.number().int(),
  lastPayout: z.object({ amountQepik: z.number().int(), at: z.string(), bankReference: z.string() }).nullable(),
  holdDays: z.number().int(),
  /** LEDGER_SUMMARY_MONTHS months, newest first. */
  months: z.array(ledgerMonthSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

// ---------------------------------------------------------------------------------------------
// Admin

/** GET /ledger/v1/getPayoutStores: stores with a ledger, the largest available balance first; `q` searches the store's name. */
export const payoutStoresQuerySchema = z.object({
  q: textString().trim().max(100).default(''),
  /** Only stores with money to pay out. */
  available: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  page,
});
export type PayoutStoresQuery = z.input<typeof payoutStoresQuerySchema>;

export const payoutStoreSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  availableQepik: z.number().int(),
  pendingQepik: z.number().int(),
  lastPayoutAt: z.string().nullable(),
});
export type PayoutStore = z.infer<typeof payoutStoreSchema>;

export const payoutStoresPageSchema = z.object({
  items: z.array(payoutStoreSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type PayoutStoresPage = z.infer<typeof payoutStoresPageSchema>;

/**
 * POST /ledger/v1/markPayoutPaid: a bank transfer to the store was made. `amountQepik` absent pays
 * the whole available balance; `seenAvailableQepik` is the balance the admin saw — when it has
 * changed (another admin paid meanwhile, a refund came) nothing is paid (409). Requires an
 * Idempotency-Key: the same request sent twice pays once.
 */
export const markPayoutPaidRequestSchema = z.strictObject({
  storeId: id,
  amountQepik: positiveQepik.optional(),
  seenAvailableQepik: z.number().int(),
  bankReference: textString().trim().min(1).max(PAYOUT_REFERENCE_MAX),
});
export type MarkPayoutPaidRequest = z.input<typeof markPayoutPaidRequestSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  amountQepik: z.number().int(),
  bankReference: z.string(),
  at: z.string(),
  adminName: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const markPayoutPaidAnswerSchema = z.object({ payout: payoutSchema, availableQepik: z.number().int() });
export type MarkPayoutPaidAnswer = z.infer<typeof markPayoutPaidAnswerSchema>;

/** GET /ledger/v1/getStorePayouts: one store's payouts, newest first, with its balances. */
export const storePayoutsQuerySchema = z.object({ storeId: id, page });
export const storePayoutsSchema = z.object({
  store: payoutStoreSchema,
  items: z.array(payoutSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type StorePayouts = z.infer<typeof storePayoutsSchema>;

/** POST /ledger/v1/addLedgerAdjustment: a correction either way, with its reason (audited). */
export const ledgerAdjustmentRequestSchema = z.strictObject({
  storeId: id,
  amountQepik: z.number().int().min(-LEDGER_AMOUNT_MAX_QEPIK).max(LEDGER_AMOUNT_MAX_QEPIK),
  reason: textString().trim().min(1).max(LEDGER_REASON_MAX),
});
export type LedgerAdjustmentRequest = z.input<typeof ledgerAdjustmentRequestSchema>;
export const ledgerAdjustmentAnswerSchema = z.object({ entry: ledgerEntrySchema, availableQepik: z.number().int() });

/** GET /ledger/v1/getCommissionRates: the default and every override. */
export const commissionRateSchema = z.object({
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryTitle: z.string().nullable(),
  rateBps: z.number().int(),
});
export type CommissionRateRow = z.infer<typeof commissionRateSchema>;
export const commissionRatesSchema = z.object({
  defaultBps: z.number().int(),
  overrides: z.array(commissionRateSchema),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;

/**
 * POST /ledger/v1/setCommissionRate: the rate of a scope (no store and no category: the default);
 * `rateBps` null removes an override (the default goes back to COMMISSION_DEFAULT_BPS). Audited.
 * Lines already written keep their rate.
 */
export const setCommissionRateRequestSchema = z.strictObject({
  storeId: id.nullable(),
  categoryId: z.number().int().min(1).nullable(),
  rateBps: z.number().int().min(0).max(COMMISSION_BPS_MAX).nullable(),
});
export type SetCommissionRateRequest = z.input<typeof setCommissionRateRequestSchema>;

/** GET /ledger/v1/getCommissionRates: category titles in `language`. */
export const commissionRatesQuerySchema = z.object({ language: z.enum(LANGUAGES).default('az') });
