import type { LoaderFunctionArgs } from 'react-router';
import { emptyCatalogueReads, type Item, type PublicConfig, type ShopperApi } from '@marketplace/contract';

/** Test data for the catalogue loaders: items as the services answer them, on a site at SITE. */
export const SITE = 'http://localhost:3000';
const config = { siteUrl: SITE } as PublicConfig;

export function itemOf(id: string, overrides: Partial<Item> = {}): Item {
  return {
    id,
    productName: `Məhsul ${id}`,
    authorName: 'Usta',
    productPrice: 50,
    salePrice: 50,
    discountType: '',
    discountValue: 0,
    saleType: 'item',
    selectedCategory: 1,
    productInfo: '<p>Əl ilə toxunmuş <strong>yun xalça</strong>, Şəki naxışları ilə. Təbii boyalar, hər biri yeganədir.</p>',
    coverImage: `${SITE}/media/covers/${id.padStart(32, '0')}.png`,
    media: [`${SITE}/media/images/${id}.png`],
    customOrder: 0,
    stockCount: 1,
    itemType: 3,
    attributes: [{ key: 'Rəng', values: ['qırmızı'] }],
    pocketTypes: [{ id: 1, name: 'Standart', active: true }],
    pocketFees: { '1': 0 },
    viewCount: 0,
    favCount: 0,
    sold: 0,
    rating: 0,
    ratingCount: 0,
    status: 'ACTIVE',
    madeToOrder: false,
    processingDays: 0,
    personalization: { enabled: false, prompt: '', maxLength: 100 },
    createdDate: '2026-01-01T00:00:00.000Z',
    merchantId: 'm1',
    clientInfo: {
      id: 'm1',
      companyName: 'Xalça Evi',
      email: 'info@xalca.az',
      profileImage: `${SITE}/media/images/m1.png`,
      verified: false,
    },
    ...overrides,
  };
}

/** Loader arguments with the server's context: these reads (the rest answer nothing) and the configuration. */
export function argsWith(reads: Partial<ShopperApi>, path = '/'): LoaderFunctionArgs {
  const api: ShopperApi = { ...emptyCatalogueReads, health: async () => ({ ok: true }), ...reads };
  return { request: new Request(`${SITE}${path}`), params: {}, context: { api, config } } as unknown as LoaderFunctionArgs;
}
