import { DELIVERY_METHOD, type CheckoutQuote, type PlaceOrderRequest } from '@marketplace/contract';

type Submission = Omit<PlaceOrderRequest, 'seen'>;

/**
 * What the buyer was shown, sent with the order so the server places nothing if it has changed
 * since: every line's quantity, unit price and pocket fee, and the total with the delivery fees of
 * the choices made, less what the coupon codes take off.
 */
export function seenOf(quote: CheckoutQuote, submission: Submission): PlaceOrderRequest['seen'] {
  const lines = quote.stores.flatMap((store) =>
    store.lines.map((line) => ({
      lineId: line.lineId,
      quantity: line.quantity,
      unitPriceQepik: line.unitPriceQepik,
      pocketFeeQepik: line.pocketFeeQepik,
    })),
  );
  const deliveryQepik = submission.stores.reduce((sum, chosen) => {
    if (chosen.method !== DELIVERY_METHOD.DELIVERY) return sum;
    const store = quote.stores.find((candidate) => candidate.storeId === chosen.storeId);
    const choice = store?.choices.find(
      (candidate) => candidate.method === DELIVERY_METHOD.DELIVERY && candidate.zoneId === chosen.zoneId,
    );
    return sum + (choice?.method === DELIVERY_METHOD.DELIVERY ? choice.feeQepik : 0);
  }, 0);
  // The stores' coupon codes take their discounts off the lines (the quote priced them).
  return { lines, totalQepik: quote.subtotalQepik - (quote.discountQepik ?? 0) + deliveryQepik };
}
