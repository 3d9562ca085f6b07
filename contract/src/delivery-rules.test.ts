import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_OPTIONS,
  deliveryFeeOf,
  deliveryOptionsProblems,
  deliveryZoneFor,
  DELIVERY_ZONE_KIND,
  estimatedArrival,
  type DeliveryOptions,
  type DeliveryZone,
} from './delivery-rules.ts';

const zone = (kind: DeliveryZone['kind'], feeQepik: number, cities: string[] = []): DeliveryZone => ({
  zoneId: `${kind}-${cities.join('-')}`,
  kind,
  cities,
  feeQepik,
  days: 2,
});

const options: DeliveryOptions = {
  processingDays: 2,
  zones: [
    zone(DELIVERY_ZONE_KIND.BAKU, 300),
    zone(DELIVERY_ZONE_KIND.ABSHERON, 500),
    zone(DELIVERY_ZONE_KIND.REGIONS, 1000),
    zone(DELIVERY_ZONE_KIND.CITIES, 700, ['Gəncə', 'Şəki']),
  ],
  freeDeliveryFromQepik: 10_000,
  pickup: { enabled: true, address: 'Nizami küç. 10' },
};

describe('delivery zones', () => {
  it('delivers to Baku, Absheron and the regions by their zones', () => {
    expect(deliveryZoneFor(options, 'Bakı')?.feeQepik).toBe(300);
    expect(deliveryZoneFor(options, 'Sumqayıt')?.feeQepik).toBe(500);
    expect(deliveryZoneFor(options, 'Lənkəran')?.feeQepik).toBe(1000);
  });

  it('prefers a zone that lists the city by name over the regions', () => {
    expect(deliveryZoneFor(options, 'Gəncə')?.feeQepik).toBe(700);
  });

  it('does not deliver where the store has no zone', () => {
    expect(deliveryZoneFor(DEFAULT_DELIVERY_OPTIONS, 'Lənkəran')).toBeNull();
    expect(deliveryZoneFor(DEFAULT_DELIVERY_OPTIONS, 'Bakı')?.kind).toBe(DELIVERY_ZONE_KIND.BAKU);
  });

  it('is free from the threshold on, and charged one qəpik below it', () => {
    expect(deliveryFeeOf({ feeQepik: 300 }, 10_000, 10_000)).toBe(0);
    expect(deliveryFeeOf({ feeQepik: 300 }, 9_999, 10_000)).toBe(300);
    expect(deliveryFeeOf({ feeQepik: 300 }, 1_000_000, null)).toBe(300);
  });

  it('estimates arrival as the ship-by date plus the zone’s working days', () => {
    expect(estimatedArrival('2026-12-04', { days: 2 })).toBe('2026-12-08');
  });
});

describe('a seller’s delivery options', () => {
  it('are fine as the example store has them', () => {
    expect(deliveryOptionsProblems(options)).toEqual({});
  });

  it('refuse a zone kind twice, a city in two zones, an empty city list and pickup without an address', () => {
    expect(
      deliveryOptionsProblems({
        ...options,
        zones: [
          ...options.zones,
          zone(DELIVERY_ZONE_KIND.BAKU, 1),
          zone(DELIVERY_ZONE_KIND.CITIES, 1, ['Şəki']),
          zone(DELIVERY_ZONE_KIND.CITIES, 1),
        ],
        pickup: { enabled: true, address: ' ' },
      }),
    ).toEqual({
      'zones.4.zoneId': 'ZONE_ID_REPEATED',
      'zones.4.kind': 'ZONE_KIND_REPEATED',
      'zones.5.cities': 'ZONE_CITY_REPEATED',
      'zones.6.cities': 'ZONE_CITIES_EMPTY',
      'pickup.address': 'PICKUP_ADDRESS_REQUIRED',
    });
  });

  it('refuse two zones under one id', () => {
    const cities = { ...zone(DELIVERY_ZONE_KIND.CITIES, 700, ['Quba']), zoneId: 'BAKU-' };
    expect(deliveryOptionsProblems({ ...options, zones: [zone(DELIVERY_ZONE_KIND.BAKU, 300), cities] })).toEqual({
      'zones.1.zoneId': 'ZONE_ID_REPEATED',
    });
  });

  it('refuse a store that neither delivers nor lets buyers pick up', () => {
    expect(deliveryOptionsProblems({ ...options, zones: [], pickup: { enabled: false, address: '' } })).toEqual({
      zones: 'NO_WAY_TO_RECEIVE',
    });
  });
});
