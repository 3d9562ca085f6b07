import { bakuDate } from './order-rules.ts';

// Coupons and sales (ours: the spec has none). Zod-free: the checkout, the seller's screens and the
// server share these rules. Money in whole qəpik; days are Baku days (YYYY-MM-DD), both ends inclusive.

export const COUPON_KIND = { PERCENT: 'PERCENT', AMOUNT: 'AMOUNT' } as const;
export type CouponKind = (typeof COUPON_KIND)[keyof typeof COUPON_KIND];

/** A percent coupon or sale takes 1 % to this much off: never the whole price. */
export const COUPON_PERCENT_MAX = 90;
export const SALE_PERCENT_MIN = 5;
export const SALE_PERCENT_MAX = 90;
/** A sale runs at most this many days (as Etsy's), so a "sale" cannot be the product's everyday price. */
export const SALE_DAYS_MAX = 30;
/** Products in one sale. */
export const SALE_ITEMS_MAX = 500;
/** A code: 3 to 20 Latin capitals, digits, '-' or '_', typed in any case (SPRING-10 = spring-10). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
export const COUPON_CODE_MAX = 20;
export const COUPON_NAME_MAX = 80;
/** Coupons and sales a seller's page lists at once. */
export const COUPON_PAGE_SIZE = 20;

/**
 * Why a code gives nothing now. NOT_FOUND also answers a code of another store (codes are per store)
 * and one an admin or the seller stopped is STOPPED.
 */
export const COUPON_PROBLEM = {
  NOT_FOUND: 'NOT_FOUND',
  NOT_STARTED: 'NOT_STARTED',
  EXPIRED: 'EXPIRED',
  STOPPED: 'STOPPED',
  MIN_ORDER: 'MIN_ORDER',
  BUYER_LIMIT: 'BUYER_LIMIT',
  USED_UP: 'USED_UP',
} as const;
export type CouponProblem = (typeof COUPON_PROBLEM)[keyof typeof COUPON_PROBLEM];

/** What a coupon or sale reads as in the lists: stored STOPPED, else from its days (and uses). */
export const COUPON_STATE = {
  SCHEDULED: 'SCHEDULED',
  ACTIVE: 'ACTIVE',
  ENDED: 'ENDED',
  USED_UP: 'USED_UP',
  STOPPED: 'STOPPED',
} as const;
export type CouponState = (typeof COUPON_STATE)[keyof typeof COUPON_STATE];

export const COUPON_ERROR_CODES = {
  /** The seller already has a coupon with this code (stopped and ended ones too: a code is never reused). */
  COUPON_CODE_TAKEN: 'COUPON_CODE_TAKEN',
  /** No such coupon of the caller's store (another store's answers the same). */
  COUPON_NOT_FOUND: 'COUPON_NOT_FOUND',
  SALE_NOT_FOUND: 'SALE_NOT_FOUND',
  /** A product of the sale is in another sale on an overlapping day; `fields` names it (`itemIds.N`). */
  SALE_ITEM_OVERLAPS: 'SALE_ITEM_OVERLAPS',
  /** A product that is not the seller's own (or is deleted); `fields` names it. */
  SALE_ITEM_NOT_FOUND: 'SALE_ITEM_NOT_FOUND',
  /** Already stopped, or ended: nothing to stop. */
  DISCOUNT_NOT_RUNNING: 'DISCOUNT_NOT_RUNNING',
} as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[keyof typeof COUPON_ERROR_CODES];

/** The code as stored and compared: trimmed, capitals (ASCII only, so no İ/ı surprises of a locale). */
export function normalizeCouponCode(code: string): string {
  return code.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** Halves up, for non-negative integers: `numerator / denominator` rounded to a whole qəpik. */
function roundedShare(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface CouponTerms {
  kind: CouponKind;
  /** PERCENT: 1–COUPON_PERCENT_MAX; AMOUNT: qəpik. */
  value: number;
  minOrderQepik: number;
  startsOn: string;
  /** Null: no last day. */
  endsOn: string | null;
  /** Null: no limit. */
  usesPerBuyer: number | null;
  usesTotal: number | null;
  stopped: boolean;
}

/** The discount of a coupon on a store order's lines (delivery bears none): never more than they cost. */
export function couponDiscountQepik(terms: Pick<CouponTerms, 'kind' | 'value'>, subtotalQepik: number): number {
  if (subtotalQepik <= 0) return 0;
  const off =
    terms.kind === COUPON_KIND.PERCENT
      ? roundedShare(subtotalQepik * Math.min(terms.value, COUPON_PERCENT_MAX), 100)
      : terms.value;
  return Math.max(0, Math.min(off, subtotalQepik));
}

/** A coupon's or sale's state on `today` (a Baku day). */
export function couponState(
  terms: { startsOn: string; endsOn: string | null; stopped: boolean; usesTotal?: number | null },
  today: string,
  used = 0,
): CouponState {
  if (terms.stopped) return COUPON_STATE.STOPPED;
  if (terms.endsOn !== null && today > terms.endsOn) return COUPON_STATE.ENDED;
  if (terms.usesTotal != null && used >= terms.usesTotal) return COUPON_STATE.USED_UP;
  if (today < terms.startsOn) return COUPON_STATE.SCHEDULED;
  return COUPON_STATE.ACTIVE;
}

export type CouponCheck = { ok: true; discountQepik: number } | { ok: false; problem: CouponProblem };

/**
 * Whether a coupon gives a store order its discount at `now`: in its days, not stopped, the order's
 * lines at least its minimum, this buyer's uses and all uses under their limits. `buyerUses` and
 * `totalUses` count the orders that used it and were not cancelled (a cancelled order gives its use back).
 */
export function checkCoupon(
  terms: CouponTerms | null,
  order: { subtotalQepik: number; buyerUses: number; totalUses: number },
  now: Date,
): CouponCheck {
  if (!terms) return { ok: false, problem: COUPON_PROBLEM.NOT_FOUND };
  const today = bakuDate(now);
  if (terms.stopped) return { ok: false, problem: COUPON_PROBLEM.STOPPED };
  if (today < terms.startsOn) return { ok: false, problem: COUPON_PROBLEM.NOT_STARTED };
  if (terms.endsOn !== null && today > terms.endsOn) return { ok: false, problem: COUPON_PROBLEM.EXPIRED };
  if (terms.usesTotal !== null && order.totalUses >= terms.usesTotal) return { ok: false, problem: COUPON_PROBLEM.USED_UP };
  if (terms.usesPerBuyer !== null && order.buyerUses >= terms.usesPerBuyer)
    return { ok: false, problem: COUPON_PROBLEM.BUYER_LIMIT };
  if (order.subtotalQepik < terms.minOrderQepik) return { ok: false, problem: COUPON_PROBLEM.MIN_ORDER };
  return { ok: true, discountQepik: couponDiscountQepik(terms, order.subtotalQepik) };
}

/**
 * A store order's discount shared over its lines in proportion to their totals, each rounded down
 * and the qəpik left given to the largest remainders (first line first on a tie): the shares add up
 * to the discount exactly and none exceeds its line, so a line's paid price and a refund of it are
 * always whole qəpik.
 */
export function allocateDiscount(lineTotalsQepik: readonly number[], discountQepik: number): number[] {
  const total = lineTotalsQepik.reduce((sum, line) => sum + line, 0);
  if (total <= 0 || discountQepik <= 0) return lineTotalsQepik.map(() => 0);
  const discount = Math.min(discountQepik, total);
  const shares = lineTotalsQepik.map((line) => Math.floor((line * discount) / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = lineTotalsQepik
    .map((line, index) => ({ index, remainder: (line * discount) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A product's price in a sale of `percent` off (manat, 2 decimals, halves up): the discount display's new price. */
export function salePriceOf(priceManat: number, percent: number): number {
  const qepik = Math.round(priceManat * 100);
  return (qepik - roundedShare(qepik * percent, 100)) / 100;
}

/** Days from `startsOn` to `endsOn`, both counted. */
export function daysInclusive(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Two day ranges share at least one day (a null end runs on for ever). */
export function daysOverlap(
  a: { startsOn: string; endsOn: string | null },
  b: { startsOn: string; endsOn: string | null },
): boolean {
  return (a.endsOn === null || b.startsOn <= a.endsOn) && (b.endsOn === null || a.startsOn <= b.endsOn);
}
