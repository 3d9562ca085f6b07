import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE, DEFAULT_PAGE_SIZE, type Item, type ItemPage, type ItemStatus } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { isUuid } from '../../http/ids.ts';
import { ITEM_COLUMNS, itemOfRow, keysetPage, selectItems, type ItemRow, type KeysetPage } from './store-rows.ts';
import { decodeKeyset, type KeysetPosition } from '../../http/page-token.ts';

/** Who is reading: hidden items and items of inactive stores are shown only to their owner and admins. */
export interface Viewer {
  accountId: string;
  type: number;
}

export interface PageRequest {
  pageSize?: number;
  pageToken?: string;
}

const NEWEST_FIRST = sql.raw('ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST');

const after = (position: KeysetPosition | undefined, alias = 'i'): SQL =>
  position
    ? sql`AND (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${position.createdKey}::timestamptz, ${position.id}::uuid)`
    : sql``;

export const latestItemsQuery = (limit: number, position?: KeysetPosition): SQL =>
  sql`SELECT ${ITEM_COLUMNS} FROM items i JOIN accounts a ON a.id = i.merchant_id
      WHERE i.listed ${after(position)} ${NEWEST_FIRST} LIMIT ${limit}`;

/** GET getAllItems: every listed item, newest first. */
export function latestItems(db: Database, page: PageRequest): Promise<KeysetPage> {
  const size = page.pageSize ?? DEFAULT_PAGE_SIZE;
  return keysetPage(db, latestItemsQuery(size + 1, decodeKeyset(page.pageToken)), size);
}

/**
 * Listed items of several categories, newest first: the newest `limit` of each category from its
 * own index range, then the newest `limit` of those — so a parent with many subcategories stays
 * an index read however large the catalogue.
 */
export function newestInCategories(
  categoryIds: readonly number[],
  limit: number,
  position?: KeysetPosition,
  excludeId?: string,
): SQL {
  const exclude = excludeId ? sql`AND c_i.id <> ${excludeId}::uuid` : sql``;
  return sql`SELECT ${ITEM_COLUMNS}
    FROM (
      SELECT picked.id, picked.created_at FROM unnest(${sql.param([...new Set(categoryIds)])}::int[]) AS c(id)
      CROSS JOIN LATERAL (
        SELECT c_i.id, c_i.created_at FROM items c_i
        WHERE c_i.listed AND c_i.category_id = c.id ${after(position, 'c_i')} ${exclude}
        ORDER BY c_i.created_at DESC NULLS LAST, c_i.id DESC NULLS LAST LIMIT ${limit}
      ) picked
      ORDER BY picked.created_at DESC, picked.id DESC LIMIT ${limit}
    ) top
    JOIN items i ON i.id = top.id JOIN accounts a ON a.id = i.merchant_id
    ${NEWEST_FIRST}`;
}

/** POST getItemsByCategory: `ids` are the chosen category and all its subcategories. */
export function itemsInCategories(db: Database, categoryIds: readonly number[], page: PageRequest): Promise<KeysetPage> {
  const size = page.pageSize ?? DEFAULT_PAGE_SIZE;
  return keysetPage(db, newestInCategories(categoryIds, size + 1, decodeKeyset(page.pageToken)), size);
}

/** POST getProductsByCompanyId: a store's listed items, newest first. */
export function companyItems(db: Database, merchantId: string, page: PageRequest): Promise<KeysetPage> {
  const size = page.pageSize ?? DEFAULT_PAGE_SIZE;
  const position = decodeKeyset(page.pageToken);
  if (!isUuid(merchantId)) return Promise.resolve({ items: [], next_page_token: null });
  return keysetPage(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM items i JOIN accounts a ON a.id = i.merchant_id
        WHERE i.listed AND i.merchant_id = ${merchantId}::uuid ${after(position)} ${NEWEST_FIRST} LIMIT ${size + 1}`,
    size,
  );
}

export type TopOrder = 'popular' | 'bestselling';
const TOP_ORDER: Record<TopOrder, SQL> = {
  popular: sql.raw('ORDER BY i.view_count DESC NULLS LAST, i.id DESC NULLS LAST'),
  bestselling: sql.raw('ORDER BY i.sold DESC NULLS LAST, i.id DESC NULLS LAST'),
};

/** getTopItems (most viewed) and getTopSale (most sold). */
export function topItems(db: Database, order: TopOrder, top: number): Promise<Item[]> {
  return selectItems(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM items i JOIN accounts a ON a.id = i.merchant_id
        WHERE i.listed ${TOP_ORDER[order]} LIMIT ${top}`,
  );
}

/** A product an admin deleted is shown to admins only: it has left the shopper site and the seller's panel. */
const mayShow = (row: ItemRow & { deleted: boolean }, viewer: Viewer | undefined) =>
  row.listed ||
  (viewer !== undefined && (viewer.type === ACCOUNT_TYPE.ADMIN || (viewer.accountId === row.merchant_id && !row.deleted)));

/** POST getItemsById: the item, or null when unknown or not for this viewer's eyes. */
export async function itemById(db: Database, id: string, viewer?: Viewer): Promise<Item | null> {
  if (!isUuid(id)) return null;
  const [row] = await rows<ItemRow & { deleted: boolean }>(
    db,
    sql`SELECT ${ITEM_COLUMNS}, i.deleted_at IS NOT NULL AS deleted FROM items i JOIN accounts a ON a.id = i.merchant_id WHERE i.id = ${id}::uuid`,
  );
  return row && mayShow(row, viewer) ? itemOfRow(row) : null;
}

/** POST getSimilarItemList: the same leaf category first, then its sibling categories. */
export async function similarItems(db: Database, id: string, top: number): Promise<Item[]> {
  if (!isUuid(id)) return [];
  const [origin] = await rows<{ category_id: number; upper_category_id: number | null }>(
    db,
    sql`SELECT i.category_id, c.upper_category_id FROM items i JOIN categories c ON c.id = i.category_id WHERE i.id = ${id}::uuid`,
  );
  if (!origin) return [];
  const same = await selectItems(db, newestInCategories([origin.category_id], top, undefined, id));
  if (same.length >= top) return same;
  const siblings = await rows<{ id: number }>(
    db,
    origin.upper_category_id === null
      ? sql`SELECT id FROM categories WHERE upper_category_id IS NULL AND id <> ${origin.category_id}`
      : sql`SELECT id FROM categories WHERE upper_category_id = ${origin.upper_category_id} AND id <> ${origin.category_id}`,
  );
  if (siblings.length === 0) return same;
  const more = await selectItems(
    db,
    newestInCategories(
      siblings.map((sibling) => sibling.id),
      top - same.length,
      undefined,
      id,
    ),
  );
  return [...same, ...more];
}

/**
 * The seller's page: the ids by offset first (an index-only walk of items_merchant_created_idx, so
 * the skipped rows are never read from the table), then the columns of just those rows. Products an
 * admin deleted are not the seller's to see (the seller indexes leave them out).
 */
export const sellerItemsQuery = (merchantId: string, limit: number, offset: number, filter: SQL = sql``): SQL =>
  sql`SELECT ${ITEM_COLUMNS}
      FROM (
        SELECT i.id FROM items i WHERE i.merchant_id = ${merchantId}::uuid AND i.deleted_at IS NULL ${filter}
        ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}
      ) page
      JOIN items i ON i.id = page.id JOIN accounts a ON a.id = i.merchant_id
      ${NEWEST_FIRST}`;

/**
 * All of a seller's items, hidden included, deleted and archived ones not: the counter the triggers of
 * migrations 0008 and 0015 keep, less the archived ones (counted on items_merchant_archived_idx).
 */
const sellerTotal = (merchantId: string): SQL =>
  sql`coalesce((SELECT items FROM merchant_item_counts WHERE merchant_id = ${merchantId}::uuid), 0)
    - (SELECT count(*) FROM items i WHERE i.merchant_id = ${merchantId}::uuid AND i.archived_at IS NOT NULL AND i.deleted_at IS NULL)`;

/**
 * The seller's filters as SQL on `i`: own ids, status (served by items_merchant_status_created_idx)
 * and text in the folded name and author (the search column, compared by position so that `%` or
 * `_` in the text are plain characters).
 */
function sellerFilter(filter: SellerFilter): SQL {
  const parts: SQL[] = [];
  if (filter.ids) parts.push(sql`AND i.id = ANY(${sql.param([...filter.ids])}::uuid[])`);
  if (filter.status) parts.push(sql`AND i.status = ${filter.status}`);
  if (filter.q) parts.push(sql`AND strpos(i.search_text, catalogue_fold(${filter.q})) > 0`);
  // The archive (catalogue-tools/): its own view; the others leave it out (ids asked by name are answered wherever they are).
  if (filter.archived) parts.push(sql`AND i.archived_at IS NOT NULL`);
  else if (!filter.ids) parts.push(sql`AND i.archived_at IS NULL`);
  return sql.join(parts, sql` `);
}

const isFiltered = (filter: SellerFilter) =>
  filter.ids !== undefined || filter.status !== undefined || Boolean(filter.q) || Boolean(filter.archived);

/**
 * The seller's page and the total in one round trip: always one row at least, whose `total` holds
 * even when the page is empty (its item columns are then null). Unfiltered, the total is the
 * trigger-kept counter; filtered, a count over the same index the page reads.
 */
const sellerPageWithTotalQuery = (merchantId: string, limit: number, offset: number, filter: SellerFilter): SQL => {
  const where = sellerFilter(filter);
  const total = isFiltered(filter)
    ? sql`(SELECT count(*) FROM items i WHERE i.merchant_id = ${merchantId}::uuid AND i.deleted_at IS NULL ${where})`
    : sellerTotal(merchantId);
  return sql`SELECT counted.total, page.*
    FROM (SELECT ${total} AS total) counted
    LEFT JOIN LATERAL (${sellerItemsQuery(merchantId, limit, offset, where)}) page ON true
    ORDER BY page.created_key DESC, page.id DESC`;
};

export interface SellerFilter {
  ids?: readonly string[];
  status?: ItemStatus;
  /** Text in the product or author name; blank = none. */
  q?: string;
  /** The archived products only; otherwise they are left out. */
  archived?: boolean;
}

export interface SellerPageRequest extends SellerFilter {
  pageSize: number;
  offset: number;
}

/** POST /merchant/v1/getItemListByPage: the seller's own items (hidden too), newest first, by offset, with the filtered total. */
export async function sellerItems(
  db: Database,
  merchantId: string,
  request: SellerPageRequest,
): Promise<ItemPage & { total: number }> {
  const ids = request.ids ? request.ids.filter(isUuid) : undefined;
  if (ids && ids.length === 0) return { items: [], next_page_token: null, total: 0 };
  const q = request.q?.trim() || undefined;
  const found = await rows<Partial<ItemRow> & { total: number | string }>(
    db,
    sellerPageWithTotalQuery(merchantId, request.pageSize, request.offset, {
      ids,
      status: request.status,
      q,
      archived: request.archived,
    }),
  );
  const total = Number(found[0]?.total ?? 0);
  const items = found.flatMap((row) => (row.id === null || row.id === undefined ? [] : [itemOfRow(row as ItemRow)]));
  const next = request.offset + items.length;
  return { items, next_page_token: next < total ? String(next) : null, total };
}
