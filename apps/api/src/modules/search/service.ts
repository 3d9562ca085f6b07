import type { SQL } from 'drizzle-orm';
import type { ItemPage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { itemOfRow, type ItemRow } from '../items/item-rows.ts';
import { exactMatchesQuery, fuzzyMatchesQuery, rankedPageQuery } from './queries.ts';

/** Shorter queries would match nearly everything and cannot use the trigram index. */
export const SEARCH_MIN_CHARS = 2;
/** Matches ranked and paged per query (10 pages of 20): a common word costs the same at any catalogue size. */
export const SEARCH_MAX_HITS = 200;
/** Typo-tolerant matches are looked for only when the exact ones are fewer than a page. */
export const SEARCH_FUZZY_BELOW = 20;

const idsOf = async (db: Database, query: SQL) => (await rows<{ id: string }>(db, query)).map((row) => row.id);

/**
 * GET search: listed items whose name or author, or whose store's name, contains the query or is
 * close to it (pg_trgm word similarity), after `catalogue_fold` on both sides — so ə/e, ı/i/İ/I,
 * ş/s, ç/c, ğ/g, ö/o, ü/u and case do not matter. Best match first, then newest; `total` counts
 * at most SEARCH_MAX_HITS matches.
 */
export async function searchItems(db: Database, query: string, page: number, pageSize: number): Promise<ItemPage> {
  const q = query.trim();
  const offset = (page - 1) * pageSize;
  if (q.length < SEARCH_MIN_CHARS) return { items: [], next_page_token: null, total: 0 };
  const candidates = new Set(await idsOf(db, exactMatchesQuery(q, SEARCH_MAX_HITS)));
  if (candidates.size < SEARCH_FUZZY_BELOW) {
    for (const id of await idsOf(db, fuzzyMatchesQuery(q, SEARCH_MAX_HITS))) candidates.add(id);
  }
  if (candidates.size === 0) return { items: [], next_page_token: null, total: 0 };
  const found = await rows<ItemRow & { total_hits: number | string }>(
    db,
    rankedPageQuery(q, [...candidates], SEARCH_MAX_HITS, pageSize, offset),
  );
  const total = Number(found[0]?.total_hits ?? Math.min(candidates.size, SEARCH_MAX_HITS));
  return {
    items: found.map(itemOfRow),
    next_page_token: offset + found.length < total ? String(page + 1) : null,
    total,
  };
}
