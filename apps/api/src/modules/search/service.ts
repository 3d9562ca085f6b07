import { sql, type SQL } from 'drizzle-orm';
import type { ItemPage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { ITEM_COLUMNS, itemOfRow, type ItemRow } from '../items/item-rows.ts';

/** Shorter queries would match nearly everything and cannot use the trigram index. */
export const SEARCH_MIN_CHARS = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * GET search: listed items whose name or author, or whose store's name, contains the query or
 * is close to it (pg_trgm word similarity), after `catalogue_fold` on both sides — so ə/e, ı/i/İ/I,
 * ş/s, ç/c, ğ/g, ö/o, ü/u and case do not matter. Both branches are served by trigram indexes.
 */
export async function searchItems(db: Database, query: string, page: number, pageSize: number): Promise<ItemPage> {
  const q = query.trim();
  if (q.length < SEARCH_MIN_CHARS) return { items: [], next_page_token: null, total: 0 };
  const offset = (page - 1) * pageSize;
  const found = await rows<ItemRow & { total_hits: number | string }>(db, searchQuery(q, pageSize, offset));
  const total = Number(found[0]?.total_hits ?? 0);
  return {
    items: found.map(itemOfRow),
    next_page_token: offset + found.length < total ? String(page + 1) : null,
    total,
  };
}

export function searchQuery(q: string, limit: number, offset: number): SQL {
  const pattern = `%${escapeLike(q)}%`;
  return sql`WITH hits AS (
          SELECT i.id, word_similarity(catalogue_fold(${q}), i.search_text) AS score
          FROM items i
          WHERE i.listed AND (catalogue_fold(${q}) <% i.search_text OR i.search_text LIKE catalogue_fold(${pattern}))
          UNION ALL
          SELECT i.id, 0.9 * word_similarity(catalogue_fold(${q}), catalogue_fold(s.company_name))
          FROM accounts s JOIN items i ON i.merchant_id = s.id AND i.listed
          WHERE s.type = 2
            AND (catalogue_fold(${q}) <% catalogue_fold(s.company_name) OR catalogue_fold(s.company_name) LIKE catalogue_fold(${pattern}))
        ), ranked AS (SELECT id, max(score) AS score FROM hits GROUP BY id)
        SELECT ${ITEM_COLUMNS}, count(*) OVER () AS total_hits
        FROM ranked r JOIN items i ON i.id = r.id JOIN accounts a ON a.id = i.merchant_id
        ORDER BY r.score DESC, i.created_at DESC, i.id DESC
        LIMIT ${limit} OFFSET ${offset}`;
}
