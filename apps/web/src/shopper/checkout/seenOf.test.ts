import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, CheckoutStore } from '@marketplace/contract';
import { seenOf } from './seenOf.ts';

const store = (storeId: string, unitPriceQepik: number, feeQepik: number): CheckoutStore => ({
  storeId,
  storeName: storeId,
  profileImage: '',
  lines: [
    {
      lineId: `${storeId}-line`,
      itemId: `${storeId}-item`,
      title: 'Xalça',
      coverImage: '',
      attributes: {},
      pocketTypeName: 'Standart',
      pocketFeeQepik: 250,
      personalization: '',
      quantity: 2,
      unitPriceQepik,
      lineTotalQepik: (unitPriceQepik + 250) * 2,
      processingDays: 1,
      change: null,
    },
  ],
  subtotalQepik: (unitPriceQepik + 250) * 2,
  shipBy: '2026-12-07',
  choices: [
    { method: 'DELIVERY', zoneId: 'baku', kind: 'BAKU', feeQepik: feeQepik, zoneFeeQepik: 500, estimatedArrival: '2026-12-09' },
    { method: 'PICKUP', address: 'Nizami 10', readyBy: '2026-12-07' },
  ],
  freeDeliveryFromQepik: null,
});

const quote: CheckoutQuote = {
  stores: [store('a', 10_000, 500), store('b', 3_000, 0)],
  subtotalQepik: (10_000 + 250) * 2 + (3_000 + 250) * 2,
  changed: false,
};

const contact = { name: 'Aysel', phone: '+994501234567' };

describe('what the buyer was shown', () => {
  it('lists every line with its quantity, unit price and pocket fee', () => {
    const seen = seenOf(quote, { contact, address: null, stores: [], note: '', giftMessage: null });
    expect(seen.lines).toEqual([
      { lineId: 'a-line', quantity: 2, unitPriceQepik: 10_000, pocketFeeQepik: 250 },
      { lineId: 'b-line', quantity: 2, unitPriceQepik: 3_000, pocketFeeQepik: 250 },
    ]);
  });

  it('adds the fee of each delivery chosen, and nothing for a pickup', () => {
    const address = { city: 'Bakı' as const, street: 'Nizami 1', notes: '' };
    const delivered = seenOf(quote, {
      contact,
      address,
      stores: [
        { storeId: 'a', method: 'DELIVERY', zoneId: 'baku' },
        { storeId: 'b', method: 'PICKUP', zoneId: null },
      ],
      note: '',
      giftMessage: null,
    });
    expect(delivered.totalQepik).toBe(quote.subtotalQepik + 500);
  });
});
