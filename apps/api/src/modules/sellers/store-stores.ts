import { sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  ADMIN_STORE_ITEMS_PREVIEW,
  PARTNER_DETAIL_ITEMS_PER_CATEGORY,
  type PartnerReviewState,
  type PartnerStatus,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows, rowsPlannedPerCall } from '../../db/rows.ts';
import type { accounts, items, partners } from '../../db/schema.ts';
import type { KeysetPosition } from '../../http/page-token.ts';

/**
 * The stores' queries. A store is a seller account with its `partners` record: `a` is accounts,
 * `p` the record, which a seller gets only once an admin changes it (no row = ACTIVE, all
 * categories). Columns are aliased to the schema's names, so each row type is the schema's columns
 * (`Pick<AccountRow, …>`) plus what the query computes; `createdKey` is the creation time as text,
 * to the microsecond, for the page tokens.
 */
type AccountRow = typeof accounts.$inferSelect;
type ItemRecord = typeof items.$inferSelect;
type SellerRecordRow = typeof partners.$inferSelect;

const SELLER = sql.raw(`a.type = ${ACCOUNT_TYPE.MERCHANT}`);
/**
 * Written as NOT EXISTS rather than over the partners join: the planner then estimates the active
 * stores as most of them and walks accounts_type_created_idx newest first for a page, where
 * `coalesce(p.status, 'ACTIVE') = 'ACTIVE'` was guessed at 0.5 % and every store was read and sorted.
 */
const STORE_ACTIVE = sql.raw(
  `a.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM partners off WHERE off.account_id = a.id AND off.status <> 'ACTIVE')`,
);
/** A seller who has not named the store yet has nothing to show in the public store list. */
const STORE_NAMED = sql.raw(`btrim(a.company_name) <> ''`);
/** A store an admin rejected is shown to no buyer. */
const STORE_NOT_REJECTED = sql.raw(`a.merchant_status IS DISTINCT FROM 'REJECTED'`);
/** The review queue: named stores no admin has decided on yet. */
const AWAITING_REVIEW = sql.raw(`coalesce(a.merchant_status, 'NOT_VERIFIED') = 'NOT_VERIFIED' AND btrim(a.company_name) <> ''`);
const CREATED_KEY = sql.raw(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdKey"`);
const NEWEST_FIRST = sql.raw('ORDER BY a.created_at DESC, a.id DESC');
/** The same letters `companySlug` folds, through the catalogue's IMMUTABLE folding function. */
const SLUG_OF_NAME = sql.raw(`btrim(regexp_replace(catalogue_fold(a.company_name), '[^a-z0-9]+', '-', 'g'), '-')`);
/** Listed items of the store in `a`: the counter the triggers of migration 0008 keep, not a count of its rows. */
const PRODUCT_COUNT = sql.raw(
  `coalesce((SELECT c.listed FROM merchant_item_counts c WHERE c.merchant_id = a.id), 0) AS "productCount"`,
);

const after = (position: KeysetPosition | undefined): SQL =>
  position ? sql`AND (a.created_at, a.id) < (${position.createdKey}::timestamptz, ${position.id}::uuid)` : sql``;

export type SummaryRow = Pick<AccountRow, 'id' | 'companyName' | 'profileImage' | 'backgroundImage' | 'premium'> & {
  createdKey: string;
  productCount: number;
};

/** ACTIVE, named stores, newest first, `limit` of them after `position`, with their listed product counts. */
export function activeStoreRows(db: Database, limit: number, position: KeysetPosition | undefined): Promise<SummaryRow[]> {
  return rows<SummaryRow>(
    db,
    sql`SELECT a.id, a.company_name AS "companyName", a.profile_image AS "profileImage", a.background_image AS "backgroundImage",
          a.premium, ${CREATED_KEY}, ${PRODUCT_COUNT}
        FROM accounts a
        WHERE ${SELLER} AND ${STORE_ACTIVE} AND ${STORE_NAMED} AND ${STORE_NOT_REJECTED} ${after(position)} ${NEWEST_FIRST} LIMIT ${limit}`,
  );
}

export async function activeStoreCount(db: Database): Promise<number> {
  const [counted] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM accounts a WHERE ${SELLER} AND ${STORE_ACTIVE} AND ${STORE_NAMED} AND ${STORE_NOT_REJECTED}`,
  );
  return Number(counted?.total ?? 0);
}

export type AdminRow = Pick<
  AccountRow,
  | 'id'
  | 'companyName'
  | 'companyEmail'
  | 'identifier'
  | 'profileImage'
  | 'socialMediaAccount'
  | 'premium'
  | 'merchantStatus'
  | 'merchantReviewNote'
> & {
  storeStatus: SellerRecordRow['status'] | null;
  createdKey: string;
  allCategories: boolean;
  /** The permitted ids; null when every category is permitted (or none is). */
  categories: number[] | null;
  items: string[] | null;
  itemCount: number;
};

/** The admin's store list: a page by token, or numbered (`page` wins), filtered by text and status. */
export interface AdminStoreQuery {
  pageSize: number;
  pageToken?: string | undefined;
  page?: number | undefined;
  q?: string | undefined;
  status?: PartnerStatus | undefined;
  review?: PartnerReviewState | undefined;
}

/** `LIKE` pattern of the folded `q` anywhere in a folded text (`%` and `_` in `q` are plain characters). */
const containing = (q: string) => sql`catalogue_fold(${`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`;
const STORE_INACTIVE = sql.raw(`EXISTS (SELECT 1 FROM partners off WHERE off.account_id = a.id AND off.status = 'INACTIVE')`);

const REVIEW_FILTERS: Record<PartnerReviewState, SQL> = {
  AWAITING: sql`AND ${AWAITING_REVIEW}`,
  VERIFIED: sql`AND a.merchant_status = 'VERIFIED'`,
  REJECTED: sql`AND a.merchant_status = 'REJECTED'`,
};

function adminFilters(query: AdminStoreQuery): SQL {
  const byStatus =
    query.status === 'ACTIVE' ? sql`AND NOT ${STORE_INACTIVE}` : query.status === 'INACTIVE' ? sql`AND ${STORE_INACTIVE}` : sql``;
  const status = query.review ? sql`${byStatus} ${REVIEW_FILTERS[query.review]}` : byStatus;
  const q = query.q?.trim();
  if (!q) return status;
  const pattern = containing(q);
  // An id is found by its start, as the table shows its first 8 characters.
  const idStart = /^[0-9a-f-]{1,36}$/i.test(q) ? sql`OR a.id::text LIKE ${`${q.toLowerCase()}%`}` : sql``;
  return sql`${status} AND (catalogue_fold(a.company_name) LIKE ${pattern} OR catalogue_fold(a.identifier) LIKE ${pattern}
    OR catalogue_fold(a.company_email) LIKE ${pattern} ${idStart})`;
}

/** The admin's view of one store row `a` (with its partner row `p`): status, permitted categories, products. */
const ADMIN_COLUMNS = sql`a.id, a.company_name AS "companyName", a.company_email AS "companyEmail", a.identifier,
  a.profile_image AS "profileImage", a.social_media_account AS "socialMediaAccount", a.premium,
  a.merchant_status AS "merchantStatus", a.merchant_review_note AS "merchantReviewNote", p.status AS "storeStatus", ${CREATED_KEY},
  coalesce(p.all_categories, true) AS "allCategories",
  CASE WHEN NOT coalesce(p.all_categories, true)
    THEN (SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM partner_categories pc WHERE pc.account_id = a.id)
  END AS categories,
  (SELECT array_agg(newest.id::text ORDER BY newest.created_at DESC, newest.id DESC)
    FROM (SELECT i.id, i.created_at FROM items i WHERE i.merchant_id = a.id AND i.deleted_at IS NULL
          ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST LIMIT ${ADMIN_STORE_ITEMS_PREVIEW}) newest) AS items,
  coalesce((SELECT c.items FROM merchant_item_counts c WHERE c.merchant_id = a.id), 0) AS "itemCount"`;

/** A text search is planned for its pattern (a rare name uses the trigram index, a common one does not). */
function adminStoreRows(db: Database, where: SQL, limit: number, offset = 0, planPerCall = false): Promise<AdminRow[]> {
  return (planPerCall ? rowsPlannedPerCall<AdminRow> : rows<AdminRow>)(
    db,
    sql`SELECT ${ADMIN_COLUMNS} FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        WHERE ${SELLER} ${where} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`,
  );
}

/**
 * Up to `limit` stores of the admin's list, newest first, after `position` (a page token's) or
 * `offset` (a numbered page's), and how many stores the filters let through.
 */
export async function adminStorePage(
  db: Database,
  query: AdminStoreQuery,
  position: KeysetPosition | undefined,
  limit: number,
  offset: number,
): Promise<{ found: AdminRow[]; total: number; awaitingReview: number }> {
  const filters = adminFilters(query);
  const searching = Boolean(query.q?.trim());
  const found = await adminStoreRows(db, sql`${filters} ${after(position)}`, limit, offset, searching);
  const [counted] = await (searching ? rowsPlannedPerCall<{ total: number }> : rows<{ total: number }>)(
    db,
    sql`SELECT count(*)::int AS total FROM accounts a WHERE ${SELLER} ${filters}`,
  );
  const [awaiting] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM accounts a WHERE ${SELLER} AND ${AWAITING_REVIEW}`,
  );
  return { found, total: Number(counted?.total ?? 0), awaitingReview: Number(awaiting?.total ?? 0) };
}

/** One store as the admin's list shows it; undefined unless `id` is a seller's. */
export async function adminStoreRow(db: Database, id: string): Promise<AdminRow | undefined> {
  const [row] = await adminStoreRows(db, sql`AND a.id = ${id}::uuid`, 1);
  return row;
}

/** The oldest ACTIVE store whose name folds to `slug`. */
export async function activeStoreBySlug(db: Database, slug: string): Promise<Pick<AccountRow, 'id' | 'companyName'> | undefined> {
  const [row] = await rows<Pick<AccountRow, 'id' | 'companyName'>>(
    db,
    sql`SELECT a.id, a.company_name AS "companyName" FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        WHERE ${SELLER} AND ${STORE_ACTIVE} AND ${STORE_NOT_REJECTED} AND a.company_name <> '' AND ${SLUG_OF_NAME} = ${slug}
        ORDER BY a.created_at, a.id LIMIT 1`,
  );
  return row;
}

export type HeaderRow = Pick<
  AccountRow,
  'id' | 'companyName' | 'companyEmail' | 'profileImage' | 'backgroundImage' | 'socialMediaAccount' | 'premium' | 'merchantStatus'
> & {
  createdKey: string;
  productCount: number;
  views: number | string;
  sold: number | string;
  rating: number | string | null;
  ratingCount: number | string;
};

/**
 * An ACTIVE, named store's header with its figures (a store without a name, or rejected, has no
 * page). The rating is the average of every rating of its listed products, with their count. The product count is the trigger-kept counter; views,
 * sales and rating are summed over the store's listed items, which no counter keeps (a view would
 * write it on every page load).
 */
export async function activeStoreHeaderRow(db: Database, id: string): Promise<HeaderRow | undefined> {
  const [row] = await rows<HeaderRow>(
    db,
    sql`SELECT a.id, a.company_name AS "companyName", a.company_email AS "companyEmail", a.profile_image AS "profileImage",
          a.background_image AS "backgroundImage", a.social_media_account AS "socialMediaAccount",
          a.premium, a.merchant_status AS "merchantStatus", ${CREATED_KEY}, ${PRODUCT_COUNT}, figures.*
        FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(i.view_count), 0)::bigint AS views,
                 coalesce(sum(i.sold), 0)::bigint AS sold,
                 round(sum(i.rating * i.rating_count) / nullif(sum(i.rating_count), 0), 2) AS rating,
                 coalesce(sum(i.rating_count), 0)::bigint AS "ratingCount"
          FROM items i WHERE i.listed AND i.merchant_id = a.id
        ) figures
        WHERE a.id = ${id}::uuid AND ${SELLER} AND ${STORE_ACTIVE} AND ${STORE_NAMED} AND ${STORE_NOT_REJECTED}`,
  );
  return row;
}

export type GroupRow = Pick<ItemRecord, 'productName' | 'coverImage' | 'status'> & {
  categoryId: number;
  count: number;
  id: string;
};

/**
 * A store's products (hidden ones too, deleted ones not) by category: each category's count (one
 * aggregate over the store's rows), then the newest few of each category. A window over the whole
 * store sorted every row: with 100,000 products this is about 4 times faster.
 */
export function productGroupRows(db: Database, sellerId: string): Promise<GroupRow[]> {
  return rows<GroupRow>(
    db,
    sql`SELECT counted.category_id AS "categoryId", counted.count, newest.id, newest.product_name AS "productName",
          newest.cover_image AS "coverImage", newest.status
        FROM (
          SELECT i.category_id, count(*)::int AS count FROM items i
          WHERE i.merchant_id = ${sellerId}::uuid AND i.deleted_at IS NULL GROUP BY i.category_id
        ) counted
        CROSS JOIN LATERAL (
          SELECT i.id::text AS id, i.product_name, i.cover_image, i.status, i.created_at, i.id AS uuid FROM items i
          WHERE i.merchant_id = ${sellerId}::uuid AND i.deleted_at IS NULL AND i.category_id = counted.category_id
          ORDER BY i.created_at DESC NULLS LAST, i.id DESC LIMIT ${PARTNER_DETAIL_ITEMS_PER_CATEGORY}
        ) newest
        ORDER BY counted.count DESC, counted.category_id, newest.created_at DESC NULLS LAST, newest.uuid DESC`,
  );
}
