import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { ITEM_COLUMNS, keysetPage, type KeysetPage } from './store-rows.ts';
import { companyItems, itemsInCategories } from './store.ts';

// Lists with page links (spec §2 pagination: first, last, a window around the current page) need
// page N without walking N-1 tokens. These read by offset; the answer's token still continues by
// keyset, so a client may switch to "next" paging from any numbered page. MAX_LIST_PAGE bounds the offset.

const NEWEST_FIRST = sql.raw('ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST');

export interface NumberedPageRequest {
  /** 1-based. */
  page: number;
  pageSize?: number;
}

function window(request: NumberedPageRequest): { size: number; offset: number } {
  const size = request.pageSize ?? DEFAULT_PAGE_SIZE;
  return { size, offset: (Math.max(1, request.page) - 1) * size };
}

/** Page N of the listed items of several categories, newest first (each category read from its own index range). */
export function itemsInCategoriesAtPage(
  db: Database,
  categoryIds: readonly number[],
  request: NumberedPageRequest,
): Promise<KeysetPage> {
  const { size, offset } = window(request);
  const reach = offset + size + 1;
  return keysetPage(
    db,
    sql`SELECT ${ITEM_COLUMNS}
      FROM (
        SELECT picked.id, picked.created_at FROM unnest(${sql.param([...new Set(categoryIds)])}::int[]) AS c(id)
        CROSS JOIN LATERAL (
          SELECT c_i.id, c_i.created_at FROM items c_i
          WHERE c_i.listed AND c_i.category_id = c.id
          ORDER BY c_i.created_at DESC NULLS LAST, c_i.id DESC NULLS LAST LIMIT ${reach}
        ) picked
        ORDER BY picked.created_at DESC NULLS LAST, picked.id DESC NULLS LAST LIMIT ${size + 1} OFFSET ${offset}
      ) top
      JOIN items i ON i.id = top.id JOIN accounts a ON a.id = i.merchant_id
      ${NEWEST_FIRST}`,
    size,
  );
}

/**
 * Page N of a store's listed items, newest first: the page's ids by offset first (an index-only walk
 * of items_listed_merchant_created_idx, so the skipped rows are never read from the table), then the
 * columns of just those rows — the last page of a big store stays an index read.
 */
export function companyItemsAtPage(db: Database, merchantId: string, request: NumberedPageRequest): Promise<KeysetPage> {
  const { size, offset } = window(request);
  if (!isUuid(merchantId)) return Promise.resolve({ items: [], next_page_token: null });
  return keysetPage(
    db,
    sql`SELECT ${ITEM_COLUMNS}
        FROM (
          SELECT i.id FROM items i WHERE i.listed AND i.merchant_id = ${merchantId}::uuid
          ${NEWEST_FIRST} LIMIT ${size + 1} OFFSET ${offset}
        ) page
        JOIN items i ON i.id = page.id JOIN accounts a ON a.id = i.merchant_id
        ${NEWEST_FIRST}`,
    size,
  );
}

/** The shared paging fields of the two list calls. */
export interface ListPaging {
  page_size?: number;
  page_token?: string;
  page?: number;
}

/** getItemsByCategory: a numbered page when `page` is given, else by token. */
export function categoryItemsPage(db: Database, categoryIds: readonly number[], paging: ListPaging): Promise<KeysetPage> {
  return paging.page !== undefined
    ? itemsInCategoriesAtPage(db, categoryIds, { page: paging.page, pageSize: paging.page_size })
    : itemsInCategories(db, categoryIds, { pageSize: paging.page_size, pageToken: paging.page_token });
}

/** getProductsByCompanyId: a numbered page when `page` is given, else by token. */
export function companyItemsPage(db: Database, merchantId: string, paging: ListPaging): Promise<KeysetPage> {
  return paging.page !== undefined
    ? companyItemsAtPage(db, merchantId, { page: paging.page, pageSize: paging.page_size })
    : companyItems(db, merchantId, { pageSize: paging.page_size, pageToken: paging.page_token });
}
