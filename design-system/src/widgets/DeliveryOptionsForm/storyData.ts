import { DEFAULT_DELIVERY_OPTIONS, type DeliveryOptions } from '@marketplace/contract';

/** A store that has never saved its options: delivery in Baku for 5 ₼ in 2 days. */
export const defaultStoreOptions: DeliveryOptions = DEFAULT_DELIVERY_OPTIONS;

/** Every kind of zone, two chosen cities, a free-delivery threshold and pickup. */
export const allKindsOptions: DeliveryOptions = {
  processingDays: 2,
  zones: [
    { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 500, days: 1 },
    { zoneId: 'absheron', kind: 'ABSHERON', cities: [], feeQepik: 700, days: 2 },
    { zoneId: 'regions', kind: 'REGIONS', cities: [], feeQepik: 1050, days: 4 },
    { zoneId: 'cities', kind: 'CITIES', cities: ['Gəncə', 'Şəki'], feeQepik: 800, days: 3 },
  ],
  freeDeliveryFromQepik: 10_000,
  pickup: { enabled: true, address: 'Bakı, Nizami küçəsi 12 (emalatxana)' },
};

/** Only pickup at the workshop: no zone. */
export const pickupOnlyOptions: DeliveryOptions = {
  processingDays: 3,
  zones: [],
  freeDeliveryFromQepik: null,
  pickup: { enabled: true, address: 'Şəki, M. F. Axundzadə prospekti 45 (Xan sarayının yanında)' },
};
