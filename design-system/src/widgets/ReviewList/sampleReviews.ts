import type { Review, ReviewSummary } from '@marketplace/contract';

// Stories' reviews: a cheerful one with photos and the store's reply, a long Azerbaijani one, a short low one.

const base = {
  itemId: 'item-1',
  itemTitle: 'Əl toxunması Qarabağ xalçası, 120×80',
  itemCover: '',
  storeId: 'store-1',
  photos: [],
  reply: null,
  hidden: false,
  hiddenReason: '',
} satisfies Partial<Review>;

const photo = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${color}"/></svg>`)}`;

export const sampleReviews: Review[] = [
  {
    ...base,
    id: 'review-1',
    orderLineId: 'line-1',
    buyerName: 'Aygün M.',
    rating: 5,
    text: 'Xalça şəkildəkindən də gözəldir, rəngləri çox canlıdır. Qablaşdırma səliqəli idi.',
    photos: [
      { id: 'photo-1', url: photo('#b4462f'), width: 96, height: 96 },
      { id: 'photo-2', url: photo('#2f7f86'), width: 96, height: 96 },
    ],
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    editableUntil: '2026-12-20T09:30:00.000Z',
    reply: { text: 'Təşəkkür edirik, Aygün xanım! Yenə gözləyirik.', at: '2026-11-21T08:00:00.000Z' },
  },
  {
    ...base,
    id: 'review-2',
    orderLineId: 'line-2',
    buyerName: 'Rəşad Q.',
    rating: 4,
    text: 'Keyfiyyət əladır, amma çatdırılma bir gün gecikdi.\nYenə də tövsiyə edirəm — ustanın əl işi hiss olunur, naxışlar simmetrikdir və yun yumşaqdır.',
    createdAt: '2026-11-18T15:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    editableUntil: '2026-12-18T15:00:00.000Z',
  },
  {
    ...base,
    id: 'review-3',
    orderLineId: 'line-3',
    buyerName: null,
    rating: 2,
    text: 'Rəng gözlədiyimdən açıq çıxdı.',
    createdAt: '2026-11-10T12:00:00.000Z',
    updatedAt: '2026-11-10T12:00:00.000Z',
    editableUntil: '2026-12-10T12:00:00.000Z',
  },
];

export const sampleSummary: ReviewSummary = { average: 4.38, count: 26, counts: [1, 1, 2, 6, 16] };
