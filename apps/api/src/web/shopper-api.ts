import {
  HOME_POPULAR,
  HOME_TOP_SALE,
  SEARCH_PAGE_SIZE,
  SIMILAR_ITEMS_TOP,
  DEFAULT_PAGE_SIZE,
  type CompanyList,
  type CategoryNode,
  type Item,
  type ShopperApi,
} from '@marketplace/contract';
import type { Database } from '../db/connection.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { databaseUnavailable } from '../http/errors.ts';
import { isDatabaseUp } from '../modules/health/service.ts';
import { homeBlocks } from '../modules/items/service-home.ts';
import { itemById, similarItems } from '../modules/items/store.ts';
import { searchItems } from '../modules/search/service.ts';
import { categoryItemsPage, companyItemsPage } from '../modules/items/store-pages.ts';
import { activeStores, storeHeader, storeIdByName } from '../modules/sellers/service-stores.ts';
import { homeCacheOf } from '../modules/items/events.ts';
import { testGatewayPageView } from '../modules/test-gateway/service.ts';
import type { RecordView } from '../modules/media/records.ts';
import { itemReviews } from '../modules/reviews/service.ts';
import { readItemVariations } from '../modules/variations/service.ts';
import { promotedItems } from '../modules/promotions/service.ts';

// Cached blocks are shared: hand each page its own copy, so nothing a renderer does leaks into the cache.
const copyOf = <T>(value: unknown): T => structuredClone(value) as T;

/**
 * Every call of `api`, with a database that cannot be reached reported as the HTTP routes report it
 * (503 DATABASE_UNAVAILABLE): the page then says "try again shortly" and answers 503 too.
 */
function reportingUnavailability(api: ShopperApi): ShopperApi {
  const wrapped: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(api) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        throw isDatabaseUnavailable(error) ? databaseUnavailable() : error;
      }
    };
  }
  return wrapped as unknown as ShopperApi;
}

/** What server-rendered shopper loaders call: our services directly, no HTTP hop. */
export function createShopperApi(db: Database, media: RecordView): ShopperApi {
  return reportingUnavailability({
    health: async () => ({ ok: await isDatabaseUp(db) }),
    topItems: async (top = HOME_POPULAR) => copyOf<Item[]>((await homeBlocks.top(db, 'popular', top)).data),
    topSale: async (top = HOME_TOP_SALE) => copyOf<Item[]>((await homeBlocks.top(db, 'bestselling', top)).data),
    categories: async (lng) => copyOf<CategoryNode[]>((await homeBlocks.categoryTree(db, lng)).data),
    itemById: (id) => itemById(db, id),
    similarItems: (id, top = SIMILAR_ITEMS_TOP) => similarItems(db, id, top),
    itemsByCategory: (ids, page = {}) => categoryItemsPage(db, ids, page),
    companyItems: (id, page = {}) => companyItemsPage(db, id, page),
    search: (q, page = 1) => searchItems(db, q, page, SEARCH_PAGE_SIZE),
    companyIdByName: (name) => storeIdByName(db, name),
    company: (id) => storeHeader(db, id),
    testGatewaySession: (sessionId) => testGatewayPageView(db, sessionId),
    itemReviews: (itemId, { page = 1, stars = null } = {}) => itemReviews(db, media, { itemId, page, stars: stars ?? undefined }),
    // A product nobody may see has no page either (its loader answers 404 for the item itself).
    itemVariations: async (itemId) => {
      const found = await readItemVariations(db, itemId, null).catch(() => null);
      return found && found.attributeKeys.length > 0 ? found : null;
    },
    promotedItems: (categoryId) => promotedItems(db, categoryId),
    companies: async ({ page_size: pageSize = DEFAULT_PAGE_SIZE, page_token: pageToken } = {}) =>
      // The first page is cached like the HTTP route's (the same key), later pages are keyset reads.
      pageToken
        ? activeStores(db, pageSize, pageToken)
        : copyOf<CompanyList>(
            (await homeCacheOf(db).get(`companies:${pageSize}`, () => activeStores(db, pageSize, undefined))).data,
          ),
  });
}
