import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DEFAULT_DELIVERY_OPTIONS, estimatedArrival, shipByDate } from '@marketplace/contract';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, asSeller, deliveryOptions, orderCalls } from './order-fixtures.ts';

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let buyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  server = await startAuthServer();
  calls = orderCalls(server);
  [buyer, seller, otherSeller, admin] = await Promise.all([
    signUpBuyer(server, 'catdirilma-alici@example.az'),
    signUpMerchant(server, 'catdirilma-usta@example.az', 'Gil Evi'),
    signUpMerchant(server, 'catdirilma-zerger@example.az', 'Gümüş Sənəti'),
    signInAdmin(server),
  ]);
}, 60_000);
afterAll(() => server?.close());

const read = (query: string, options = asBuyer(undefined)) =>
  server.get(`${API_PATHS.order.getDeliveryOptions}${query}`, options);

const ganjaAndPickup = deliveryOptions({
  processingDays: 3,
  zones: [
    { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 350, days: 1 },
    { zoneId: 'west', kind: 'CITIES', cities: ['Gəncə', 'Şəmkir'], feeQepik: 900, days: 3 },
  ],
  freeDeliveryFromQepik: 10_000,
  pickup: { enabled: true, address: 'Nizami küç. 10' },
});

describe('a seller sets where they deliver', () => {
  it('starts from the default: delivery in Baku for 5 ₼, no pickup', async () => {
    const own = await read('', asSeller(seller));
    expect([own.status, own.body]).toEqual([200, DEFAULT_DELIVERY_OPTIONS]);
    expect((await read(`?storeId=${seller.id}`)).body).toEqual(DEFAULT_DELIVERY_OPTIONS);
  });

  it('saves zones, fees, the free threshold, pickup and processing days, and reads them back', async () => {
    const saved = await calls.saveDelivery(seller, ganjaAndPickup);
    expect([saved.status, saved.body]).toEqual([200, ganjaAndPickup]);
    expect((await read('', asSeller(seller))).body).toEqual(ganjaAndPickup);
    // A buyer and a guest read the same options by the store's id.
    expect((await read(`?storeId=${seller.id}`, asBuyer(buyer))).body).toEqual(ganjaAndPickup);
    expect((await read(`?storeId=${seller.id}`)).body).toEqual(ganjaAndPickup);
  });

  it("changes only the caller's own store: another seller's save leaves this one as it was", async () => {
    const theirs = deliveryOptions({ zones: [{ zoneId: 'all', kind: 'REGIONS', cities: [], feeQepik: 100, days: 5 }] });
    expect((await calls.saveDelivery(otherSeller, theirs)).status).toBe(200);
    expect((await read(`?storeId=${otherSeller.id}`)).body).toEqual(theirs);
    expect((await read(`?storeId=${seller.id}`)).body).toEqual(ganjaAndPickup);
  });

  it('keeps no cities on a zone that is not a list of cities', async () => {
    const saved = await calls.saveDelivery(
      otherSeller,
      deliveryOptions({ zones: [{ zoneId: 'b', kind: 'BAKU', cities: ['Quba'], feeQepik: 100, days: 1 }] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.zones[0].cities).toEqual([]);
  });

  it('names each problem by its field and saves nothing', async () => {
    const refused = await calls.saveDelivery(
      seller,
      deliveryOptions({
        zones: [
          { zoneId: 'a', kind: 'BAKU', cities: [], feeQepik: 100, days: 1 },
          { zoneId: 'b', kind: 'BAKU', cities: [], feeQepik: 200, days: 1 },
          { zoneId: 'c', kind: 'CITIES', cities: [], feeQepik: 200, days: 1 },
        ],
        pickup: { enabled: true, address: '   ' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'zones.1.kind': 'ZONE_KIND_REPEATED',
        'zones.2.cities': 'ZONE_CITIES_EMPTY',
        'pickup.address': 'PICKUP_ADDRESS_REQUIRED',
      },
    });
    const nothing = await calls.saveDelivery(seller, deliveryOptions({ zones: [], pickup: { enabled: false, address: '' } }));
    expect([nothing.status, nothing.body.error.fields]).toEqual([400, { zones: 'NO_WAY_TO_RECEIVE' }]);
    const badFee = await calls.saveDelivery(
      seller,
      deliveryOptions({ zones: [{ zoneId: 'a', kind: 'BAKU', cities: [], feeQepik: -1, days: 1 }] }),
    );
    expect(badFee.status).toBe(400);
    expect(Object.keys(badFee.body.error.fields)).toEqual(['zones.0.feeQepik']);
    expect((await read('', asSeller(seller))).body).toEqual(ganjaAndPickup);
  });

  it('refuses a field it does not know, by name (a store id of its own included)', async () => {
    const refused = await server.post(
      API_PATHS.order.updateDeliveryOptions,
      { ...ganjaAndPickup, storeId: otherSeller.id },
      asSeller(seller),
    );
    expect([refused.status, refused.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    expect(Object.keys(refused.body.error.fields)).toEqual(['storeId']);
  });
});

describe('what the buyer sees at checkout', () => {
  it("prices the seller's new fee and days in the buyer's next preview", async () => {
    const leaf = await insertCategory(server.database.db, 'Kasalar');
    const itemId = await insertItem(server.database.db, { merchantId: seller.id, categoryId: leaf, productPrice: 20 });
    await calls.addToCart(buyer, { itemId });
    const bakuChoice = async () => {
      const quote = await server.post(API_PATHS.order.previewCheckout, { city: 'Bakı' }, asBuyer(buyer));
      expect(quote.status).toBe(200);
      return quote.body.stores[0].choices[0];
    };
    expect(await bakuChoice()).toMatchObject({ method: 'DELIVERY', zoneId: 'baku', feeQepik: 350 });
    const cheaper = { ...ganjaAndPickup, zones: [{ zoneId: 'baku', kind: 'BAKU' as const, cities: [], feeQepik: 199, days: 4 }] };
    expect((await calls.saveDelivery(seller, cheaper)).status).toBe(200);
    const choice = await bakuChoice();
    expect(choice).toMatchObject({ feeQepik: 199, zoneFeeQepik: 199 });
    const shipBy = shipByDate(new Date(), 3);
    expect(choice.estimatedArrival).toBe(estimatedArrival(shipBy, { days: 4 }));
    expect((await calls.saveDelivery(seller, ganjaAndPickup)).status).toBe(200);
  });
});

describe('who may read and change delivery options', () => {
  it('lets only a seller change them: a guest 401, a buyer and an admin 403', async () => {
    const post = (options: Parameters<typeof server.post>[2]) =>
      server.post(API_PATHS.order.updateDeliveryOptions, deliveryOptions(), options);
    expect((await post(asBuyer(undefined))).status).toBe(401);
    expect((await post(asBuyer(buyer))).status).toBe(403);
    expect((await post(asAdmin(admin))).status).toBe(403);
  });

  it('asks a guest, a buyer and an admin which store (400 naming storeId)', async () => {
    for (const options of [asBuyer(undefined), asBuyer(buyer), asAdmin(admin)]) {
      const answer = await read('', options);
      expect([answer.status, Object.keys(answer.body.error.fields ?? {})]).toEqual([400, ['storeId']]);
    }
  });

  it('answers 404 for an unknown store, a malformed id, a buyer and a deactivated store', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', buyer.id]) {
      expect((await read(`?storeId=${id}`)).status).toBe(404);
    }
    const deactivated = await server.post(
      API_PATHS.company.updateCompanyStatus,
      { id: otherSeller.id, status: 'INACTIVE' },
      asAdmin(admin),
    );
    expect(deactivated.status).toBe(200);
    expect((await read(`?storeId=${otherSeller.id}`)).status).toBe(404);
    await server.post(API_PATHS.company.updateCompanyStatus, { id: otherSeller.id, status: 'ACTIVE' }, asAdmin(admin));
  });

  it('ignores an unknown query parameter, as every read does', async () => {
    expect((await read(`?storeId=${seller.id}&utm_source=x`)).body).toEqual(ganjaAndPickup);
  });
});
