import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { API_PATHS, type CheckoutQuote, type DeliveryOptions, type PlaceOrderRequest } from '@marketplace/contract';
import { HOSTS, type AuthTestServer, type JsonResponse, type RequestOptions } from './auth-client.ts';
import type { SignedIn } from './cart-fixtures.ts';

/** Calls of a buyer at checkout and of a seller setting their delivery, as the sites make them. */

export const asBuyer = (who: SignedIn | undefined): RequestOptions => ({
  host: HOSTS.shopper,
  ...(who ? { token: who.token } : {}),
});
export const asSeller = (who: SignedIn): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
export const asAdmin = (who: SignedIn): RequestOptions => ({ host: HOSTS.admin, token: who.token });

export const BAKU_CONTACT = { name: 'Leyla Məmmədova', phone: '+994 50 123 45 67' };
export const BAKU_ADDRESS = { city: 'Bakı' as const, street: 'Nizami küç. 10, mənzil 5', notes: '' };

export function orderCalls(server: AuthTestServer) {
  const addToCart = async (who: SignedIn, body: Record<string, unknown>): Promise<string> => {
    const answer = await server.post(API_PATHS.cart.addToCart, body, asBuyer(who));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.lineId as string;
  };

  const preview = (who: SignedIn | undefined, body: unknown = {}, options: RequestOptions = asBuyer(who)) =>
    server.post(API_PATHS.order.previewCheckout, body, options);

  const quoteOf = async (who: SignedIn, city: string | null = 'Bakı'): Promise<CheckoutQuote> => {
    const answer = await preview(who, { city });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as CheckoutQuote;
  };

  const place = (who: SignedIn | undefined, body: unknown, key: string | null = randomUUID(), options = asBuyer(who)) =>
    server.post(API_PATHS.order.placeOrder, body, {
      ...options,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  const saveDelivery = (who: SignedIn, options: DeliveryOptions): Promise<JsonResponse> =>
    server.post(API_PATHS.order.updateDeliveryOptions, options, asSeller(who));

  return { addToCart, preview, quoteOf, place, saveDelivery };
}

/** A line the buyer may order as the quote shows it (a new price is still a price). */
const orderable = (line: CheckoutQuote['stores'][number]['lines'][number]) =>
  line.change === null || line.change.kind === 'PRICE';

/**
 * What the buyer was shown (the lines they can order), and their choice for each store: delivery to
 * `address` in its zone for the city (the quote's choice of that method), or pickup.
 */
export function orderFrom(
  quote: CheckoutQuote,
  choices: { method?: 'DELIVERY' | 'PICKUP'; byStore?: Record<string, 'DELIVERY' | 'PICKUP'> } = {},
  extra: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  let total = quote.subtotalQepik;
  const stores = quote.stores.map((store) => {
    const method = choices.byStore?.[store.storeId] ?? choices.method ?? 'DELIVERY';
    // A store with nothing left to order offers no choice; the page still names it, as a pickup.
    if (store.choices.length === 0) return { storeId: store.storeId, method: 'PICKUP' as const, zoneId: null };
    const choice = store.choices.find((candidate) => candidate.method === method);
    if (!choice) throw new Error(`the quote offers no ${method} for store ${store.storeName}`);
    if (choice.method === 'DELIVERY') total += choice.feeQepik;
    return { storeId: store.storeId, method, zoneId: choice.method === 'DELIVERY' ? choice.zoneId : null };
  });
  const delivered = stores.some((store) => store.method === 'DELIVERY');
  return {
    contact: BAKU_CONTACT,
    address: delivered ? BAKU_ADDRESS : null,
    stores,
    note: '',
    giftMessage: null,
    seen: {
      lines: quote.stores.flatMap((store) =>
        store.lines.filter(orderable).map((line) => ({
          lineId: line.lineId,
          quantity: line.quantity,
          unitPriceQepik: line.unitPriceQepik,
          pocketFeeQepik: line.pocketFeeQepik,
        })),
      ),
      totalQepik: total,
    },
    ...extra,
  };
}

/** Delivery options with the fields a test does not care about filled in. */
export function deliveryOptions(overrides: Partial<DeliveryOptions> = {}): DeliveryOptions {
  return {
    processingDays: 1,
    zones: [
      { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 400, days: 1 },
      { zoneId: 'regions', kind: 'REGIONS', cities: [], feeQepik: 1200, days: 4 },
    ],
    freeDeliveryFromQepik: null,
    pickup: { enabled: false, address: '' },
    ...overrides,
  };
}
