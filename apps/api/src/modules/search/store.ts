import { sql, type SQL } from 'drizzle-orm';
import type { Item } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows, rowsPlannedPerCall } from '../../db/rows.ts';
import type { catalogueWords } from '../../db/schema.ts';
import { ITEM_COLUMNS, selectItems } from '../items/store-rows.ts';

/**
 * The search in three small steps, each bounded however large the catalogue: the newest exact
 * matches (the folded query inside a name, author or store name), typo-tolerant matches only when
 * those are few (the catalogue words closest to the query's words, then the items and stores that
 * contain them), then the ranking of that capped candidate set. `catalogue_fold` of a constant is
 * IMMUTABLE, so the planner folds it and estimates each pattern against the trigram statistics.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const folded = (q: string) => sql`catalogue_fold(${q})`;
/** `LIKE` pattern of the folded `q` anywhere in a folded text (`%` and `_` in `q` are plain characters). */
export const containing = (q: string) => sql`catalogue_fold(${`%${escapeLike(q)}%`})`;

/** Stores whose name matches, at most this many (each brings its newest items). */
const STORES_PER_SEARCH = 50;

const NEWEST_FIRST = sql.raw('ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST');

/** The newest `limit` listed items of each store `stores` selects (from items_listed_merchant_created_idx). */
const newestOfStores = (stores: SQL, limit: number): SQL =>
  sql`SELECT picked.id FROM (${stores} LIMIT ${STORES_PER_SEARCH}) s
      CROSS JOIN LATERAL (
        SELECT i.id FROM items i WHERE i.listed AND i.merchant_id = s.id ${NEWEST_FIRST} LIMIT ${limit}
      ) picked`;

/**
 * Exact matches: the newest `limit` items whose folded name or author contains the folded query,
 * and the newest of the stores named so. When `walk` (a common fragment, see exactMatchesWalk), the
 * items' test is `strpos`, which no index serves, so the plan walks items_listed_created_idx newest
 * first until `limit` match; otherwise `LIKE`, read from the trigram index.
 */
export function exactMatchesQuery(q: string, limit: number, walk = false): SQL {
  const itemHas = walk ? sql`strpos(i.search_text, ${folded(q)}) > 0` : sql`i.search_text LIKE ${containing(q)}`;
  return sql`(SELECT i.id FROM items i WHERE i.listed AND ${itemHas} ${NEWEST_FIRST} LIMIT ${limit})
    UNION
    (${newestOfStores(sql`SELECT s.id FROM accounts s WHERE s.type = 2 AND catalogue_fold(s.company_name) LIKE ${containing(q)}`, limit)})`;
}

/**
 * For a one-word query: how many listed items and stores use a catalogue word containing it (at
 * least as many items contain the fragment), and how many items are listed — what the choice of
 * plan for the exact step needs; a single round trip (the word list's trigram index, the counters).
 */
export function fragmentUsesQuery(q: string): SQL {
  return sql`SELECT
      (SELECT coalesce(sum(w.uses), 0)::int FROM catalogue_words w WHERE w.word LIKE ${containing(q)}) AS uses,
      (SELECT coalesce(sum(c.listed), 0)::int FROM category_item_counts c) AS listed`;
}

/** Spelling suggestions looked up per word of the query. */
export const SIMILAR_WORDS_PER_WORD = 5;

/** A suggested catalogue word for a word of the query, and how many listed items and stores use it. */
export type SimilarWord = typeof catalogueWords.$inferSelect & {
  /** The query's own word (folded) it stands for. */
  typed: string;
};

/**
 * Typo tolerance, step one: for each word of the folded query, the few catalogue words closest to
 * it (pg_trgm similarity above `pg_trgm.similarity_threshold`, closest first, from the trigram index
 * of catalogue_words) — a look-up in the word list, however many items use the words.
 */
export function similarWordsQuery(q: string): SQL {
  return sql`SELECT DISTINCT typed.word AS typed, suggested.word, suggested.uses FROM catalogue_words_of(${folded(q)}) AS typed(word)
    CROSS JOIN LATERAL (
      SELECT w.word, w.uses FROM catalogue_words w WHERE w.word % typed.word
      ORDER BY similarity(w.word, typed.word) DESC, w.word LIMIT ${SIMILAR_WORDS_PER_WORD}
    ) suggested`;
}

/** The number of listed items: the sum of the per-category counters, not a count of rows. */
export const listedItemsQuery = (): SQL => sql`SELECT coalesce(sum(c.listed), 0)::int AS listed FROM category_item_counts c`;

/**
 * How far the typo step walks the newest items when every word of the query is common. One common
 * word matches within far fewer rows (walkNewestFirst); several common words can be rare together,
 * and the walk must not read the whole catalogue to find out.
 */
export const TYPO_WALK_ROWS = 50_000;

/**
 * Typo tolerance, step two: the newest `limit` listed items that contain, for every word of the
 * query, that word or one of its suggestions (`groups`: one list of already folded words per query
 * word), and the newest of the stores whose name contains any of them — the exact-match path with
 * the corrected words, ranked then against the query as typed. Only the group `indexed` is tested
 * with `LIKE`, which the trigram index serves; the others with `strpos`, which no index serves, so
 * they filter what that index finds. With `indexed` null the plan is the newest-first walk of
 * items_listed_created_idx over at most TYPO_WALK_ROWS items, every group a filter.
 */
export function containingWordsQuery(groups: readonly (readonly string[])[], limit: number, indexed: number | null): SQL {
  const contains = (text: SQL, word: string) => sql`${text} LIKE ${`%${escapeLike(word)}%`}`;
  const found = (word: string) => sql`strpos(i.search_text, ${word}) > 0`;
  const storeHas = (word: string) => contains(sql`catalogue_fold(s.company_name)`, word);
  const anyOf = (words: readonly string[], test: (word: string) => SQL) => sql`(${sql.join(words.map(test), sql` OR `)})`;
  const everyGroup = sql.join(
    groups.map((words, index) => anyOf(words, index === indexed ? (word) => contains(sql`i.search_text`, word) : found)),
    sql` AND `,
  );
  const scanned =
    indexed === null
      ? sql`(SELECT i.id, i.search_text, i.created_at FROM items i WHERE i.listed ${NEWEST_FIRST} LIMIT ${TYPO_WALK_ROWS}) i`
      : sql`items i`;
  return sql`(SELECT i.id FROM ${scanned} WHERE ${indexed === null ? sql`` : sql`i.listed AND `}${everyGroup} ${NEWEST_FIRST} LIMIT ${limit})
    UNION
    (${newestOfStores(sql`SELECT s.id FROM accounts s WHERE s.type = 2 AND ${anyOf(groups.flat(), storeHas)}`, limit)})`;
}

/**
 * The candidates, best first, at most `cap` of their ids: the word similarity of the name and
 * author, or 0.9 of the store name's when that is the better match, then newest first. Both CTEs
 * are materialised, so each similarity is computed once per candidate and once per store — left
 * inline, the planner would repeat the store's fold and similarity inside the sort key of every
 * candidate. `<%` is the same similarity against the threshold setting. A candidate of the typo step
 * that reaches neither (its text holds a word close to one of the query's words, but the text as a
 * whole is further from the query than the threshold) ranks by its own word similarity, below the
 * threshold and so mostly after them.
 */
export function rankedIdsQuery(q: string, candidateIds: readonly string[], cap: number): SQL {
  const threshold = sql.raw("current_setting('pg_trgm.word_similarity_threshold')::real");
  return sql`WITH found AS MATERIALIZED (
      SELECT i.id, i.merchant_id, i.created_at, i.search_text LIKE ${containing(q)} AS contains,
        word_similarity(${folded(q)}, i.search_text) AS similarity
      FROM items i WHERE i.id = ANY(${sql.param([...candidateIds])}::uuid[]) AND i.listed
    ), stores AS MATERIALIZED (
      SELECT s.id, CASE WHEN s.type = 2 AND (named.similarity >= ${threshold} OR named.name LIKE ${containing(q)})
        THEN 0.9 * named.similarity END AS score
      FROM accounts s
      CROSS JOIN LATERAL (SELECT catalogue_fold(s.company_name) AS name OFFSET 0) folded_name
      CROSS JOIN LATERAL (SELECT folded_name.name, word_similarity(${folded(q)}, folded_name.name) AS similarity OFFSET 0) named
      WHERE s.id IN (SELECT merchant_id FROM found)
    )
    SELECT f.id
    FROM found f JOIN stores st ON st.id = f.merchant_id
    ORDER BY coalesce(greatest(CASE WHEN f.contains OR f.similarity >= ${threshold} THEN f.similarity END, st.score), f.similarity) DESC,
      f.created_at DESC, f.id DESC
    LIMIT ${cap}`;
}

/** The listed items of `ids` in that order (one page of a ranking). */
export function itemsInOrderQuery(ids: readonly string[]): SQL {
  return sql`SELECT ${ITEM_COLUMNS}
    FROM unnest(${sql.param([...ids])}::uuid[]) WITH ORDINALITY AS page(id, position)
    JOIN items i ON i.id = page.id JOIN accounts a ON a.id = i.merchant_id
    WHERE i.listed
    ORDER BY page.position`;
}

// The candidate queries are planned per call: which index serves a pattern depends on how common it is.
const candidateIdsOf = async (db: Database, query: SQL) =>
  (await rowsPlannedPerCall<{ id: string }>(db, query)).map((row) => row.id);

/** The ids of exactMatchesQuery. */
export const exactMatchIds = (db: Database, q: string, limit: number, walk: boolean): Promise<string[]> =>
  candidateIdsOf(db, exactMatchesQuery(q, limit, walk));

/** The ids of containingWordsQuery. */
export const containingWordsIds = (
  db: Database,
  groups: readonly (readonly string[])[],
  limit: number,
  indexed: number | null,
): Promise<string[]> => candidateIdsOf(db, containingWordsQuery(groups, limit, indexed));

/** The rows of fragmentUsesQuery, or undefined. */
export async function fragmentUses(db: Database, q: string): Promise<{ uses: number; listed: number } | undefined> {
  const [counted] = await rows<{ uses: number; listed: number }>(db, fragmentUsesQuery(q));
  return counted;
}

export const similarWords = (db: Database, q: string): Promise<SimilarWord[]> => rows<SimilarWord>(db, similarWordsQuery(q));

export async function listedItemCount(db: Database): Promise<number> {
  const [counted] = await rows<{ listed: number }>(db, listedItemsQuery());
  return Number(counted?.listed ?? 0);
}

/** The ids of rankedIdsQuery, best first. */
export async function rankedIds(db: Database, q: string, candidateIds: readonly string[], cap: number): Promise<string[]> {
  return (await rows<{ id: string }>(db, rankedIdsQuery(q, candidateIds, cap))).map((row) => row.id);
}

/** The listed items of `ids`, in that order. */
export const itemsInOrder = (db: Database, ids: readonly string[]): Promise<Item[]> => selectItems(db, itemsInOrderQuery(ids));
