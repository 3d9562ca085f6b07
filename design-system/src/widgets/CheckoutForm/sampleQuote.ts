import {
  DELIVERY_METHOD,
  DELIVERY_ZONE_KIND,
  type CheckoutLine,
  type CheckoutQuote,
  type CheckoutStore,
} from '@marketplace/contract';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

/** Story data for the checkout: two stores, one with pickup, quoted for Baku or for no city yet. */

export function checkoutLine(overrides: Partial<CheckoutLine>): CheckoutLine {
  return {
    lineId: 'l1',
    itemId: 'i1',
    title: 'Nar formalı keramika qab',
    coverImage: samplePhoto(20),
    attributes: {},
    pocketTypeName: 'Standart',
    pocketFeeQepik: 0,
    personalization: '',
    quantity: 1,
    unitPriceQepik: 4_500,
    lineTotalQepik: 4_500,
    processingDays: 2,
    change: null,
    ...overrides,
  };
}

const ceramics: CheckoutStore = {
  storeId: 's1',
  storeName: 'Nar Keramika',
  profileImage: samplePhoto(350),
  lines: [
    checkoutLine({
      lineId: 'l1',
      quantity: 2,
      attributes: { Rəng: 'Qırmızı' },
      pocketTypeName: 'Hədiyyə qutusu',
      pocketFeeQepik: 250,
      personalization: 'Dibinə yazılsın: «Ana, 60 yaşın mübarək»',
      lineTotalQepik: 9_500,
    }),
  ],
  subtotalQepik: 9_500,
  shipBy: '2026-01-16',
  choices: [{ method: DELIVERY_METHOD.PICKUP, address: 'Bakı, Nizami küçəsi 12 (emalatxana)', readyBy: '2026-01-16' }],
  freeDeliveryFromQepik: 20_000,
};

const carpets: CheckoutStore = {
  storeId: 's2',
  storeName: 'Xalça Evi Şəki',
  profileImage: samplePhoto(20),
  lines: [
    checkoutLine({
      lineId: 'l2',
      itemId: 'i2',
      title: 'Kəlağayı, ipək',
      coverImage: samplePhoto(185),
      unitPriceQepik: 24_000,
      lineTotalQepik: 24_000,
      processingDays: 3,
    }),
  ],
  subtotalQepik: 24_000,
  shipBy: '2026-01-19',
  choices: [],
  freeDeliveryFromQepik: 20_000,
};

/** Before a city is chosen: only the first store's pickup is on offer. */
export const quoteWithoutCity: CheckoutQuote = { stores: [ceramics, carpets], subtotalQepik: 33_500, changed: false };

/** Quoted for Baku: the first store delivers for 5 ₼ or lets the buyer pick up; the second delivers free (over its threshold). */
export const quoteForBaku: CheckoutQuote = {
  ...quoteWithoutCity,
  stores: [
    {
      ...ceramics,
      choices: [
        {
          method: DELIVERY_METHOD.DELIVERY,
          zoneId: 'baku',
          kind: DELIVERY_ZONE_KIND.BAKU,
          feeQepik: 500,
          zoneFeeQepik: 500,
          estimatedArrival: '2026-01-20',
        },
        ...ceramics.choices,
      ],
    },
    {
      ...carpets,
      choices: [
        {
          method: DELIVERY_METHOD.DELIVERY,
          zoneId: 'z-baku',
          kind: DELIVERY_ZONE_KIND.BAKU,
          feeQepik: 0,
          zoneFeeQepik: 700,
          estimatedArrival: '2026-01-21',
        },
      ],
    },
  ],
};
