import { sql, type SQL } from 'drizzle-orm';
import type { AdminItem, AdminItemPage, AdminProductStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { isUuid } from '../../http/ids.ts';
import { containing } from '../search/store.ts';
import { ITEM_COLUMNS, isoOfCreatedKey, itemOfRow, type ItemRow } from './store-rows.ts';

/**
 * The admin's Products Management list: every store's products newest first by createdDate, one
 * numbered page by offset with the total. The page's ids are read first (from the index of the
 * filter: items_kept_created_idx, _kept_status_, _merchant_, _kept_category_, items_deleted_created_idx
 * or the search's trigram index), then the columns of just those rows.
 */

export interface AdminItemsFilter {
  /** A store's account id. */
  store?: string;
  status?: AdminProductStatus;
  /** A category: its products and those of all its subcategories. */
  category?: number;
  /** Text in the folded name or author, or a product's id. */
  q?: string;
}

export interface AdminItemsRequest extends AdminItemsFilter {
  page: number;
  pageSize: number;
}

const NEWEST_FIRST = (alias: string) => sql.raw(`ORDER BY ${alias}.created_at DESC NULLS LAST, ${alias}.id DESC NULLS LAST`);

const ADMIN_COLUMNS = sql`${ITEM_COLUMNS},
  to_char(i.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS deleted_key`;

type AdminRow = ItemRow & { deleted_key: string | null };

const adminItemOfRow = (row: AdminRow): AdminItem => ({
  ...itemOfRow(row),
  deletedDate: row.deleted_key === null ? null : isoOfCreatedKey(row.deleted_key),
});

/** The filters (but the category) as SQL on `alias`; the deleted products only when asked for. */
function whereOf(filter: AdminItemsFilter, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [
    filter.status === 'DELETED' ? sql`${column('deleted_at')} IS NOT NULL` : sql`${column('deleted_at')} IS NULL`,
  ];
  if (filter.status === 'ACTIVE' || filter.status === 'HIDDEN') parts.push(sql`${column('status')} = ${filter.status}`);
  if (filter.store) parts.push(sql`${column('merchant_id')} = ${filter.store}::uuid`);
  if (filter.q) {
    parts.push(
      isUuid(filter.q) ? sql`${column('id')} = ${filter.q}::uuid` : sql`${column('search_text')} LIKE ${containing(filter.q)}`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** The page's ids and created dates, newest first, skipping `offset`. */
function pageIdsQuery(filter: AdminItemsFilter, categoryIds: readonly number[] | null, limit: number, offset: number): SQL {
  if (categoryIds === null) {
    return sql`SELECT i.id, i.created_at FROM items i WHERE ${whereOf(filter, 'i')} ${NEWEST_FIRST('i')} LIMIT ${limit} OFFSET ${offset}`;
  }
  if (filter.status === 'DELETED') {
    // Few products are deleted at any time: walk them all (items_deleted_created_idx) and keep the category's.
    return sql`SELECT i.id, i.created_at FROM items i
      WHERE ${whereOf(filter, 'i')} AND i.category_id = ANY(${sql.param([...categoryIds])}::int[])
      ${NEWEST_FIRST('i')} LIMIT ${limit} OFFSET ${offset}`;
  }
  // Each category's newest from its own index range, then the newest of those: a parent with many
  // subcategories stays an index read.
  return sql`SELECT picked.id, picked.created_at FROM unnest(${sql.param([...categoryIds])}::int[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT c_i.id, c_i.created_at FROM items c_i WHERE c_i.category_id = c.id AND ${whereOf(filter, 'c_i')}
      ${NEWEST_FIRST('c_i')} LIMIT ${offset + limit}
    ) picked
    ${NEWEST_FIRST('picked')} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The products not deleted in the filter's scope — every store, one store, or a category's subtree —
 * from the counters the triggers keep (merchant_item_counts, category_item_counts: migrations 0008,
 * 0015, 0016), so a total of a million is not a count of a million rows. Null when no counter fits.
 */
function counterTotal(filter: AdminItemsFilter, categoryIds: readonly number[] | null): SQL | null {
  if (filter.q || filter.status === 'DELETED' || (filter.store && categoryIds !== null)) return null;
  if (filter.store)
    return sql`coalesce((SELECT m.items FROM merchant_item_counts m WHERE m.merchant_id = ${filter.store}::uuid), 0)`;
  if (categoryIds !== null) {
    return sql`coalesce((SELECT sum(c.items) FROM category_item_counts c WHERE c.category_id = ANY(${sql.param([...categoryIds])}::int[])), 0)`;
  }
  return sql`coalesce((SELECT sum(m.items) FROM merchant_item_counts m), 0)`;
}

function countQuery(filter: AdminItemsFilter, categoryIds: readonly number[] | null): SQL {
  const inCategories = categoryIds === null ? sql`` : sql`AND i.category_id = ANY(${sql.param([...categoryIds])}::int[])`;
  return sql`(SELECT count(*) FROM items i WHERE ${whereOf(filter, 'i')} ${inCategories})`;
}

/**
 * The filtered total: a counter where one fits; the listed ones as that counter less the hidden ones
 * (far fewer, counted from items_kept_status_created_idx); otherwise a count over the filter's index.
 */
function totalQuery(filter: AdminItemsFilter, categoryIds: readonly number[] | null): SQL {
  const counted = counterTotal(filter, categoryIds);
  if (counted && filter.status === undefined) return sql`SELECT (${counted})::int AS total`;
  if (counted && filter.status === 'ACTIVE') {
    return sql`SELECT (${counted} - ${countQuery({ ...filter, status: 'HIDDEN' }, categoryIds)})::int AS total`;
  }
  return sql`SELECT ${countQuery(filter, categoryIds)}::int AS total`;
}

/** A category and every category below it (categories_upper_position_idx); empty when it does not exist. */
async function categoryAndDescendants(db: Database, category: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`WITH RECURSIVE tree(id) AS (
          SELECT id FROM categories WHERE id = ${category}
          UNION ALL
          SELECT c.id FROM categories c JOIN tree ON c.upper_category_id = tree.id)
        SELECT id FROM tree`,
  );
  return found.map((row) => row.id);
}

/** POST getAdminItems. */
export async function adminItems(db: Database, request: AdminItemsRequest): Promise<AdminItemPage> {
  const q = request.q?.trim() || undefined;
  const filter: AdminItemsFilter = { store: request.store, status: request.status, q };
  const empty = { items: [], page: request.page, total: 0 };
  if (filter.store !== undefined && !isUuid(filter.store)) return empty;
  const categoryIds = request.category === undefined ? null : await categoryAndDescendants(db, request.category);
  if (categoryIds !== null && categoryIds.length === 0) return empty;
  const offset = (request.page - 1) * request.pageSize;
  const [found, counted] = await Promise.all([
    rows<AdminRow>(
      db,
      // Each row of the page by its primary key (OFFSET 0 keeps the planner from turning this into a
      // join that reads the whole table when it cannot tell how many ids the page holds).
      sql`SELECT ${ADMIN_COLUMNS}
          FROM (${pageIdsQuery(filter, categoryIds, request.pageSize, offset)}) page
          CROSS JOIN LATERAL (SELECT * FROM items row WHERE row.id = page.id OFFSET 0) i
          JOIN accounts a ON a.id = i.merchant_id
          ${NEWEST_FIRST('i')}`,
    ),
    rows<{ total: number }>(db, totalQuery(filter, categoryIds)),
  ]);
  return { items: found.map(adminItemOfRow), page: request.page, total: Number(counted[0]?.total ?? 0) };
}
