import {
  EMPTY_ITEM_PAGE,
  mediaQrGalleryPath,
  type CategoryNode,
  type CompanyHeader,
  type CompanyIdByName,
  type CompanyList,
  type Item,
  type ItemPage,
  type QrGalleryPage,
  type ShopperApi,
} from '@marketplace/contract';
import { isApiError } from './ApiError.ts';
import { browserClient } from './browserClient.ts';

/** Spec §8: a failed catalogue read is logged and answers its empty value; the page never breaks. */
async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiError(error)) throw error;
    console.warn(`catalogue read failed: ${error.code}`);
    return fallback;
  }
}

const NO_COMPANY: CompanyIdByName = { id: null, companyName: null };
const NO_COMPANIES: CompanyList = { items: [], next_page_token: null, total: 0 };

/** ShopperApi over HTTP, for loaders running in the browser (client-side navigation). */
export const browserApi: ShopperApi = {
  async health() {
    try {
      await browserClient.get('/healthz');
      return { ok: true };
    } catch (error) {
      if (isApiError(error)) return { ok: false };
      throw error;
    }
  },
  topItems: (top) => orFallback(browserClient.get<Item[]>('/item/v1/getTopItems', { query: { top } }), []),
  topSale: (top) => orFallback(browserClient.get<Item[]>('/item/v1/getTopSale', { query: { top } }), []),
  categories: (lng) => orFallback(browserClient.get<CategoryNode[]>('/item/v1/getAllCategories', { query: { lng } }), []),
  itemById: (id) => orFallback(browserClient.post<Item | null>('/item/v1/getItemsById', { id }), null),
  similarItems: (id, top) => orFallback(browserClient.post<Item[]>('/item/v1/getSimilarItemList', { id, top }), []),
  itemsByCategory: (ids, page = {}) =>
    orFallback(browserClient.post<ItemPage>('/item/v1/getItemsByCategory', { ids, ...page }), EMPTY_ITEM_PAGE),
  companyItems: (id, page = {}) =>
    orFallback(browserClient.post<ItemPage>('/item/v1/getProductsByCompanyId', { id, ...page }), EMPTY_ITEM_PAGE),
  search: (q, page) => orFallback(browserClient.get<ItemPage>('/item/v1/search', { query: { q, page } }), EMPTY_ITEM_PAGE),
  companyIdByName: (name) =>
    orFallback(
      browserClient.get<CompanyIdByName>('/company/v1/getCompanyIdByName', { query: { name } }),
      NO_COMPANY,
    ),
  company: (id) => orFallback(browserClient.get<CompanyHeader | null>('/company/v1/getCompany', { query: { id } }), null),
  companies: (page = {}) =>
    orFallback(browserClient.get<CompanyList>('/auth/v1/getAllMerchants', { query: { ...page } }), NO_COMPANIES),
  qrGallery: async (qrCode) => (await browserClient.get(mediaQrGalleryPath(qrCode))) as QrGalleryPage,
};
