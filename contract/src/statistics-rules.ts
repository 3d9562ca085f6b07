import { bakuDate } from './order-rules.ts';

// Statistics (ours): the seller's and the admin's figures per Baku day. Zod-free: the ranges, where a
// view came from, the days of a range and the conversion rate.

/** The ranges the statistics pages offer, in days ending today (Baku). */
export const STAT_RANGES = [7, 30, 90, 365] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const STAT_DEFAULT_RANGE: StatRange = 30;

/**
 * Where a product page view came from: the search, a category page, the store's page, a block of the
 * home page, nowhere on the site (an address typed, a bookmark, another site's link) or elsewhere on the
 * site (another product page, the buyer's profile).
 */
export const VIEW_SOURCES = ['search', 'category', 'store', 'home', 'direct', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** How many products the pages list as the top ones. */
export const STAT_TOP_PRODUCTS = 10;
/** A visitor id a browser keeps (random hex); the server reads at most this many characters. */
export const STAT_VISITOR_MAX = 64;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every Baku day of a range ending on `today` (YYYY-MM-DD), oldest first: `range` days, today included. */
export function statRangeDays(today: string, range: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: range }, (_, index) => new Date(end - (range - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** The first Baku day of a range ending today. */
export function statRangeStart(now: Date, range: number): string {
  return statRangeDays(bakuDate(now), range)[0]!;
}

/**
 * Orders per view, in hundredths of a percent (1234 = 12.34 %), or null when nobody viewed: a rate of
 * nothing is not a zero. Above 100 % is possible (orders from a view of an earlier range, a custom offer).
 */
export function conversionBasisPoints(orders: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((orders / views) * 10_000);
}

/**
 * A conversion in basis points as a percent with one decimal ("12,3%", "12.3%" in English), the same
 * text in every browser (Intl's percent differs between them); "—" for none.
 */
export function formatConversion(basisPoints: number | null, language: string): string {
  if (basisPoints === null) return '—';
  const text = (basisPoints / 100).toFixed(1);
  return `${language === 'en' ? text : text.replace('.', ',')}%`;
}

/**
 * Where a view came from, by the page the visitor was on before the product page: its path on this
 * site (`/search`, `/category`, `/company`, a store's own address, `/`), or null when the product page
 * was the first one opened (then `external` says whether another site sent them).
 */
export function viewSourceOf(previous: { path: string | null; storePath?: boolean; external?: boolean }): ViewSource {
  const path = previous.path;
  if (path === null) return previous.external ? 'other' : 'direct';
  if (path === '/' || path === '') return 'home';
  if (path === '/search' || path.startsWith('/search/')) return 'search';
  if (path === '/category' || path.startsWith('/category/')) return 'category';
  if (path === '/company' || path.startsWith('/company/') || previous.storePath) return 'store';
  return 'other';
}
