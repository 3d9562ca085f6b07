import { STARS_MAX } from './constants.ts';

// Reviews of delivered order lines (zod-free: a page that only shows stars loads no schema).

/** A review is rated in whole stars, 1 to STARS_MAX. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = STARS_MAX;
/** Its buyer may change it for this many days after writing it. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 300;
/** Reviews per page on a product page, in the seller's panel and the admin's list. */
export const REVIEW_PAGE_SIZE = 10;
/** Deepest numbered page of a review list. */
export const REVIEW_MAX_PAGE = 10_000;

/** The order statuses after which a line can be reviewed. */
export const REVIEWABLE_ORDER_STATUSES = ['DELIVERED', 'COMPLETED'] as const;

export const REVIEW_ERROR_CODES = {
  /** No such order line of the caller (another buyer's line answers the same). */
  REVIEW_LINE_NOT_FOUND: 'REVIEW_LINE_NOT_FOUND',
  /** The order is not delivered yet (or was cancelled): nothing to review. */
  REVIEW_NOT_DELIVERED: 'REVIEW_NOT_DELIVERED',
  /** The line's product no longer exists. */
  REVIEW_ITEM_GONE: 'REVIEW_ITEM_GONE',
  /** More than REVIEW_EDIT_DAYS since the review was written. */
  REVIEW_EDIT_CLOSED: 'REVIEW_EDIT_CLOSED',
  /** A photo that is not a finished image upload of the caller; `fields` names it (`photoIds.N`). */
  REVIEW_PHOTO_INVALID: 'REVIEW_PHOTO_INVALID',
  /** Unknown, or not a review of the caller's store: the same answer. */
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  /** The seller answers a review once. */
  REVIEW_ALREADY_REPLIED: 'REVIEW_ALREADY_REPLIED',
} as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[keyof typeof REVIEW_ERROR_CODES];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant at which a review written at `createdAt` may still be changed. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/** Whether its buyer may still change a review written at `createdAt`: up to REVIEW_EDIT_DAYS days, that instant included. */
export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/**
 * The average of `count` ratings adding up to `sum`, rounded half up to 2 decimals (how items and
 * stores keep it); 0 when there is none. Works in hundredths, so 4.675 is 4.68, not 4.67.
 */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum * 100) / count) / 100;
}

/** A whole rating for a star filter or a review, or null: what is not an integer from 1 to 5. */
export function starFilterOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= REVIEW_RATING_MIN && number <= REVIEW_RATING_MAX
    ? number
    : null;
}

/** The product page's address parameters of its reviews: the page and the stars filter. */
export const REVIEW_PAGE_PARAM = 'reviewPage';
export const REVIEW_STARS_PARAM = 'stars';

/** The review page and stars filter a product page's address asks for: the first page of every review for anything else. */
export function reviewQueryOf(params: URLSearchParams): { page: number; stars: number | null } {
  const page = Number(params.get(REVIEW_PAGE_PARAM));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= REVIEW_MAX_PAGE ? page : 1,
    stars: starFilterOf(params.get(REVIEW_STARS_PARAM)),
  };
}

/** Whether a review of `rating` shows under the star filter `stars` (null: every review). */
export function matchesStarFilter(rating: number, stars: number | null): boolean {
  return stars === null || rating === stars;
}

/**
 * The share of each star count, 5 down to 1, in whole percent (largest remainders, so the bars add
 * up to exactly 100 when there are any ratings). `counts[n - 1]` is how many gave n stars.
 */
export function ratingShares(counts: readonly number[]): Array<{ stars: number; count: number; percent: number }> {
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);
  const total = stars.reduce((sum, star) => sum + (counts[star - 1] ?? 0), 0);
  const exact = stars.map((star) => (total === 0 ? 0 : ((counts[star - 1] ?? 0) * 100) / total));
  const percent = exact.map(Math.floor);
  let left = total === 0 ? 0 : 100 - percent.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || b.index - a.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percent[index] = (percent[index] ?? 0) + 1;
    left -= 1;
  }
  return stars.map((star, index) => ({ stars: star, count: counts[star - 1] ?? 0, percent: percent[index] ?? 0 })).reverse();
}

/** How a reviewer is named in public: the first name and the initial of the last ("Aygün M."), or null for neither. */
export function reviewerNameOf(name: string, lastname: string): string | null {
  const first = name.trim();
  const initial = [...lastname.trim()][0];
  if (first === '') return initial ? `${initial.toLocaleUpperCase()}.` : null;
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
