// Promotions (the seller's Advertise): a product shown in the shopper site's promoted places for a
// number of days, once an admin has approved it. Zod-free: cards and the panel share these rules.

export const PROMOTION_DAYS_MIN = 1;
export const PROMOTION_DAYS_MAX = 30;
/** The days the Advertise dialog offers first. */
export const PROMOTION_DAYS_DEFAULT = 7;
/** What a day of promotion costs, in qəpik: nothing while the marketplace launches. */
export const PROMOTION_DAY_PRICE_QEPIK = 0;
/** Promoted products in the home page's row, and in the first places of a category. */
export const PROMOTED_HOME_SLOTS = 8;
export const PROMOTED_CATEGORY_SLOTS = 4;
/** Promotions per page in the seller's and the admin's lists. */
export const PROMOTION_PAGE_SIZE = 20;
export const PROMOTION_MAX_PAGE = 10_000;
export const PROMOTION_STOP_REASON_MAX = 300;
/** Views or clicks one report may carry (a page's promoted cards). */
export const PROMOTION_EVENTS_MAX = 24;

export const PROMOTION_STATUSES = ['PENDING', 'ACTIVE', 'STOPPED', 'ENDED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The price of a promotion of `days` days, in qəpik. */
export const promotionPriceQepik = (days: number, dayPriceQepik: number = PROMOTION_DAY_PRICE_QEPIK): number =>
  days * dayPriceQepik;

/** Clicks per view as a whole percent with one decimal (0 when never shown). */
export function clickRatePercent(views: number, clicks: number): number {
  if (views <= 0) return 0;
  return Math.round((clicks / views) * 1000) / 10;
}

export const PROMOTION_ERROR_CODES = {
  /** No such product of the caller's, or one buyers cannot see (hidden, deleted, without a cover). */
  PROMOTION_ITEM_NOT_FOUND: 'PROMOTION_ITEM_NOT_FOUND',
  /** The product already has a promotion waiting or running (`details.promotionId`). */
  PROMOTION_ALREADY_OPEN: 'PROMOTION_ALREADY_OPEN',
  /** No such promotion (of the caller's store, for a seller). */
  PROMOTION_NOT_FOUND: 'PROMOTION_NOT_FOUND',
  /** The promotion is no longer in a state that takes this step (`details.status`). */
  PROMOTION_NOT_OPEN: 'PROMOTION_NOT_OPEN',
} as const;
export type PromotionErrorCode = (typeof PROMOTION_ERROR_CODES)[keyof typeof PROMOTION_ERROR_CODES];
