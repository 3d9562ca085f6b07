import type { CataloguePageRequest, CategoryNode, Item, ItemPage } from './catalogue.ts';
import { EMPTY_ITEM_PAGE } from './catalogue-rules.ts';
import type { CompanyHeader, CompanyIdByName, CompanyList } from './company.ts';
import type { Language } from './i18n.ts';
import type { TestGatewaySessionView } from './test-gateway.ts';
import { REVIEW_PAGE_SIZE } from './review-rules.ts';
import type { ItemReviews } from './reviews.ts';
import type { ItemVariations } from './variations.ts';
import type { PromotedItems } from './promotions.ts';

/**
 * What shopper loaders may ask the backend. On the server apps/api passes its services
 * (no HTTP hop); in the browser apps/web passes a fetch client. Grows with each feature.
 */
export interface ShopperApi {
  health(): Promise<{ ok: boolean }>;
  /** Catalogue reads (spec §8: a failed read gives an empty list, or null for one item). */
  topItems(top: number): Promise<Item[]>;
  topSale(top: number): Promise<Item[]>;
  /** The category tree with product counts, titles in `lng`. */
  categories(lng: Language): Promise<CategoryNode[]>;
  itemById(id: string): Promise<Item | null>;
  similarItems(id: string, top?: number): Promise<Item[]>;
  itemsByCategory(ids: number[], page?: CataloguePageRequest): Promise<ItemPage>;
  companyItems(id: string, page?: CataloguePageRequest): Promise<ItemPage>;
  search(q: string, page?: number): Promise<ItemPage>;
  /** The active store whose vanity address (companySlug) matches `name`; nulls when none does. */
  companyIdByName(name: string): Promise<CompanyIdByName>;
  /** Active stores, newest first (`GET /auth/v1/getAllMerchants`); the first page is the home page's store strip. */
  companies(page?: CataloguePageRequest): Promise<CompanyList>;
  /** A store's header (`GET /company/v1/getCompany`); null for an unknown or inactive store. */
  company(id: string): Promise<CompanyHeader | null>;
  /** The test gateway's hosted page (`GET /test-gateway/v1/getSession`); null for an unknown session or a gateway turned off. */
  testGatewaySession(sessionId: string): Promise<TestGatewaySessionView | null>;
  /** A product's visible reviews, newest first (`GET /review/v1/getItemReviews`), one page of one rating or all, with its summary. */
  itemReviews(itemId: string, query?: { page?: number; stars?: number | null }): Promise<ItemReviews>;
  /** A product's price and stock per option (`GET /variation/v1/getItemVariations`); null for a product without variations. */
  itemVariations(itemId: string): Promise<ItemVariations | null>;
  /** Running promotions' products (`GET /promotion/v1/getPromotedItems`): the home page's row, or a category's first places. */
  promotedItems(categoryId?: number): Promise<PromotedItems>;
}

/** A ShopperApi's catalogue reads answering nothing (spec §8's fallbacks) — for tests and stories. */
export const emptyCatalogueReads: Omit<ShopperApi, 'health'> = {
  topItems: async () => [],
  topSale: async () => [],
  categories: async () => [],
  itemById: async () => null,
  similarItems: async () => [],
  itemsByCategory: async () => EMPTY_ITEM_PAGE,
  companyItems: async () => EMPTY_ITEM_PAGE,
  search: async () => EMPTY_ITEM_PAGE,
  companyIdByName: async () => ({ id: null, companyName: null }),
  companies: async () => ({ items: [], next_page_token: null, total: 0 }),
  company: async () => null,
  testGatewaySession: async () => null,
  itemReviews: async () => EMPTY_ITEM_REVIEWS,
  itemVariations: async () => null,
  promotedItems: async () => ({ items: [] }),
};

/** A product nobody has reviewed (or whose reviews could not be read). */
export const EMPTY_ITEM_REVIEWS: ItemReviews = {
  reviews: [],
  page: 1,
  pageSize: REVIEW_PAGE_SIZE,
  total: 0,
  summary: { average: 0, count: 0, counts: [0, 0, 0, 0, 0] },
};
