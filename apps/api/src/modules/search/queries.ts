import { sql, type SQL } from 'drizzle-orm';
import { ITEM_COLUMNS } from '../items/item-rows.ts';

/**
 * The search in three small steps, each bounded however large the catalogue: the newest exact
 * matches (the folded query inside a name, author or store name), typo-tolerant matches only when
 * those are few, then the ranking of that capped candidate set. `catalogue_fold` of a constant is
 * IMMUTABLE, so the planner folds it and estimates each pattern against the trigram statistics.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const folded = (q: string) => sql`catalogue_fold(${q})`;
const containing = (q: string) => sql`catalogue_fold(${`%${escapeLike(q)}%`})`;

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
 * Exact matches: the newest `limit` items whose folded name or author contains the folded query —
 * a walk of items_listed_created_idx for a common word, the trigram index for a rare one, the
 * planner choosing by the pattern's estimated frequency — and the newest of the stores named so.
 */
export function exactMatchesQuery(q: string, limit: number): SQL {
  return sql`(SELECT i.id FROM items i WHERE i.listed AND i.search_text LIKE ${containing(q)} ${NEWEST_FIRST} LIMIT ${limit})
    UNION
    (${newestOfStores(sql`SELECT s.id FROM accounts s WHERE s.type = 2 AND catalogue_fold(s.company_name) LIKE ${containing(q)}`, limit)})`;
}

/** Typo-tolerant matches (pg_trgm word similarity over the trigram indexes), at most `limit` of them. */
export function fuzzyMatchesQuery(q: string, limit: number): SQL {
  return sql`(SELECT i.id FROM items i WHERE i.listed AND ${folded(q)} <% i.search_text LIMIT ${limit})
    UNION
    (${newestOfStores(sql`SELECT s.id FROM accounts s WHERE s.type = 2 AND ${folded(q)} <% catalogue_fold(s.company_name)`, limit)})`;
}

/**
 * The candidates, best first, at most `cap` of their ids: the word similarity of the name and
 * author, or 0.9 of the store name's when that is the better match, then newest first. Both CTEs
 * are materialised, so each similarity is computed once per candidate and once per store — left
 * inline, the planner would repeat the store's fold and similarity inside the sort key of every
 * candidate. `<%` is the same similarity against the threshold setting.
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
    ORDER BY greatest(CASE WHEN f.contains OR f.similarity >= ${threshold} THEN f.similarity END, st.score) DESC,
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
