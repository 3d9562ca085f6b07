import {
  API_PATHS,
  EMPTY_ITEM_PAGE,
  EMPTY_ITEM_REVIEWS,
  type CategoryNode,
  type CompanyHeader,
  type CompanyIdByName,
  type CompanyList,
  type Item,
  type ItemPage,
  type ItemReviews,
  type ItemVariations,
  type PromotedItems,
  type ShopperApi,
  type TestGatewaySessionView,
} from '@marketplace/contract';
import { isApiError } from './ApiError.ts';
import { browserClient } from './browserClient.ts';
import { isTryAgainShortly } from './tryAgainShortly.ts';

/**
 * Spec §8: a failed catalogue read is logged and answers its empty value; the page never breaks.
 * Except a 503 (database or server unavailable for a moment): an empty page would claim there is
 * nothing, so the page says "try again shortly" instead.
 */
async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiError(error) || isTryAgainShortly(error)) throw error;
    console.warn(`catalogue read failed: ${error.code}`);
    return fallback;
  }
}

const NO_COMPANY: CompanyIdByName = { id: null, companyName: null };
const NO_COMPANIES: CompanyList = { items: [], next_page_token: null, total: 0 };
const NO_PROMOTED_ITEMS: PromotedItems = { items: [] };

/** ShopperApi over HTTP, for loaders running in the browser (client-side navigation). */
export const browserApi: ShopperApi = {
  async health() {
    try {
      await browserClient.get(API_PATHS.health.ready);
      return { ok: true };
    } catch (error) {
      if (isApiError(error)) return { ok: false };
      throw error;
    }
  },
  topItems: (top) => orFallback(browserClient.get<Item[]>(API_PATHS.item.getTopItems, { query: { top } }), []),
  topSale: (top) => orFallback(browserClient.get<Item[]>(API_PATHS.item.getTopSale, { query: { top } }), []),
  categories: (lng) => orFallback(browserClient.get<CategoryNode[]>(API_PATHS.item.getAllCategories, { query: { lng } }), []),
  itemById: (id) => orFallback(browserClient.post<Item | null>(API_PATHS.item.getItemsById, { id }), null),
  similarItems: (id, top) => orFallback(browserClient.post<Item[]>(API_PATHS.item.getSimilarItemList, { id, top }), []),
  itemsByCategory: (ids, page = {}) =>
    orFallback(browserClient.post<ItemPage>(API_PATHS.item.getItemsByCategory, { ids, ...page }), EMPTY_ITEM_PAGE),
  companyItems: (id, page = {}) =>
    orFallback(browserClient.post<ItemPage>(API_PATHS.item.getProductsByCompanyId, { id, ...page }), EMPTY_ITEM_PAGE),
  search: (q, page) => orFallback(browserClient.get<ItemPage>(API_PATHS.item.search, { query: { q, page } }), EMPTY_ITEM_PAGE),
  companyIdByName: (name) =>
    orFallback(browserClient.get<CompanyIdByName>(API_PATHS.company.getCompanyIdByName, { query: { name } }), NO_COMPANY),
  company: (id) => orFallback(browserClient.get<CompanyHeader | null>(API_PATHS.company.getCompany, { query: { id } }), null),
  // Not a catalogue read: an unknown session (or a gateway turned off) is a 404, other failures are errors.
  async testGatewaySession(sessionId) {
    try {
      return await browserClient.get<TestGatewaySessionView>(API_PATHS.testGateway.getSession, { query: { sessionId } });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  itemReviews: (itemId, { page = 1, stars = null } = {}) =>
    orFallback(
      browserClient.get<ItemReviews>(API_PATHS.review.getItemReviews, { query: { itemId, page, ...(stars ? { stars } : {}) } }),
      EMPTY_ITEM_REVIEWS,
    ),
  promotedItems: (categoryId) =>
    orFallback(
      browserClient.get<PromotedItems>(API_PATHS.promotion.getPromotedItems, { query: categoryId ? { categoryId } : {} }),
      NO_PROMOTED_ITEMS,
    ),
  itemVariations: async (itemId) => {
    const found = await orFallback(
      browserClient.get<ItemVariations | null>(API_PATHS.variation.getItemVariations, { query: { itemId } }),
      null,
    );
    return found && found.attributeKeys.length > 0 ? found : null;
  },
  companies: (page = {}) =>
    orFallback(browserClient.get<CompanyList>(API_PATHS.auth.getAllMerchants, { query: { ...page } }), NO_COMPANIES),
};
