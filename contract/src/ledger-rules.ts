// The sellers' money (ours: the spec has none). Zod-free: the ledger's kinds, the commission rules,
// when funds become available, the balances, the monthly summary and the CSV export. Money is
// whole qəpik throughout; a ledger amount is signed: what the marketplace owes the seller moves by it.
// No entry is ever of 0: what moves nothing is not written (a fully refunded order that completes
// writes no SALE, and no commission or cash with it).

export const LEDGER_KIND = {
  /** An order completed: its total less what was refunded before (none when all of it was). */
  SALE: 'SALE',
  /** The marketplace's commission on a sale (negative), or its share given back on a refund (positive). */
  COMMISSION: 'COMMISSION',
  /** A refund of an order that had already completed (negative). */
  REFUND: 'REFUND',
  /** A cash order: the seller already holds the money (negative), or gave part of it back on a refund (positive). */
  CASH_COLLECTED: 'CASH_COLLECTED',
  /** A bank transfer to the seller (negative). */
  PAYOUT: 'PAYOUT',
  /** An admin's correction with a reason, either way. */
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];
export const LEDGER_KINDS = Object.values(LEDGER_KIND) as [LedgerKind, ...LedgerKind[]];

/** Days after completion before a sale's money may be paid out (LEDGER_HOLD_DAYS overrides it). */
export const LEDGER_HOLD_DAYS_DEFAULT = 7;
/** Entries per page of the Earnings list; stores per page of Payouts. */
export const LEDGER_PAGE_SIZE = 20;
/** Months in the Earnings summary, the current one included. */
export const LEDGER_SUMMARY_MONTHS = 12;
/** Entries in one CSV export at most (a year of a busy store). */
export const LEDGER_EXPORT_MAX = 50_000;
export const PAYOUT_REFERENCE_MAX = 100;
export const LEDGER_REASON_MAX = 500;
/** 100 % in basis points. */
export const COMMISSION_BPS_MAX = 10_000;
/** Spec §1: the seller pages promise no commission; an admin may set another rate later. */
export const COMMISSION_DEFAULT_BPS = 0;
/** The largest single adjustment or payout (1,000,000 ₼). */
export const LEDGER_AMOUNT_MAX_QEPIK = 100_000_000;

export const LEDGER_ERROR_CODES = {
  /** "Mark paid" for more than the store's available balance, or with nothing available. */
  PAYOUT_MORE_THAN_AVAILABLE: 'PAYOUT_MORE_THAN_AVAILABLE',
  PAYOUT_NOTHING_AVAILABLE: 'PAYOUT_NOTHING_AVAILABLE',
  /** The available balance is not the one the admin saw (`details.availableQepik` is the new one). */
  PAYOUT_BALANCE_CHANGED: 'PAYOUT_BALANCE_CHANGED',
  /** No such store (or not a seller). */
  LEDGER_STORE_NOT_FOUND: 'LEDGER_STORE_NOT_FOUND',
  COMMISSION_CATEGORY_NOT_FOUND: 'COMMISSION_CATEGORY_NOT_FOUND',
  /** An adjustment of 0 ₼. */
  ADJUSTMENT_ZERO: 'ADJUSTMENT_ZERO',
} as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[keyof typeof LEDGER_ERROR_CODES];

// ---------------------------------------------------------------------------------------------
// Commission

export interface CommissionRate {
  sellerId: string | null;
  categoryId: number | null;
  rateBps: number;
}

/**
 * The rate in force for a line of `sellerId`'s store in a category, `categoryChain` being the
 * line's category and then its upper categories (nearest first; empty when the line has none).
 * The most specific wins: the store with the category (the nearest one that has a rate), the store,
 * the category (likewise), the default; with none of them, COMMISSION_DEFAULT_BPS.
 */
export function commissionRateFor(
  rates: readonly CommissionRate[],
  line: { sellerId: string; categoryChain: readonly number[] },
): number {
  const find = (sellerId: string | null, categoryId: number | null) =>
    rates.find((rate) => rate.sellerId === sellerId && rate.categoryId === categoryId)?.rateBps;
  for (const categoryId of line.categoryChain) {
    const rate = find(line.sellerId, categoryId);
    if (rate !== undefined) return rate;
  }
  const store = find(line.sellerId, null);
  if (store !== undefined) return store;
  for (const categoryId of line.categoryChain) {
    const rate = find(null, categoryId);
    if (rate !== undefined) return rate;
  }
  return find(null, null) ?? COMMISSION_DEFAULT_BPS;
}

/** `numerator / denominator` rounded to the nearest whole number, halves away from zero (BigInt: no float error). */
function roundedRatio(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/**
 * A line's commission in qəpik: its total (price × quantity with its pocket fee; the delivery fee
 * bears none) times the rate, rounded to the nearest qəpik, halves up (12,345 qəpik at 2.5 % is
 * 308.625 → 309).
 */
export function lineCommissionQepik(lineTotalQepik: number, rateBps: number): number {
  return roundedRatio(BigInt(lineTotalQepik) * BigInt(rateBps), BigInt(COMMISSION_BPS_MAX));
}

/**
 * An order's commission on what the buyer kept: the sum of its lines' commissions, scaled by the
 * share of the order's total not refunded and rounded once to the nearest qəpik (halves up). A
 * refund gives back the difference of this before and after it, so the parts always add up to the
 * commission on what is finally kept.
 */
export function orderCommissionQepik(
  lines: ReadonlyArray<{ lineTotalQepik: number; commissionBps: number }>,
  orderTotalQepik: number,
  keptQepik: number,
): number {
  const full = lines.reduce((sum, line) => sum + lineCommissionQepik(line.lineTotalQepik, line.commissionBps), 0);
  if (orderTotalQepik <= 0 || keptQepik <= 0) return 0;
  if (keptQepik >= orderTotalQepik) return full;
  return roundedRatio(BigInt(full) * BigInt(keptQepik), BigInt(orderTotalQepik));
}

// ---------------------------------------------------------------------------------------------
// Availability and balances

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a completed order's money may be paid out: `holdDays` after completion, to the minute. */
export function availableFromCompletion(completedAt: Date, holdDays: number): Date {
  return new Date(completedAt.getTime() + holdDays * DAY_MS);
}

/**
 * A refund after completion counts against the money when the sale it reverses does: still pending
 * while the sale is, at once when the sale was already available (it may then take the available
 * balance below zero, e.g. after a payout).
 */
export function refundAvailableFrom(saleAvailableFrom: Date, refundedAt: Date): Date {
  return saleAvailableFrom.getTime() > refundedAt.getTime() ? saleAvailableFrom : refundedAt;
}

export interface LedgerBalance {
  /** Not yet available: entries whose available-from is still ahead. */
  pendingQepik: number;
  /** May be paid out (negative when the store owes the marketplace). */
  availableQepik: number;
}

export function ledgerBalance(entries: ReadonlyArray<{ amountQepik: number; availableFrom: Date }>, now: Date): LedgerBalance {
  let pendingQepik = 0;
  let availableQepik = 0;
  for (const entry of entries) {
    if (entry.availableFrom.getTime() > now.getTime()) pendingQepik += entry.amountQepik;
    else availableQepik += entry.amountQepik;
  }
  return { pendingQepik, availableQepik };
}

/**
 * What "mark paid" pays: the given amount, or the whole available balance when none is given; a
 * code when that is not possible.
 */
export function payoutAmount(
  availableQepik: number,
  requestedQepik: number | undefined,
): { amountQepik: number } | { error: LedgerErrorCode } {
  if (availableQepik <= 0) return { error: LEDGER_ERROR_CODES.PAYOUT_NOTHING_AVAILABLE };
  if (requestedQepik === undefined) return { amountQepik: availableQepik };
  if (requestedQepik > availableQepik) return { error: LEDGER_ERROR_CODES.PAYOUT_MORE_THAN_AVAILABLE };
  return { amountQepik: requestedQepik };
}

// ---------------------------------------------------------------------------------------------
// Monthly summary (Baku months: UTC+4 all year)

const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The Baku month of an instant, YYYY-MM. */
export function bakuMonth(instant: Date): string {
  return new Date(instant.getTime() + BAKU_OFFSET_MS).toISOString().slice(0, 7);
}

/** The `count` months up to `now`'s, newest first (YYYY-MM). */
export function recentBakuMonths(now: Date, count: number): string[] {
  const [year, month] = bakuMonth(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export interface LedgerMonth {
  /** YYYY-MM (Baku). */
  month: string;
  saleQepik: number;
  commissionQepik: number;
  refundQepik: number;
  cashCollectedQepik: number;
  payoutQepik: number;
  adjustmentQepik: number;
  /** Everything above added up: how the balance moved in the month. */
  netQepik: number;
}

const MONTH_FIELD: Record<LedgerKind, keyof Omit<LedgerMonth, 'month' | 'netQepik'>> = {
  SALE: 'saleQepik',
  COMMISSION: 'commissionQepik',
  REFUND: 'refundQepik',
  CASH_COLLECTED: 'cashCollectedQepik',
  PAYOUT: 'payoutQepik',
  ADJUSTMENT: 'adjustmentQepik',
};

/**
 * The monthly summary: one row per month of `months` (newest first, months without entries as
 * zeros), each kind's sum and the net, from sums per month and kind (by the entry's written date).
 */
export function monthlySummary(
  sums: ReadonlyArray<{ month: string; kind: LedgerKind; amountQepik: number }>,
  months: readonly string[],
): LedgerMonth[] {
  const rows = new Map<string, LedgerMonth>(
    months.map((month) => [
      month,
      {
        month,
        saleQepik: 0,
        commissionQepik: 0,
        refundQepik: 0,
        cashCollectedQepik: 0,
        payoutQepik: 0,
        adjustmentQepik: 0,
        netQepik: 0,
      },
    ]),
  );
  for (const sum of sums) {
    const row = rows.get(sum.month);
    if (!row) continue;
    row[MONTH_FIELD[sum.kind]] += sum.amountQepik;
    row.netQepik += sum.amountQepik;
  }
  return [...rows.values()];
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** Manat with two decimals and a dot, as spreadsheets read it in every language: -1234 → "-12.34". */
export function manatForCsv(qepik: number): string {
  const sign = qepik < 0 ? '-' : '';
  const whole = Math.abs(qepik);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading/trailing
 * space, its quotes doubled. A text that a spreadsheet would run as a formula (= + - @ first) gets a
 * leading apostrophe; numbers written by manatForCsv are passed as they are.
 */
export function csvField(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of fields to CSV text, CRLF line ends, with a BOM so spreadsheets read ə, ş, ğ as UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<{ value: string; kind?: 'text' | 'number' }>>): string {
  return `\uFEFF${rows.map((row) => row.map((field) => csvField(field.value, field.kind)).join(',')).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Rates as people type and read them

/** A typed percentage → basis points: "2,5" and "2.5" → 250, "10" → 1000; null for anything else or above 100 %. */
export function bpsFromPercentText(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.replace(/[\s%]/g, ''));
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= COMMISSION_BPS_MAX ? bps : null;
}

/** Basis points as a percentage with the language's decimal sign, no needless zeros: 250 → "2,5 %" (az), "2.5%" (en). */
export function formatBpsPercent(bps: number, language: string): string {
  const whole = Math.floor(bps / 100);
  const cents = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const number = cents ? `${whole}${language === 'en' ? '.' : ','}${cents}` : String(whole);
  return language === 'en' ? `${number}%` : language === 'tr' ? `%${number}` : `${number} %`;
}
