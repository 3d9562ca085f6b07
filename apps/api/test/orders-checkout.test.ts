import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  IDEMPOTENT_REPLAY_HEADER,
  estimatedArrival,
  shipByDate,
  type CheckoutQuote,
  type CheckoutStore,
  type PlaceOrderRequest,
} from '@marketplace/contract';
import { cartLines, items, orderEvents, orderGroups, orderLines, orders } from '../src/db/schema.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import {
  insertCategory,
  insertItem,
  setItem,
  signInAdmin,
  signUpBuyer,
  signUpMerchant,
  type ItemFixture,
  type SignedIn,
} from './cart-fixtures.ts';
import { asAdmin, asSeller, BAKU_ADDRESS, deliveryOptions, orderCalls, orderFrom } from './order-fixtures.ts';

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let buyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let leaf: number;
let buyerSerial = 0;

beforeAll(async () => {
  server = await startAuthServer();
  calls = orderCalls(server);
  [buyer, seller, otherSeller, admin] = await Promise.all([
    signUpBuyer(server, 'sifaris-alici@example.az'),
    signUpMerchant(server, 'sifaris-usta@example.az', 'Gil Evi'),
    signUpMerchant(server, 'sifaris-xalca@example.az', 'Xalça Evi'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Vazalar');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const newBuyer = () => signUpBuyer(server, `sifaris-alici-${(buyerSerial += 1)}@example.az`);
const newItem = (overrides: Partial<ItemFixture> = {}) =>
  insertItem(db(), { merchantId: seller.id, categoryId: leaf, ...overrides });
const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(asc(orders.number));
const groupsOf = (buyerId: string) => db().select().from(orderGroups).where(eq(orderGroups.buyerId, buyerId));
const linesOf = (orderId: string) =>
  db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
const cartLineCount = async (buyerId: string) =>
  (await db().select().from(cartLines).where(eq(cartLines.accountId, buyerId))).length;
const stockOf = async (itemId: string) => (await db().select().from(items).where(eq(items.id, itemId)))[0]?.stockCount;
const noticeTitles = async (who: SignedIn): Promise<string[]> => {
  const inbox = await server.get(API_PATHS.mobile.getNotifications, asSeller(who));
  expect(inbox.status).toBe(200);
  return inbox.body.items.map((notice: { title: string }) => notice.title);
};
const storeOf = (quote: CheckoutQuote, storeId: string): CheckoutStore => {
  const store = quote.stores.find((candidate) => candidate.storeId === storeId);
  if (!store) throw new Error(`no store ${storeId} in the quote`);
  return store;
};

describe('who may check out', () => {
  const someOrder = { contact: { name: 'A', phone: '+994501234567' } };

  it('refuses a guest with 401 before reading the body, on both calls', async () => {
    for (const answer of [await calls.preview(undefined, { nonsense: true }), await calls.place(undefined, { nonsense: true })]) {
      expect([answer.status, answer.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('refuses a seller and an admin with 403', async () => {
    for (const options of [asSeller(seller), asAdmin(admin)]) {
      expect((await calls.preview(undefined, { city: 'Bakı' }, options)).status).toBe(403);
      expect((await calls.place(undefined, someOrder, 'k-1', options)).status).toBe(403);
    }
  });

  it('refuses a blocked buyer as the cart does (its session ends: 401)', async () => {
    const blocked = await newBuyer();
    await calls.addToCart(blocked, { itemId: await newItem() });
    const quote = await calls.quoteOf(blocked);
    const block = await server.post(API_PATHS.admin.setAccountBlocked, { id: blocked.id, blocked: true }, asAdmin(admin));
    expect(block.status).toBe(200);
    expect((await calls.preview(blocked, { city: 'Bakı' })).status).toBe(401);
    expect((await calls.place(blocked, orderFrom(quote))).status).toBe(401);
    expect(await ordersOf(blocked.id)).toEqual([]);
  });
});

describe('what the checkout accepts', () => {
  it('refuses an unknown field by name, at the top and inside', async () => {
    const buyerWithCart = await newBuyer();
    await calls.addToCart(buyerWithCart, { itemId: await newItem() });
    const quote = await calls.quoteOf(buyerWithCart);
    const preview = await calls.preview(buyerWithCart, { city: 'Bakı', zzExtra: 1 });
    expect([preview.status, preview.body.error.code, Object.keys(preview.body.error.fields)]).toEqual([
      400,
      'UNKNOWN_FIELD',
      ['zzExtra'],
    ]);
    const body = orderFrom(quote);
    const top = await calls.place(buyerWithCart, { ...body, totalQepik: 1 });
    expect([top.status, top.body.error.code, Object.keys(top.body.error.fields)]).toEqual([400, 'UNKNOWN_FIELD', ['totalQepik']]);
    const inside = await calls.place(buyerWithCart, { ...body, contact: { ...body.contact, email: 'a@b.az' } });
    expect([inside.status, Object.keys(inside.body.error.fields)]).toEqual([400, ['contact.email']]);
    expect(await ordersOf(buyerWithCart.id)).toEqual([]);
  });

  it('refuses a phone that is not one, on contact.phone', async () => {
    const buyerWithCart = await newBuyer();
    await calls.addToCart(buyerWithCart, { itemId: await newItem() });
    const body = orderFrom(await calls.quoteOf(buyerWithCart), {}, { contact: { name: 'Leyla', phone: '12ab' } });
    const answer = await calls.place(buyerWithCart, body);
    expect([answer.status, answer.body.error.code, Object.keys(answer.body.error.fields)]).toEqual([
      400,
      'VALIDATION_FAILED',
      ['contact.phone'],
    ]);
  });

  it('needs an Idempotency-Key to place an order', async () => {
    const buyerWithCart = await newBuyer();
    await calls.addToCart(buyerWithCart, { itemId: await newItem() });
    const answer = await calls.place(buyerWithCart, orderFrom(await calls.quoteOf(buyerWithCart)), null);
    expect([answer.status, answer.body.error.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    expect(await ordersOf(buyerWithCart.id)).toEqual([]);
  });

  it('answers CART_EMPTY for an empty cart', async () => {
    const empty = await newBuyer();
    expect((await calls.quoteOf(empty)).stores).toEqual([]);
    const answer = await calls.place(empty, {
      contact: { name: 'Leyla', phone: '+994501234567' },
      address: BAKU_ADDRESS,
      stores: [{ storeId: seller.id, method: 'DELIVERY' }],
      seen: {
        lines: [{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitPriceQepik: 1, pocketFeeQepik: 0 }],
        totalQepik: 1,
      },
    });
    expect([answer.status, answer.body.error.code]).toEqual([409, 'CART_EMPTY']);
  });
});

describe('placing a cart of two stores', () => {
  it('makes one group and one order per store, with the prices and titles of the moment kept on its lines', async () => {
    const vase = await newItem({
      productName: 'Gil vaza',
      productPrice: 19.99,
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 2, name: 'Hədiyyə qutusu', active: true },
      ],
      pocketFees: { '2': 2.5 },
    });
    const bowl = await newItem({ productName: 'Kasa', productPrice: 40, discountType: 'PERCENTAGE', discountValue: 15 });
    const carpet = await insertItem(db(), {
      merchantId: otherSeller.id,
      categoryId: leaf,
      productName: 'Xalça',
      productPrice: 120.1,
      discountType: 'AMOUNT',
      discountValue: 20.2,
    });
    await setItem(db(), bowl, { processingDays: 5 });
    await calls.addToCart(buyer, { itemId: vase, quantity: 3, pocketTypeId: 2 });
    await calls.addToCart(buyer, { itemId: bowl, quantity: 2 });
    await calls.addToCart(buyer, { itemId: carpet });

    const quote = await calls.quoteOf(buyer);
    expect(quote.changed).toBe(false);
    expect(quote.stores.map((store) => [store.storeName, store.subtotalQepik])).toEqual([
      ['Gil Evi', 13_547],
      ['Xalça Evi', 9_990],
    ]);
    const clay = storeOf(quote, seller.id);
    expect(
      clay.lines.map((line) => [line.title, line.unitPriceQepik, line.pocketFeeQepik, line.quantity, line.lineTotalQepik]),
    ).toEqual([
      ['Gil vaza', 1_999, 250, 3, 6_747],
      ['Kasa', 3_400, 0, 2, 6_800],
    ]);
    // The bowl takes 5 days to make: the store's order ships by then; delivery in Baku is the default 5 ₼ in 2 days.
    const today = new Date();
    expect(clay.shipBy).toBe(shipByDate(today, 5));
    expect(clay.choices).toEqual([
      {
        method: 'DELIVERY',
        zoneId: 'baku',
        kind: 'BAKU',
        feeQepik: 500,
        zoneFeeQepik: 500,
        estimatedArrival: estimatedArrival(shipByDate(today, 5), { days: 2 }),
      },
    ]);
    expect(quote.subtotalQepik).toBe(23_537);

    const body = orderFrom(quote, {}, { note: 'Zəng edin', giftMessage: 'Ad günün mübarək!' });
    expect(body.seen.totalQepik).toBe(24_537);
    const placed = await calls.place(buyer, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.totalQepik).toBe(24_537);
    expect(placed.body.orders.map((order: { storeId: string; totalQepik: number }) => [order.storeId, order.totalQepik])).toEqual(
      [
        [seller.id, 14_047],
        [otherSeller.id, 10_490],
      ],
    );

    const [group] = await groupsOf(buyer.id);
    expect(group).toMatchObject({
      id: placed.body.groupId,
      contactName: 'Leyla Məmmədova',
      contactPhone: '+994501234567',
      address: BAKU_ADDRESS,
      note: 'Zəng edin',
      giftMessage: 'Ad günün mübarək!',
      totalQepik: 24_537,
    });
    const [clayOrder, carpetOrder] = await ordersOf(buyer.id);
    expect(clayOrder).toMatchObject({
      sellerId: seller.id,
      status: 'PLACED',
      deliveryMethod: 'DELIVERY',
      zoneKind: 'BAKU',
      subtotalQepik: 13_547,
      deliveryFeeQepik: 500,
      totalQepik: 14_047,
      processingDays: 5,
      shipBy: shipByDate(today, 5),
    });
    expect(carpetOrder).toMatchObject({ sellerId: otherSeller.id, subtotalQepik: 9_990, totalQepik: 10_490 });
    expect(clayOrder!.number + 1).toBe(carpetOrder!.number);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [clayOrder!.id, carpetOrder!.id]));
    expect(events.map((event) => [event.status, event.actor, event.actorId])).toEqual([
      ['PLACED', 'BUYER', buyer.id],
      ['PLACED', 'BUYER', buyer.id],
    ]);
    expect(await cartLineCount(buyer.id)).toBe(0);
    // Each store hears of its own new order.
    expect(await noticeTitles(otherSeller)).toEqual([`Yeni sifariş № ${carpetOrder!.number}`]);
    expect(await noticeTitles(seller)).toContain(`Yeni sifariş № ${clayOrder!.number}`);

    // The seller raises the price and renames the vase: the order keeps what was bought.
    await setItem(db(), vase, { productPrice: 25, salePrice: 25, productName: 'Böyük gil vaza' });
    const frozen = await linesOf(clayOrder!.id);
    expect(
      frozen.map((line) => [
        line.title,
        line.itemId,
        line.unitPriceQepik,
        line.pocketTypeName,
        line.pocketFeeQepik,
        line.lineTotalQepik,
      ]),
    ).toEqual([
      ['Gil vaza', vase, 1_999, 'Hədiyyə qutusu', 250, 6_747],
      ['Kasa', bowl, 3_400, 'Standart', 0, 6_800],
    ]);
    expect(frozen[1]?.processingDays).toBe(5);
  });

  it('keeps lines with other attributes or another personalisation apart on the order', async () => {
    const shopper = await newBuyer();
    const scarf = await newItem({
      productName: 'Şərf',
      attributes: [
        { key: 'rəng', values: ['qırmızı', 'mavi'] },
        { key: 'ölçü', values: ['S', 'M'] },
      ],
    });
    await setItem(db(), scarf, { personalization: { enabled: true, prompt: 'Ad', maxLength: 12 } });
    await calls.addToCart(shopper, { itemId: scarf, attributes: { rəng: 'mavi', ölçü: 'M' } });
    await calls.addToCart(shopper, { itemId: scarf, attributes: { rəng: 'qırmızı', ölçü: 'M' } });
    await calls.addToCart(shopper, { itemId: scarf, attributes: { rəng: 'mavi', ölçü: 'M' }, personalization: 'Leyla' });
    const placed = await calls.place(shopper, orderFrom(await calls.quoteOf(shopper)));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await ordersOf(shopper.id);
    expect((await linesOf(order!.id)).map((line) => [line.attributes, line.personalization, line.quantity])).toEqual([
      [{ rəng: 'mavi', ölçü: 'M' }, '', 1],
      [{ rəng: 'qırmızı', ölçü: 'M' }, '', 1],
      [{ rəng: 'mavi', ölçü: 'M' }, 'Leyla', 1],
    ]);
  });
});

describe('delivery and pickup', () => {
  let zonedSeller: SignedIn;
  let lamp: string;

  beforeAll(async () => {
    zonedSeller = await signUpMerchant(server, 'sifaris-lampa@example.az', 'Lampa Emalatxanası');
    const saved = await calls.saveDelivery(
      zonedSeller,
      deliveryOptions({
        processingDays: 2,
        zones: [
          { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 300, days: 1 },
          { zoneId: 'west', kind: 'CITIES', cities: ['Gəncə'], feeQepik: 700, days: 3 },
          { zoneId: 'regions', kind: 'REGIONS', cities: [], feeQepik: 900, days: 4 },
        ],
        freeDeliveryFromQepik: 10_000,
        pickup: { enabled: true, address: 'Füzuli küç. 3, Bakı' },
      }),
    );
    expect(saved.status).toBe(200);
    lamp = await insertItem(db(), { merchantId: zonedSeller.id, categoryId: leaf, productName: 'Lampa', productPrice: 50 });
  });

  it('prices delivery by the zone of the city, free from the threshold, and offers pickup', async () => {
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: lamp });
    const byCity = async (city: string | null) => storeOf(await calls.quoteOf(shopper, city), zonedSeller.id).choices;
    const shipBy = shipByDate(new Date(), 2);
    const pickup = { method: 'PICKUP', address: 'Füzuli küç. 3, Bakı', readyBy: shipBy };
    expect(await byCity('Gəncə')).toEqual([
      {
        method: 'DELIVERY',
        zoneId: 'west',
        kind: 'CITIES',
        feeQepik: 700,
        zoneFeeQepik: 700,
        estimatedArrival: estimatedArrival(shipBy, { days: 3 }),
      },
      pickup,
    ]);
    expect((await byCity('Quba'))[0]).toMatchObject({ zoneId: 'regions', feeQepik: 900 });
    // No Absheron zone: Sumqayıt is not delivered to; without a city only pickup is offered.
    expect(await byCity('Sumqayıt')).toEqual([pickup]);
    expect(await byCity(null)).toEqual([pickup]);

    // Two lamps reach the 100 ₼ threshold: delivery is free, the zone's fee still shown.
    await calls.addToCart(shopper, { itemId: lamp });
    expect((await byCity('Gəncə'))[0]).toMatchObject({ feeQepik: 0, zoneFeeQepik: 700 });
    const quote = await calls.quoteOf(shopper, 'Gəncə');
    const placed = await calls.place(
      shopper,
      orderFrom(quote, {}, { address: { city: 'Gəncə', street: 'Atatürk pr. 1', notes: '' } }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await ordersOf(shopper.id);
    expect(order).toMatchObject({
      deliveryMethod: 'DELIVERY',
      zoneKind: 'CITIES',
      subtotalQepik: 10_000,
      deliveryFeeQepik: 0,
      totalQepik: 10_000,
      estimatedArrival: estimatedArrival(shipBy, { days: 3 }),
    });
  });

  it('places a pickup without an address, and keeps the pickup address on the order', async () => {
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: lamp });
    const quote = await calls.quoteOf(shopper, null);
    const placed = await calls.place(shopper, orderFrom(quote, { method: 'PICKUP' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.totalQepik).toBe(5_000);
    const [order] = await ordersOf(shopper.id);
    expect(order).toMatchObject({
      deliveryMethod: 'PICKUP',
      zoneKind: null,
      pickupAddress: 'Füzuli küç. 3, Bakı',
      deliveryFeeQepik: 0,
    });
    expect((await groupsOf(shopper.id))[0]?.address).toBeNull();
  });

  it('refuses delivery where the store does not deliver, pickup where it is not offered, delivery without an address and the wrong stores', async () => {
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: lamp });
    await calls.addToCart(shopper, { itemId: await newItem({ productName: 'Boşqab' }) });
    const quote = await calls.quoteOf(shopper, 'Bakı');
    const body = orderFrom(quote);
    const lampAt = body.stores.findIndex((store) => store.storeId === zonedSeller.id);
    const clayAt = 1 - lampAt;

    const sumqayit = await calls.place(shopper, { ...body, address: { ...BAKU_ADDRESS, city: 'Sumqayıt' } });
    expect([sumqayit.status, sumqayit.body.error.code]).toEqual([409, 'DELIVERY_NOT_AVAILABLE']);
    expect(Object.keys(sumqayit.body.error.fields)).toEqual([`stores.${lampAt}.zoneId`]);

    const clayPickup = structuredClone(body);
    clayPickup.stores[clayAt] = { storeId: seller.id, method: 'PICKUP', zoneId: null };
    const refusedPickup = await calls.place(shopper, clayPickup);
    expect([refusedPickup.status, refusedPickup.body.error.code]).toEqual([409, 'PICKUP_NOT_OFFERED']);

    const noAddress = await calls.place(shopper, { ...body, address: null });
    expect([noAddress.status, noAddress.body.error.code]).toEqual([400, 'ADDRESS_REQUIRED']);

    const oneStore = await calls.place(shopper, { ...body, stores: [body.stores[lampAt]] });
    expect([oneStore.status, oneStore.body.error.code]).toEqual([400, 'ORDER_STORES_MISMATCH']);
    const twice = await calls.place(shopper, { ...body, stores: [body.stores[lampAt], body.stores[lampAt]] });
    expect([twice.status, twice.body.error.code]).toEqual([400, 'ORDER_STORES_MISMATCH']);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await cartLineCount(shopper.id)).toBe(2);
  });
});

describe('a change between looking and placing', () => {
  it('asks the buyer about a new price, places nothing, and places with the new price once seen', async () => {
    const shopper = await newBuyer();
    const jug = await newItem({ productName: 'Səhəng', productPrice: 30 });
    const cup = await newItem({ productName: 'Fincan', productPrice: 8 });
    await calls.addToCart(shopper, { itemId: jug, quantity: 2 });
    await calls.addToCart(shopper, { itemId: cup });
    const quote = await calls.quoteOf(shopper);
    await setItem(db(), jug, { productPrice: 34.5, salePrice: 34.5 });

    const refused = await calls.place(shopper, orderFrom(quote));
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CHECKOUT_CHANGED']);
    const fresh: CheckoutQuote = refused.body.error.quote;
    expect(fresh.changed).toBe(true);
    expect(fresh.stores[0]?.lines.map((line) => [line.title, line.change])).toEqual([
      ['Səhəng', { kind: 'PRICE', fromQepik: 3_000, toQepik: 3_450 }],
      ['Fincan', null],
    ]);
    expect(fresh.subtotalQepik).toBe(7_700);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await cartLineCount(shopper.id)).toBe(2);

    const placed = await calls.place(shopper, orderFrom(fresh));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.totalQepik).toBe(8_200);
  });

  it('asks again when a delivery fee changed, and when a line was hidden', async () => {
    const shopper = await newBuyer();
    const feeSeller = await signUpMerchant(server, 'sifaris-haqq@example.az', 'Haqq Evi');
    const box = await insertItem(db(), { merchantId: feeSeller.id, categoryId: leaf, productName: 'Qutu' });
    await calls.addToCart(shopper, { itemId: box });
    const quote = await calls.quoteOf(shopper);
    await calls.saveDelivery(
      feeSeller,
      deliveryOptions({ zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 650, days: 1 }] }),
    );
    const fee = await calls.place(shopper, orderFrom(quote));
    expect([fee.status, fee.body.error.code]).toEqual([409, 'CHECKOUT_CHANGED']);
    expect(storeOf(fee.body.error.quote, feeSeller.id).choices[0]).toMatchObject({ feeQepik: 650 });

    const fresh = await calls.quoteOf(shopper);
    await setItem(db(), box, { status: 'HIDDEN' });
    const hidden = await calls.place(shopper, orderFrom(fresh));
    expect([hidden.status, hidden.body.error.code]).toEqual([409, 'CHECKOUT_CHANGED']);
    expect(hidden.body.error.quote.stores[0].lines[0].change).toEqual({ kind: 'UNAVAILABLE' });
    expect(await ordersOf(shopper.id)).toEqual([]);
  });

  it('orders the rest of the cart when the buyer saw a line as unavailable, and leaves that line in the cart', async () => {
    const shopper = await newBuyer();
    const gone = await insertItem(db(), { merchantId: otherSeller.id, categoryId: leaf, productName: 'Köhnə xalça' });
    const goneLine = await calls.addToCart(shopper, { itemId: gone });
    await calls.addToCart(shopper, { itemId: await newItem({ productName: 'Qab', productPrice: 12 }) });
    await setItem(db(), gone, { status: 'HIDDEN' });

    const quote = await calls.quoteOf(shopper);
    expect(quote.changed).toBe(true);
    const hiddenStore = storeOf(quote, otherSeller.id);
    expect([hiddenStore.lines[0]?.change, hiddenStore.subtotalQepik, hiddenStore.choices]).toEqual([
      { kind: 'UNAVAILABLE' },
      0,
      [],
    ]);
    expect(quote.subtotalQepik).toBe(1_200);

    // The page names every store of the quote; the one with nothing to order is left out of the orders.
    const body = orderFrom(quote);
    expect(body.stores).toHaveLength(2);
    const placed = await calls.place(shopper, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.orders.map((order: { storeId: string }) => order.storeId)).toEqual([seller.id]);
    expect(placed.body.totalQepik).toBe(1_700);
    const left = await db().select().from(cartLines).where(eq(cartLines.accountId, shopper.id));
    expect(left.map((line) => line.id)).toEqual([goneLine]);

    // A store that is not in the cart at all is refused.
    await setItem(db(), gone, { status: 'ACTIVE' });
    await calls.addToCart(shopper, { itemId: await newItem() });
    const next = orderFrom(await calls.quoteOf(shopper));
    const stranger = await calls.place(shopper, {
      ...next,
      stores: [...next.stores, { storeId: admin.id, method: 'PICKUP', zoneId: null }],
    });
    expect([stranger.status, stranger.body.error.code]).toEqual([400, 'ORDER_STORES_MISMATCH']);
  });

  it('marks a line the stock no longer covers, and refuses it as out of stock', async () => {
    const shopper = await newBuyer();
    const mug = await newItem({ productName: 'Dulusçu kupası', itemType: 3, stockCount: 3 });
    const lineId = await calls.addToCart(shopper, { itemId: mug, quantity: 3 });
    const quote = await calls.quoteOf(shopper);
    await setItem(db(), mug, { stockCount: 2 });
    expect((await calls.quoteOf(shopper)).stores[0]?.lines[0]?.change).toEqual({ kind: 'STOCK', available: 2 });
    const refused = await calls.place(shopper, orderFrom(quote));
    expect([refused.status, refused.body.error.code]).toEqual([409, 'ORDER_OUT_OF_STOCK']);
    expect(refused.body.error.message).toContain('Dulusçu kupası');
    expect(refused.body.error.fields).toEqual({ [`lines.${lineId}`]: expect.stringContaining('Dulusçu kupası') });
    expect(await stockOf(mug)).toBe(2);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of 20 buyers placing at once; the others hear which item ran out', async () => {
    const teapot = await newItem({ productName: 'Son çaydan', itemType: 3, stockCount: 1 });
    const buyers: SignedIn[] = [];
    for (let batch = 0; batch < 4; batch += 1) buyers.push(...(await Promise.all(Array.from({ length: 5 }, newBuyer))));
    const bodies: PlaceOrderRequest[] = [];
    for (const one of buyers) {
      await calls.addToCart(one, { itemId: teapot });
      bodies.push(orderFrom(await calls.quoteOf(one)));
    }

    const answers = await Promise.all(buyers.map((one, index) => calls.place(one, bodies[index])));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.code).toBe('ORDER_OUT_OF_STOCK');
      expect(refused.body.error.message).toContain('Son çaydan');
      expect(refused.body.error.title).toBe('Son çaydan');
      expect(refused.body.error.available).toBe(0);
      // The quote in the answer shows it sold out, for the "the price changed" step.
      expect(refused.body.error.quote.stores[0].lines[0].change).toEqual({ kind: 'STOCK', available: 0 });
    }
    expect(await stockOf(teapot)).toBe(0);
    const ordered = await db().select().from(orderLines).where(eq(orderLines.itemId, teapot));
    expect(ordered.map((line) => [line.quantity, line.stockReserved])).toEqual([[1, 1]]);
    // The buyers who missed it keep it in their carts.
    const kept = await Promise.all(buyers.map((one) => cartLineCount(one.id)));
    expect(kept.filter((count) => count === 1)).toHaveLength(19);
  }, 120_000);
});

describe('placing twice', () => {
  it('answers a retry under the same key with the first answer, and makes one group', async () => {
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: await newItem() });
    const body = orderFrom(await calls.quoteOf(shopper));
    const first = await calls.place(shopper, body, 'checkout-1');
    const retry = await calls.place(shopper, body, 'checkout-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await groupsOf(shopper.id)).toHaveLength(1);
    const [order] = await ordersOf(shopper.id);
    // The store heard of it once.
    const titles = await noticeTitles(seller);
    expect(titles.filter((title) => title === `Yeni sifariş № ${order!.number}`)).toHaveLength(1);
  });

  it('makes one group of a double click (the same key twice at once): the second waits for the first or answers it', async () => {
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: await newItem() });
    const body = orderFrom(await calls.quoteOf(shopper));
    const answers = await Promise.all([calls.place(shopper, body, 'double-click'), calls.place(shopper, body, 'double-click')]);
    for (const answer of answers) {
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await groupsOf(shopper.id)).toHaveLength(1);
    // Once the first has answered, the same key answers it again.
    const again = await calls.place(shopper, body, 'double-click');
    expect([again.status, again.body.groupId]).toEqual([200, (await groupsOf(shopper.id))[0]?.id]);
  });

  it('makes one group of two tabs placing the same cart at once under different keys', async () => {
    const shopper = await newBuyer();
    const jar = await newItem({ productName: 'Küp', itemType: 3, stockCount: 5 });
    await calls.addToCart(shopper, { itemId: jar, quantity: 2 });
    await calls.addToCart(shopper, { itemId: await newItem() });
    const body = orderFrom(await calls.quoteOf(shopper));
    const [one, two] = await Promise.all([calls.place(shopper, body, 'tab-1'), calls.place(shopper, body, 'tab-2')]);
    expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
    expect(two.body).toEqual(one.body);
    expect(await groupsOf(shopper.id)).toHaveLength(1);
    const [order] = await ordersOf(shopper.id);
    expect(order).toBeDefined();
    expect((await noticeTitles(seller)).filter((title) => title === `Yeni sifariş № ${order!.number}`)).toHaveLength(1);
    expect(await stockOf(jar)).toBe(3);
    // A third tab, after the cart was emptied, answers the same group too.
    const late = await calls.place(shopper, body, 'tab-3');
    expect([late.status, late.body]).toEqual([200, one.body]);
  });
});
