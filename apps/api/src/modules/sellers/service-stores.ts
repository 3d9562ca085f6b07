import {
  companySlug,
  type AdminCompany,
  type AdminCompanyList,
  type AdminPartner,
  type CompanyHeader,
  type CompanyIdByName,
  type CompanyList,
  type PartnerProductGroup,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { decodeKeyset, encodeKeyset } from '../../http/page-token.ts';
import { sellerErrors } from './errors.ts';
import {
  activeStoreBySlug,
  activeStoreCount,
  activeStoreHeaderRow,
  activeStoreRows,
  adminStorePage,
  adminStoreRow,
  productGroupRows,
  type AdminRow,
  type AdminStoreQuery,
} from './store-stores.ts';
import { followersOfStore } from '../favourites/service.ts';

/**
 * The stores as shoppers and the admin see them: the public store list and header, the 404 page's
 * look-up by name, the admin's store list and one store's detail.
 */

interface Paged<Row> {
  page: Row[];
  next_page_token: string | null;
}

/** The first `pageSize` of `found` (read one more than a page) and the token of the page after them. */
function pageOf<Row extends { id: string; createdKey: string }>(found: Row[], pageSize: number): Paged<Row> {
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  return {
    page,
    next_page_token: found.length > pageSize && last ? encodeKeyset({ createdKey: last.createdKey, id: last.id }) : null,
  };
}

const isoOf = (createdKey: string) => new Date(createdKey).toISOString();

/** GET /auth/v1/getAllMerchants: ACTIVE, named stores, newest first, with their listed product counts. */
export async function activeStores(db: Database, pageSize: number, pageToken: string | undefined): Promise<CompanyList> {
  const found = await activeStoreRows(db, pageSize + 1, decodeKeyset(pageToken));
  const total = await activeStoreCount(db);
  const { page, next_page_token } = pageOf(found, pageSize);
  return {
    items: page.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      profileImage: row.profileImage,
      backgroundImage: row.backgroundImage,
      productCount: Number(row.productCount),
      premium: row.premium,
      createdDate: isoOf(row.createdKey),
    })),
    next_page_token,
    total,
  };
}

function adminStoreOf(row: AdminRow): AdminCompany {
  return {
    id: row.id,
    companyName: row.companyName,
    companyEmail: row.companyEmail,
    email: row.identifier,
    profileImage: row.profileImage,
    socialMediaAccount: row.socialMediaAccount,
    status: row.storeStatus ?? 'ACTIVE',
    premium: row.premium,
    merchantStatus: row.merchantStatus ?? 'NOT_VERIFIED',
    reviewNote: row.merchantReviewNote,
    allCategories: row.allCategories,
    categories: (row.categories ?? []).map(String),
    items: row.items ?? [],
    itemCount: Number(row.itemCount),
    createdDate: isoOf(row.createdKey),
  };
}

/** One store as the admin's list shows it; null unless `id` is a seller's. */
export async function adminStore(db: Database, id: string): Promise<AdminCompany | null> {
  if (!isUuid(id)) return null;
  const row = await adminStoreRow(db, id);
  return row ? adminStoreOf(row) : null;
}

/**
 * GET /auth/v1/getAdminMerchants: every store with status, permitted categories, its newest product
 * ids (hidden too, deleted ones not; an index walk of items_merchant_created_idx) and the count of all of them (the
 * counter migration 0008's triggers keep) — a page of stores stays small however big they are.
 */
export async function adminStores(db: Database, query: AdminStoreQuery): Promise<AdminCompanyList> {
  const position = query.page === undefined ? decodeKeyset(query.pageToken) : undefined;
  const offset = query.page === undefined ? 0 : (query.page - 1) * query.pageSize;
  const { found, total, awaitingReview } = await adminStorePage(db, query, position, query.pageSize + 1, offset);
  const { page, next_page_token } = pageOf(found, query.pageSize);
  return { items: page.map(adminStoreOf), next_page_token, total, awaitingReview };
}

/** GET /company/v1/getCompanyIdByName: an ACTIVE store whose name folds to the same address; oldest wins. */
export async function storeIdByName(db: Database, name: string): Promise<CompanyIdByName> {
  const slug = companySlug(name);
  if (slug === '') return { id: null, companyName: null };
  const row = await activeStoreBySlug(db, slug);
  return row ? { id: row.id, companyName: row.companyName } : { id: null, companyName: null };
}

/** GET /company/v1/getCompany: the store header with its figures; null for an unknown or inactive store. */
export async function storeHeader(db: Database, id: string): Promise<CompanyHeader | null> {
  if (!isUuid(id)) return null;
  const row = await activeStoreHeaderRow(db, id);
  if (!row) return null;
  return {
    id: row.id,
    companyName: row.companyName,
    companyEmail: row.companyEmail,
    profileImage: row.profileImage,
    backgroundImage: row.backgroundImage,
    socialMediaAccount: row.socialMediaAccount,
    premium: row.premium,
    merchantStatus: row.merchantStatus ?? 'NOT_VERIFIED',
    productCount: Number(row.productCount),
    stats: {
      followers: await followersOfStore(db, row.id),
      views: Number(row.views),
      sold: Number(row.sold),
      raitingAvarage: row.rating === null ? 0 : Number(row.rating),
      ratingCount: Number(row.ratingCount),
    },
    createdDate: isoOf(row.createdKey),
  };
}

/** A store's products (hidden ones too, deleted ones not) by category, the newest few of each. */
async function productGroupsOf(db: Database, sellerId: string): Promise<PartnerProductGroup[]> {
  const groups = new Map<number, PartnerProductGroup>();
  for (const row of await productGroupRows(db, sellerId)) {
    const group = groups.get(row.categoryId) ?? { categoryId: row.categoryId, count: Number(row.count), items: [] };
    group.items.push({ id: row.id, productName: row.productName, coverImage: row.coverImage, status: row.status });
    groups.set(row.categoryId, group);
  }
  return [...groups.values()];
}

/** GET /company/v1/getAdminPartner: the store as the admin's list shows it, with its products by category. 404 UNKNOWN_PARTNER unless a seller's. */
export async function adminSellerDetail(db: Database, id: string): Promise<AdminPartner> {
  const store = await adminStore(db, id);
  if (!store) throw sellerErrors.unknownSeller();
  return { ...store, productGroups: await productGroupsOf(db, id) };
}
