import type { Cart, CartLine } from '@marketplace/contract';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

function line(overrides: Partial<CartLine>): CartLine {
  return {
    lineId: 'l1',
    itemId: 'i1',
    productName: 'Şəki xalçası',
    coverImage: samplePhoto(20),
    productPrice: 120,
    unitPrice: 120,
    quantity: 1,
    attributes: {},
    pocketTypeId: 1,
    pocketTypeName: 'Standart',
    personalization: '',
    pocketFee: 0,
    lineTotal: 120,
    available: true,
    stock: null,
    storeId: 's1',
    ...overrides,
  };
}

/** Story data: two stores, a discounted line with a pocket fee and one line no longer for sale. */
export const sampleCart: Cart = {
  stores: [
    {
      storeId: 's1',
      companyName: 'Xalça Evi Şəki',
      profileImage: samplePhoto(20),
      lines: [
        line({
          lineId: 'l1',
          quantity: 2,
          unitPrice: 100,
          // The pocket fee is charged for each item: (100 + 2,50) × 2.
          lineTotal: 205,
          attributes: { Rəng: 'Mavi' },
          pocketTypeName: 'Hədiyyə qutusu',
          pocketTypeId: 2,
          pocketFee: 2.5,
        }),
        line({
          lineId: 'l2',
          itemId: 'i2',
          productName: 'Kəlağayı, ipək',
          coverImage: samplePhoto(185),
          productPrice: 45,
          unitPrice: 45,
          lineTotal: 45,
        }),
      ],
      total: 250,
    },
    {
      storeId: 's2',
      companyName: 'Gəncə Dulusçuları',
      profileImage: '',
      lines: [
        line({
          lineId: 'l3',
          itemId: 'i3',
          storeId: 's2',
          productName: 'Saxsı küp',
          coverImage: samplePhoto(30),
          productPrice: 30,
          unitPrice: 30,
          quantity: 3,
          lineTotal: 90,
          stock: 1,
          available: false,
        }),
      ],
      total: 0,
    },
  ],
  total: 250,
  count: 3,
};
