import { sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  ADMIN_STORE_ITEMS_PREVIEW,
  companySlug,
  type AdminCompany,
  type AdminCompanyList,
  type CompanyHeader,
  type CompanyIdByName,
  type CompanyList,
  type PartnerStatus,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows, rowsPlannedPerCall } from '../../db/rows.ts';
import type { Queryable } from '../auth/accounts.ts';
import { sessionsChanged } from '../auth/session-cache.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';
import { isUuid } from '../../http/ids.ts';
import { decodeKeyset, encodeKeyset, type KeysetPosition } from '../../http/page-token.ts';
import { setPartnerStatus } from '../merchants/service.ts';

/**
 * Stores (companies) are seller accounts with their partner record. `a` is accounts, `p` the
 * partner row, which a seller gets only once an admin changes it (no row = ACTIVE, all categories).
 */
const MERCHANT = sql.raw(`a.type = ${ACCOUNT_TYPE.MERCHANT}`);
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
const CREATED_KEY = sql.raw(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`);
const NEWEST_FIRST = sql.raw('ORDER BY a.created_at DESC, a.id DESC');
/** The same letters `companySlug` folds, through the catalogue's IMMUTABLE folding function. */
const SLUG_OF_NAME = sql.raw(`btrim(regexp_replace(catalogue_fold(a.company_name), '[^a-z0-9]+', '-', 'g'), '-')`);
/** Listed items of the store in `a`: the counter the triggers of migration 0008 keep, not a count of its rows. */
const PRODUCT_COUNT = sql.raw(`coalesce((SELECT c.listed FROM merchant_item_counts c WHERE c.merchant_id = a.id), 0) AS product_count`);

const after = (position: KeysetPosition | undefined): SQL =>
  position ? sql`AND (a.created_at, a.id) < (${position.createdKey}::timestamptz, ${position.id}::uuid)` : sql``;

interface Paged<Row> {
  page: Row[];
  next_page_token: string | null;
}

function pageOf<Row extends { id: string; created_key: string }>(found: Row[], pageSize: number): Paged<Row> {
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  return {
    page,
    next_page_token: found.length > pageSize && last ? encodeKeyset({ createdKey: last.created_key, id: last.id }) : null,
  };
}

const isoOf = (createdKey: string) => new Date(createdKey).toISOString();

interface SummaryRow {
  id: string;
  company_name: string;
  profile_image: string;
  background_image: string;
  premium: boolean;
  created_key: string;
  product_count: number;
}

/** GET /auth/v1/getAllMerchants: ACTIVE, named stores, newest first, with their listed product counts. */
export async function activeCompanies(db: Database, pageSize: number, pageToken: string | undefined): Promise<CompanyList> {
  const position = decodeKeyset(pageToken);
  const found = await rows<SummaryRow>(
    db,
    sql`SELECT a.id, a.company_name, a.profile_image, a.background_image, a.premium, ${CREATED_KEY}, ${PRODUCT_COUNT}
        FROM accounts a
        WHERE ${MERCHANT} AND ${STORE_ACTIVE} AND ${STORE_NAMED} ${after(position)} ${NEWEST_FIRST} LIMIT ${pageSize + 1}`,
  );
  const [counted] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM accounts a WHERE ${MERCHANT} AND ${STORE_ACTIVE} AND ${STORE_NAMED}`,
  );
  const { page, next_page_token } = pageOf(found, pageSize);
  return {
    items: page.map((row) => ({
      id: row.id,
      companyName: row.company_name,
      profileImage: row.profile_image,
      backgroundImage: row.background_image,
      productCount: Number(row.product_count),
      premium: row.premium,
      createdDate: isoOf(row.created_key),
    })),
    next_page_token,
    total: Number(counted?.total ?? 0),
  };
}

interface AdminRow {
  id: string;
  company_name: string;
  company_email: string;
  identifier: string;
  profile_image: string;
  social_media_account: string;
  premium: boolean;
  partner_status: PartnerStatus | null;
  merchant_status: string | null;
  created_key: string;
  categories: number[] | null;
  items: string[] | null;
  item_count: number;
}

/** The admin's store list: a page by token, or numbered (`page` wins), filtered by text and status. */
export interface AdminCompanyQuery {
  pageSize: number;
  pageToken?: string | undefined;
  page?: number | undefined;
  q?: string | undefined;
  status?: PartnerStatus | undefined;
}

/** `LIKE` pattern of the folded `q` anywhere in a folded text (`%` and `_` in `q` are plain characters). */
const containing = (q: string) => sql`catalogue_fold(${`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`;
const STORE_INACTIVE = sql.raw(`EXISTS (SELECT 1 FROM partners off WHERE off.account_id = a.id AND off.status = 'INACTIVE')`);

function adminFilters(query: AdminCompanyQuery): SQL {
  const status = query.status === 'ACTIVE' ? sql`AND NOT ${STORE_INACTIVE}` : query.status === 'INACTIVE' ? sql`AND ${STORE_INACTIVE}` : sql``;
  const q = query.q?.trim();
  if (!q) return status;
  const pattern = containing(q);
  // An id is found by its start, as the table shows its first 8 characters.
  const idStart = /^[0-9a-f-]{1,36}$/i.test(q) ? sql`OR a.id::text LIKE ${`${q.toLowerCase()}%`}` : sql``;
  return sql`${status} AND (catalogue_fold(a.company_name) LIKE ${pattern} OR catalogue_fold(a.identifier) LIKE ${pattern}
    OR catalogue_fold(a.company_email) LIKE ${pattern} ${idStart})`;
}

/** The admin's view of one store row `a` (with its partner row `p`): status, permitted categories, products. */
const ADMIN_COLUMNS = sql`a.id, a.company_name, a.company_email, a.identifier, a.profile_image, a.social_media_account, a.premium,
  a.merchant_status, p.status AS partner_status, ${CREATED_KEY},
  CASE WHEN coalesce(p.all_categories, true)
    THEN (SELECT array_agg(c.id ORDER BY c.id) FROM categories c)
    ELSE (SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM partner_categories pc WHERE pc.account_id = a.id)
  END AS categories,
  (SELECT array_agg(newest.id::text ORDER BY newest.created_at DESC, newest.id DESC)
    FROM (SELECT i.id, i.created_at FROM items i WHERE i.merchant_id = a.id AND i.deleted_at IS NULL
          ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST LIMIT ${ADMIN_STORE_ITEMS_PREVIEW}) newest) AS items,
  coalesce((SELECT c.items FROM merchant_item_counts c WHERE c.merchant_id = a.id), 0) AS item_count`;

/** A text search is planned for its pattern (a rare name uses the trigram index, a common one does not). */
function adminCompanyRows(db: Database, where: SQL, limit: number, offset = 0, planPerCall = false): Promise<AdminRow[]> {
  return (planPerCall ? rowsPlannedPerCall<AdminRow> : rows<AdminRow>)(
    db,
    sql`SELECT ${ADMIN_COLUMNS} FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        WHERE ${MERCHANT} ${where} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`,
  );
}

function adminCompanyOf(row: AdminRow): AdminCompany {
  return {
    id: row.id,
    companyName: row.company_name,
    companyEmail: row.company_email,
    email: row.identifier,
    profileImage: row.profile_image,
    socialMediaAccount: row.social_media_account,
    status: row.partner_status ?? 'ACTIVE',
    premium: row.premium,
    merchantStatus: row.merchant_status ?? 'NOT_VERIFIED',
    categories: (row.categories ?? []).map(String),
    items: row.items ?? [],
    itemCount: Number(row.item_count),
    createdDate: isoOf(row.created_key),
  };
}

/** One store as the admin's list shows it; null unless `id` is a seller's. */
export async function adminCompany(db: Database, id: string): Promise<AdminCompany | null> {
  if (!isUuid(id)) return null;
  const [row] = await adminCompanyRows(db, sql`AND a.id = ${id}::uuid`, 1);
  return row ? adminCompanyOf(row) : null;
}

/**
 * GET /auth/v1/getAdminMerchants: every store with status, permitted categories, its newest product
 * ids (hidden too, deleted ones not; an index walk of items_merchant_created_idx) and the count of all of them (the
 * counter migration 0008's triggers keep) — a page of stores stays small however big they are.
 */
export async function adminCompanies(db: Database, query: AdminCompanyQuery): Promise<AdminCompanyList> {
  const filters = adminFilters(query);
  const position = query.page === undefined ? decodeKeyset(query.pageToken) : undefined;
  const offset = query.page === undefined ? 0 : (query.page - 1) * query.pageSize;
  const searching = Boolean(query.q?.trim());
  const found = await adminCompanyRows(db, sql`${filters} ${after(position)}`, query.pageSize + 1, offset, searching);
  const [counted] = await (searching ? rowsPlannedPerCall<{ total: number }> : rows<{ total: number }>)(
    db,
    sql`SELECT count(*)::int AS total FROM accounts a WHERE ${MERCHANT} ${filters}`,
  );
  const { page, next_page_token } = pageOf(found, query.pageSize);
  return { items: page.map(adminCompanyOf), next_page_token, total: Number(counted?.total ?? 0) };
}

/** GET /company/v1/getCompanyIdByName: an ACTIVE store whose name folds to the same address; oldest wins. */
export async function companyIdByName(db: Database, name: string): Promise<CompanyIdByName> {
  const slug = companySlug(name);
  if (slug === '') return { id: null, companyName: null };
  const [row] = await rows<{ id: string; company_name: string }>(
    db,
    sql`SELECT a.id, a.company_name FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        WHERE ${MERCHANT} AND ${STORE_ACTIVE} AND a.company_name <> '' AND ${SLUG_OF_NAME} = ${slug}
        ORDER BY a.created_at, a.id LIMIT 1`,
  );
  return row ? { id: row.id, companyName: row.company_name } : { id: null, companyName: null };
}

interface HeaderRow {
  id: string;
  company_name: string;
  company_email: string;
  profile_image: string;
  background_image: string;
  social_media_account: string;
  premium: boolean;
  merchant_status: string | null;
  created_key: string;
  product_count: number;
  views: number | string;
  sold: number | string;
  rating: number | string | null;
}

/**
 * GET /company/v1/getCompany: the store header with its figures; null for an unknown or inactive
 * store. The product count is the trigger-kept counter; views, sales and rating are summed over the
 * store's listed items, which no counter keeps (a view would write it on every page load).
 */
export async function companyHeader(db: Database, id: string): Promise<CompanyHeader | null> {
  if (!isUuid(id)) return null;
  const [row] = await rows<HeaderRow>(
    db,
    sql`SELECT a.id, a.company_name, a.company_email, a.profile_image, a.background_image, a.social_media_account,
          a.premium, a.merchant_status, ${CREATED_KEY}, ${PRODUCT_COUNT}, figures.*
        FROM accounts a LEFT JOIN partners p ON p.account_id = a.id
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(i.view_count), 0)::bigint AS views,
                 coalesce(sum(i.sold), 0)::bigint AS sold,
                 round(avg(nullif(i.rating, 0)), 2) AS rating
          FROM items i WHERE i.listed AND i.merchant_id = a.id
        ) figures
        WHERE a.id = ${id}::uuid AND ${MERCHANT} AND ${STORE_ACTIVE}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    companyName: row.company_name,
    companyEmail: row.company_email,
    profileImage: row.profile_image,
    backgroundImage: row.background_image,
    socialMediaAccount: row.social_media_account,
    premium: row.premium,
    merchantStatus: row.merchant_status ?? 'NOT_VERIFIED',
    productCount: Number(row.product_count),
    stats: {
      followers: 0,
      views: Number(row.views),
      sold: Number(row.sold),
      raitingAvarage: row.rating === null ? 0 : Number(row.rating),
    },
    createdDate: isoOf(row.created_key),
  };
}

/**
 * POST /company/v1/updateCompanyStatus, in one transaction: the partner status, its items'
 * merchant_active and, on deactivation, the end of every session of the seller; a failure of any
 * step leaves all of them as they were. 404 UNKNOWN_PARTNER unless the id is a seller's.
 */
export async function updateCompanyStatus(
  db: Database,
  id: string,
  status: PartnerStatus,
  now: Date,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  if (!isUuid(id)) throw catalogueErrors.unknownPartner();
  await setPartnerStatus(db, id, status, async (tx) => {
    if (status === 'INACTIVE') await revokeAllSessionsOf(tx, id, now);
    await alsoInTransaction?.(tx);
  });
  if (status === 'INACTIVE') await sessionsChanged(db);
}
