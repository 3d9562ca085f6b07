import { ReadThroughCache } from '../../http/read-through-cache.ts';

/** A query's matches, best first: item ids only (the page's rows are read fresh on every call). */
export type RankedIds = readonly string[];

/** Queries whose ranking is kept: popular ones and a visitor paging through one result stay hot. */
export const SEARCH_RANK_CACHE_ENTRIES = 256;
/** The safety net behind the change notifications, as for the home blocks. */
export const SEARCH_RANK_CACHE_TTL_MS = 30_000;

export const createSearchRankCache = (): ReadThroughCache<RankedIds> =>
  new ReadThroughCache<RankedIds>({ ttlMs: SEARCH_RANK_CACHE_TTL_MS, maxEntries: SEARCH_RANK_CACHE_ENTRIES });

const AZERBAIJANI_LETTERS = /[ƏəIıİŞşÇçĞğÖöÜü]/g;
const FOLDED_LETTER: Record<string, string> = {
  Ə: 'e',
  ə: 'e',
  I: 'i',
  ı: 'i',
  İ: 'i',
  Ş: 's',
  ş: 's',
  Ç: 'c',
  ç: 'c',
  Ğ: 'g',
  ğ: 'g',
  Ö: 'o',
  ö: 'o',
  Ü: 'u',
  ü: 'u',
};

/**
 * The cache key of a query: the first and last steps of the database's `catalogue_fold` (the same
 * letter table, then lower case) applied to ASCII and Azerbaijani letters only. Two queries with
 * one key therefore fold to one text in the database too and have the same matches; other letters
 * are left as typed, which can only cost a cache miss, never a wrong answer.
 */
export function searchCacheKey(query: string): string {
  return query
    .replace(AZERBAIJANI_LETTERS, (letter) => FOLDED_LETTER[letter] ?? letter)
    .replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
}
