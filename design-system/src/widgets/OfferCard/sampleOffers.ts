import type { Offer } from '@marketplace/contract';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

/** Story data: a custom-order offer in a conversation, on 15 January 2026 (the stories' frozen day). */
export function sampleOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    offerId: 'offer-2',
    chatId: 'chat-1',
    storeId: 'store-1',
    version: 2,
    status: 'OPEN',
    title: 'Nar naxışlı keramika çaydan dəsti',
    description: 'Çaydan və 6 armudu stəkan.\nRəng: tünd qırmızı, qızılı haşiyə ilə.',
    priceQepik: 34_000,
    deliveryFeeQepik: 500,
    productionDays: 12,
    validUntil: '2026-01-22',
    basedOnItem: null,
    orderId: null,
    createdAt: '2026-01-14T09:30:00Z',
    ...overrides,
  };
}

export const sampleBasedOnItem: NonNullable<Offer['basedOnItem']> = {
  itemId: 'item-7',
  title: 'Nar formalı keramika qab',
  coverImage: samplePhoto(20),
};
