import {
  deliveryFeeOf,
  deliveryZoneFor,
  estimatedArrival,
  shipByDate,
  toQepik,
  type DeliveryOptions,
} from '@marketplace/contract';

/** What a product page says about receiving the item in one city (days are Baku calendar days). */
export interface DeliveryEstimateValue {
  /** Delivery to the city, or null when no zone of the store serves it. */
  delivery: {
    /** The fee for one unit of the item: 0 when its price reaches the free threshold. */
    feeQepik: number;
    /** The store's free-delivery threshold (null: never free). */
    freeFromQepik: number | null;
    arrival: string;
  } | null;
  /** The store's pickup, or null when it offers none. */
  pickup: { address: string; readyBy: string } | null;
}

/**
 * The estimate as the checkout would price one unit of an item: it ships by `shipByDate(now, the
 * longer of the store's and the item's processing days)`, arrives the zone's days later, and its
 * fee is the zone's unless the unit price reaches the store's free-delivery threshold.
 */
export function deliveryEstimateFor(
  options: DeliveryOptions,
  city: string,
  item: { unitPrice: number; processingDays: number },
  now: Date,
): DeliveryEstimateValue {
  const shipBy = shipByDate(now, Math.max(options.processingDays, item.processingDays));
  const zone = deliveryZoneFor(options, city);
  return {
    delivery: zone
      ? {
          feeQepik: deliveryFeeOf(zone, toQepik(item.unitPrice), options.freeDeliveryFromQepik),
          freeFromQepik: options.freeDeliveryFromQepik,
          arrival: estimatedArrival(shipBy, zone),
        }
      : null,
    pickup: options.pickup.enabled ? { address: options.pickup.address, readyBy: shipBy } : null,
  };
}
