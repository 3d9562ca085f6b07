import type { Item } from '@marketplace/contract';
import carpet from '../../primitives/Image/sample-carpet.png';
import { toProductCardItem, type ProductCardItem } from './productCardItem.ts';

/** Story data: a product as the API answers it (the cover is a local sample photo). */
export function sampleItem(overrides: Partial<Item> = {}): Item {
  return {
    id: '3f2c1a9e-0000-4000-8000-000000000001',
    productName: 'Şəki xalçası',
    authorName: 'Aygün Məmmədova',
    productPrice: 120,
    salePrice: 120,
    discountType: '',
    discountValue: 0,
    saleType: 'item',
    selectedCategory: 3,
    productInfo:
      '<p>Əl ilə toxunmuş <strong>yun xalça</strong>, Şəki naxışları ilə. Təbii boyalar, hər biri yeganədir.</p><p>Ölçü: 120 × 80 sm.</p>',
    coverImage: carpet,
    media: [],
    customOrder: 1,
    stockCount: 3,
    itemType: 3,
    attributes: [],
    pocketTypes: [{ id: 1, name: 'Standart', active: true }],
    pocketFees: {},
    viewCount: 42,
    favCount: 5,
    sold: 2,
    rating: 4.5,
    // Unrated and from a store awaiting review unless a story says otherwise: the card shows neither mark.
    ratingCount: 0,
    status: 'ACTIVE',
    madeToOrder: false,
    processingDays: 0,
    personalization: { enabled: false, prompt: '', maxLength: 100 },
    createdDate: '2025-03-01T10:00:00.000Z',
    merchantId: 'c0ffee00-0000-4000-8000-000000000001',
    clientInfo: {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      companyName: 'Xalça Evi Şəki',
      email: 'info@xalca.az',
      profileImage: '',
      verified: false,
    },
    ...overrides,
  };
}

/** Titles and prices for lists in stories. */
export const SAMPLE_TITLES = [
  'Şəki xalçası',
  'Gil küpə, əl ilə boyanmış',
  'Gümüş sırğa',
  'Kəlağayı, ipək',
  'Mis sini',
  'Taxta qutu, oyma naxışlı',
  'Keramika fincan dəsti (6 nəfərlik)',
  'Portret sifarişi',
] as const;

export function sampleItems(count: number): Item[] {
  return Array.from({ length: count }, (_, index) =>
    sampleItem({
      id: `3f2c1a9e-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      productName: SAMPLE_TITLES[index % SAMPLE_TITLES.length] ?? 'Əl işi',
      productPrice: 20 + index * 7.5,
      salePrice: index % 3 === 0 ? 15 + index * 7.5 : 20 + index * 7.5,
      discountType: index % 3 === 0 ? 'AMOUNT' : '',
      discountValue: index % 3 === 0 ? 5 : 0,
    }),
  );
}

/** Story data: the card of `sampleItem(overrides)`, its description kept (only a detailed card shows it). */
export function sampleCard(overrides: Partial<Item> = {}): ProductCardItem {
  const card = toProductCardItem(sampleItem(overrides), { withDescription: true });
  if (!card) throw new Error('A sample card needs a cover address longer than 10 characters.');
  return card;
}

export function sampleCards(count: number): ProductCardItem[] {
  return sampleItems(count).flatMap((item) => toProductCardItem(item) ?? []);
}
