import {
  DELIVERY_METHOD,
  OFFER_STATUS,
  OFFER_VALID_DAYS_MAX,
  type DeliveryMethod,
  type OfferStatus,
} from '@marketplace/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a new offer stays open unless the seller says otherwise, in days from today. */
export const OFFER_VALID_DAYS_DEFAULT = 7;

/** A calendar day (YYYY-MM-DD) plus `days` calendar days, counted in UTC so no time zone shifts it. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days an offer may be valid until, sent on Baku `today`: from today to today +
 * OFFER_VALID_DAYS_MAX (the server's bounds), and the day a new offer starts with (a week on).
 */
export function offerValidUntilRange(today: string): { min: string; max: string; initial: string } {
  return {
    min: today,
    max: addDays(today, OFFER_VALID_DAYS_MAX),
    initial: addDays(today, Math.min(OFFER_VALID_DAYS_DEFAULT, OFFER_VALID_DAYS_MAX)),
  };
}

/**
 * The status an offer is shown with on Baku `today`: an OPEN one past its last valid day is EXPIRED,
 * as the server counts it, even before the server has been asked again. Without `today`, as it came.
 */
export function offerStatusOn(offer: { status: OfferStatus; validUntil: string }, today?: string): OfferStatus {
  return offer.status === OFFER_STATUS.OPEN && today !== undefined && offer.validUntil < today
    ? OFFER_STATUS.EXPIRED
    : offer.status;
}

/** What the buyer pays for an offer, in qəpik: its price, plus its delivery fee when delivered (pickup is free). */
export function offerTotalQepik(
  offer: { priceQepik: number; deliveryFeeQepik: number },
  method: DeliveryMethod = DELIVERY_METHOD.DELIVERY,
): number {
  return offer.priceQepik + (method === DELIVERY_METHOD.DELIVERY ? offer.deliveryFeeQepik : 0);
}
