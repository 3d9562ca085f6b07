import { expect } from 'vitest';
import { API_PATHS, type DeliveryOptions } from '@marketplace/contract';
import { HOSTS, type AuthTestServer, type JsonResponse, type RequestOptions } from './auth-client.ts';
import type { SignedIn } from './cart-fixtures.ts';

/** Calls of a buyer at checkout and of a seller setting their delivery, as the sites make them. */

export const asBuyer = (who: SignedIn | undefined): RequestOptions => ({
  host: HOSTS.shopper,
  ...(who ? { token: who.token } : {}),
});
export const asSeller = (who: SignedIn): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
export const asAdmin = (who: SignedIn): RequestOptions => ({ host: HOSTS.admin, token: who.token });

export function orderCalls(server: AuthTestServer) {
  const addToCart = async (who: SignedIn, body: Record<string, unknown>): Promise<string> => {
    const answer = await server.post(API_PATHS.cart.addToCart, body, asBuyer(who));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.lineId as string;
  };

  const saveDelivery = (who: SignedIn, options: DeliveryOptions): Promise<JsonResponse> =>
    server.post(API_PATHS.order.updateDeliveryOptions, options, asSeller(who));

  return { addToCart, saveDelivery };
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
