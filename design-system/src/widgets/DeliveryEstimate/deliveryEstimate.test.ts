import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONE_KIND, type DeliveryOptions } from '@marketplace/contract';
import { deliveryEstimateFor } from './deliveryEstimate.ts';

const options: DeliveryOptions = {
  processingDays: 1,
  zones: [
    { zoneId: 'baku', kind: DELIVERY_ZONE_KIND.BAKU, cities: [], feeQepik: 400, days: 1 },
    { zoneId: 'ganja', kind: DELIVERY_ZONE_KIND.CITIES, cities: ['Gəncə'], feeQepik: 900, days: 3 },
  ],
  freeDeliveryFromQepik: 15_000,
  pickup: { enabled: false, address: '' },
};
// Monday 30 November 2026, noon in Baku.
const now = new Date('2026-11-30T08:00:00Z');

describe('deliveryEstimateFor', () => {
  it('ships after the longer processing time and arrives the zone’s working days later, for its fee', () => {
    expect(deliveryEstimateFor(options, 'Bakı', { unitPrice: 45, processingDays: 2 }, now)).toEqual({
      delivery: { feeQepik: 400, freeFromQepik: 15_000, arrival: '2026-12-03' },
      pickup: null,
    });
    // The store's 3 days count over the item's 0; Friday's shipment arrives after the weekend.
    expect(deliveryEstimateFor({ ...options, processingDays: 4 }, 'Gəncə', { unitPrice: 45, processingDays: 0 }, now)).toEqual({
      delivery: { feeQepik: 900, freeFromQepik: 15_000, arrival: '2026-12-09' },
      pickup: null,
    });
  });

  it('is free once one unit reaches the threshold, and never free without one', () => {
    expect(deliveryEstimateFor(options, 'Bakı', { unitPrice: 150, processingDays: 0 }, now).delivery?.feeQepik).toBe(0);
    expect(deliveryEstimateFor(options, 'Bakı', { unitPrice: 149.99, processingDays: 0 }, now).delivery?.feeQepik).toBe(400);
    const never = { ...options, freeDeliveryFromQepik: null };
    expect(deliveryEstimateFor(never, 'Bakı', { unitPrice: 5000, processingDays: 0 }, now).delivery?.feeQepik).toBe(400);
  });

  it('has no delivery where no zone serves the city, and the pickup ready when it ships', () => {
    const withPickup = { ...options, pickup: { enabled: true, address: 'Nizami küçəsi 12' } };
    expect(deliveryEstimateFor(withPickup, 'Şəki', { unitPrice: 45, processingDays: 0 }, now)).toEqual({
      delivery: null,
      pickup: { address: 'Nizami küçəsi 12', readyBy: '2026-12-01' },
    });
  });
});
