import type { Item } from '@marketplace/contract';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

/** A seller's product as getItemListByPage answers it, for the edit stories. */
export const sampleProduct: Partial<Item> = {
  id: 'b7d1c0de-0000-4000-8000-000000000001',
  productName: 'Qarabağ xalçası «Bağçada güllər»',
  authorName: 'Aysel Məmmədova',
  productPrice: 1200,
  salePrice: 1080,
  discountType: 'PERCENTAGE',
  discountValue: 10,
  saleType: 'item',
  selectedCategory: 12,
  productInfo: '<p>Şuşa ustalarının ənənəvi texnikası ilə <strong>əl ilə toxunmuş</strong> yun xalça.</p>',
  coverImage: samplePhoto(20),
  media: [samplePhoto(350), samplePhoto(185)],
  customOrder: 1,
  stockCount: 0,
  itemType: 1,
  attributes: [
    { key: 'Ölçü', values: ['150 × 200 sm', '200 × 300 sm'] },
    { key: 'Rəng', values: ['Tünd qırmızı'] },
  ],
  pocketTypes: [
    { id: 1, name: 'Standart', active: true },
    { id: 2, name: 'Hədiyyə qutusu', active: true },
  ],
  pocketFees: { 2: 2.5 },
  status: 'ACTIVE',
  madeToOrder: true,
  processingDays: 14,
  personalization: { enabled: true, prompt: 'Arxa tərəfə toxunacaq ad', maxLength: 40 },
};
