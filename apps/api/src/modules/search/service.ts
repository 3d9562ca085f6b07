import type { ItemPage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { catalogueCachesOf } from '../items/events.ts';
import {
  containingWordsIds,
  exactMatchIds,
  fragmentUses,
  itemsInOrder,
  listedItemCount,
  rankedIds,
  similarWords,
  type SimilarWord,
} from './store.ts';
import { searchCacheKey, type RankedIds } from './store-ranks.ts';

/** Shorter queries would match nearly everything and cannot use the trigram index. */
export const SEARCH_MIN_CHARS = 2;
/** Matches ranked and paged per query (10 pages of 20): a common word costs the same at any catalogue size. */
export const SEARCH_MAX_HITS = 200;
/** Typo-tolerant matches are looked for only when the exact ones are fewer than a page. */
export const SEARCH_FUZZY_BELOW = 20;

/**
 * Whether the items with `words` are better found by walking all listed items newest first until
 * `limit` of them match — about limit × listedItems / uses rows — than by reading every match from
 * the trigram index and sorting them — about `uses` rows. The planner cannot tell: its estimate of a
 * substring pattern's frequency can be off a hundredfold, where the word list knows (a word used by
 * 3% of a million items was estimated at 100). `uses` counts whole words, so the substrings match
 * at least that many items and the walk only ends sooner.
 */
export function walkNewestFirst(words: readonly { word: string; uses: number }[], listedItems: number, limit: number): boolean {
  const uses = words.reduce((sum, word) => sum + Number(word.uses), 0);
  return uses * uses >= limit * listedItems;
}

/**
 * Items that contain, for every word of `q`, a catalogue word close to it, and stores whose name
 * contains one; at most SEARCH_MAX_HITS of each. The rarest word (by the word list's counts) is read
 * from the trigram index and the others filter it — or, when even the rarest is common, the newest
 * items are walked until enough match.
 */
async function typoTolerantIds(db: Database, q: string): Promise<string[]> {
  const similar = await similarWords(db, q);
  if (similar.length === 0) return [];
  const byTyped = new Map<string, SimilarWord[]>();
  for (const found of similar) byTyped.set(found.typed, [...(byTyped.get(found.typed) ?? []), found]);
  const groups = [...byTyped.values()];
  const usesOf = (group: SimilarWord[]) => group.reduce((sum, found) => sum + Number(found.uses), 0);
  const rarest = groups.reduce((best, group, index) => (usesOf(group) < usesOf(groups[best]!) ? index : best), 0);
  const walk = walkNewestFirst(groups[rarest]!, await listedItemCount(db), SEARCH_MAX_HITS);
  const words = groups.map((group) => group.map((found) => found.word));
  return containingWordsIds(db, words, SEARCH_MAX_HITS, walk ? null : rarest);
}

/**
 * Whether the exact step should walk the newest items rather than read every match from the
 * trigram index. The planner's estimate of a substring's frequency can be off a thousandfold (it
 * took "üzük", in 48,000 of a million items, for 111 rows); the word list knows. Only for one word:
 * a phrase can be rare though each of its words is common.
 */
async function exactMatchesWalk(db: Database, q: string): Promise<boolean> {
  if (/\s/.test(q)) return false;
  const counted = await fragmentUses(db, q);
  if (!counted) return false;
  return walkNewestFirst([{ word: q, uses: Number(counted.uses) }], Number(counted.listed), SEARCH_MAX_HITS);
}

/** Every match of `q`, best first, at most SEARCH_MAX_HITS ids. */
async function rankedMatches(db: Database, q: string): Promise<RankedIds> {
  const walk = await exactMatchesWalk(db, q);
  const candidates = new Set(await exactMatchIds(db, q, SEARCH_MAX_HITS, walk));
  if (candidates.size < SEARCH_FUZZY_BELOW) {
    for (const id of await typoTolerantIds(db, q)) candidates.add(id);
  }
  if (candidates.size === 0) return [];
  return rankedIds(db, q, [...candidates], SEARCH_MAX_HITS);
}

/**
 * GET search: listed items whose name or author, or whose store's name, contains the query or,
 * when such are few, a word close to one of its words (pg_trgm similarity: a typo), after
 * `catalogue_fold` on both sides — so ə/e, ı/i/İ/I, ş/s, ç/c, ğ/g, ö/o, ü/u and case do not
 * matter. Best match first, then newest; `total` counts at most SEARCH_MAX_HITS matches. The
 * ranking of a query is cached (ids only) until the catalogue changes, so paging through it and
 * repeated queries read just the page's rows.
 */
export async function searchItems(db: Database, query: string, page: number, pageSize: number): Promise<ItemPage> {
  const q = query.trim();
  if (q.length < SEARCH_MIN_CHARS) return { items: [], next_page_token: null, total: 0 };
  const ranked = await catalogueCachesOf(db).searchRanks.get(searchCacheKey(q), () => rankedMatches(db, q));
  const offset = (page - 1) * pageSize;
  const ids = ranked.slice(offset, offset + pageSize);
  const items = ids.length > 0 ? await itemsInOrder(db, ids) : [];
  return {
    items,
    next_page_token: offset + ids.length < ranked.length ? String(page + 1) : null,
    total: ranked.length,
  };
}
