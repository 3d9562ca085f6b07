import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ItemVariations, type PlaceOrderRequest, type SetItemVariationsRequest } from '@marketplace/contract';
import { itemVariations, items, orderLines, orderLineVariations, orders } from '../src/db/schema.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let admin: SignedIn;
let leaf: number;
let buyerSerial = 0;

beforeAll(async () => {
  server = await startAuthServer();
  calls = orderCalls(server);
  [seller, otherSeller, buyer, admin] = await Promise.all([
    signUpMerchant(server, 'variasiya-usta@example.az', 'Gümüş Evi'),
    signUpMerchant(server, 'variasiya-diger@example.az', 'Başqa Ev'),
    signUpBuyer(server, 'variasiya-alici@example.az'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Üzüklər');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const newBuyer = () => signUpBuyer(server, `variasiya-alici-${(buyerSerial += 1)}@example.az`);
const SIZES = { key: 'Ölçü', values: ['16', '17', '18', '19'] };
const COLOURS = { key: 'Rəng', values: ['Gümüş', 'Qızılı'] };

/** A ring in sizes 16–19 (19 costs more), 2 of each but one of 19 and none of 16; 18 is switched off. */
const ringSet = (itemId: string): SetItemVariationsRequest => ({
  itemId,
  attributeKeys: ['Ölçü'],
  variations: [
    { options: { Ölçü: '16' }, priceQepik: 4500, stockCount: 0, sku: 'RING-16' },
    { options: { Ölçü: '17' }, priceQepik: 4500, stockCount: 2, sku: 'RING-17' },
    { options: { Ölçü: '18' }, priceQepik: 4500, stockCount: 5, sku: 'RING-18', active: false },
    { options: { Ölçü: '19' }, priceQepik: 5200, stockCount: 1, sku: 'RING-19' },
  ],
});

const newRing = () =>
  insertItem(db(), {
    merchantId: seller.id,
    categoryId: leaf,
    productName: 'Gümüş üzük',
    productPrice: 30,
    attributes: [SIZES, COLOURS],
  });
const setVariations = (who: SignedIn, body: unknown) => server.post(API_PATHS.variation.setItemVariations, body, asSeller(who));
const readVariations = (itemId: string, options = asBuyer(undefined)) =>
  server.get(`${API_PATHS.variation.getItemVariations}?itemId=${itemId}`, options);
const itemRow = async (itemId: string) => (await db().select().from(items).where(eq(items.id, itemId)))[0];
const stockBySize = async (itemId: string) =>
  Object.fromEntries(
    (await db().select().from(itemVariations).where(eq(itemVariations.itemId, itemId))).map((row) => [
      row.options['Ölçü'],
      row.stockCount,
    ]),
  );

async function ringWithSizes(): Promise<string> {
  const ring = await newRing();
  const answer = await setVariations(seller, ringSet(ring));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ring;
}

describe('setting variations', () => {
  it('is the item seller’s: a guest hears 401, a buyer 403, another seller 404', async () => {
    const ring = await newRing();
    expect((await server.post(API_PATHS.variation.setItemVariations, ringSet(ring), { host: HOSTS.merchant })).status).toBe(401);
    expect((await server.post(API_PATHS.variation.setItemVariations, ringSet(ring), asBuyer(buyer))).status).toBe(403);
    const foreign = await setVariations(otherSeller, ringSet(ring));
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    expect(await db().select().from(itemVariations).where(eq(itemVariations.itemId, ring))).toEqual([]);
  });

  it('refuses an unknown field by name, and attributes, values or combinations the product does not have', async () => {
    const ring = await newRing();
    const unknown = await setVariations(seller, { ...ringSet(ring), colourChart: true });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    expect(unknown.body.error.fields).toHaveProperty('colourChart');

    const noSuchAttribute = await setVariations(seller, { ...ringSet(ring), attributeKeys: ['Material'] });
    expect([noSuchAttribute.status, noSuchAttribute.body.error.code]).toEqual([400, 'VARIATION_ATTRIBUTE_UNKNOWN']);

    const set = ringSet(ring);
    const noSuchValue = await setVariations(seller, {
      ...set,
      variations: [...set.variations, { options: { Ölçü: '25' }, priceQepik: 100, stockCount: 1 }],
    });
    expect([noSuchValue.status, noSuchValue.body.error.code]).toEqual([400, 'VARIATION_OPTIONS_INVALID']);
    expect(noSuchValue.body.error.fields).toEqual({ 'variations.4.options': expect.any(String) });

    const twice = await setVariations(seller, { ...set, variations: [...set.variations, set.variations[1]] });
    expect([twice.status, twice.body.error.code]).toEqual([400, 'VARIATION_DUPLICATE']);

    const three = await setVariations(seller, { ...set, attributeKeys: ['Ölçü', 'Rəng', 'Ölçü'] });
    expect(three.status).toBe(400);
    const negative = await setVariations(seller, {
      ...set,
      variations: [{ options: { Ölçü: '16' }, priceQepik: -1, stockCount: 1 }],
    });
    expect(negative.status).toBe(400);
    expect(await db().select().from(itemVariations).where(eq(itemVariations.itemId, ring))).toEqual([]);
  });

  it('keeps the item’s price at the lowest active combination’s and its stock at their sum, in the same write', async () => {
    const ring = await newRing();
    const answer = await setVariations(seller, ringSet(ring));
    expect(answer.status).toBe(200);
    const set = answer.body as ItemVariations;
    expect(set.attributeKeys).toEqual(['Ölçü']);
    expect(
      set.variations.map((variation) => [
        variation.options,
        variation.priceQepik,
        variation.stockCount,
        variation.sku,
        variation.active,
      ]),
    ).toEqual([
      [{ Ölçü: '16' }, 4500, 0, 'RING-16', true],
      [{ Ölçü: '17' }, 4500, 2, 'RING-17', true],
      [{ Ölçü: '18' }, 4500, 5, 'RING-18', false],
      [{ Ölçü: '19' }, 5200, 1, 'RING-19', true],
    ]);
    // 18 is off: its 5 are not for sale.
    expect(await itemRow(ring)).toMatchObject({ productPrice: 45, salePrice: 45, stockCount: 3 });

    // A second write keeps each combination's row (an order's link to it stays) and deletes the ones left out.
    const ids = new Map(set.variations.map((variation) => [variation.options['Ölçü'], variation.id]));
    const again = await setVariations(seller, {
      ...ringSet(ring),
      variations: [{ options: { Ölçü: '19' }, priceQepik: 6000, stockCount: 4, sku: 'RING-19' }],
    });
    expect(again.status).toBe(200);
    expect((again.body as ItemVariations).variations.map((variation) => variation.id)).toEqual([ids.get('19')]);
    expect(await itemRow(ring)).toMatchObject({ productPrice: 60, stockCount: 4 });
  });

  it('keeps the item’s price and stock from its combinations when the product form saves other figures', async () => {
    const ring = await ringWithSizes();
    const saved = await server.post(
      API_PATHS.item.updateItem,
      {
        id: ring,
        productName: 'Gümüş üzük',
        authorName: 'Usta Əli',
        productPrice: 99,
        stockCount: 40,
        selectedCategory: leaf,
        productInfo: '<p>Təsvir</p>',
        coverImage: `/media/covers/${'c3'.repeat(16)}.webp`,
        attributes: [SIZES, COLOURS],
        discountType: 'AMOUNT',
        discountValue: 5,
      },
      asSeller(seller),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await itemRow(ring)).toMatchObject({ productPrice: 45, salePrice: 40, stockCount: 3 });
  });

  it('lets buyers read a listed product’s combinations without the SKUs, and its seller and admins with them', async () => {
    const ring = await ringWithSizes();
    const asGuest = await readVariations(ring);
    expect(asGuest.status).toBe(200);
    expect((asGuest.body as ItemVariations).variations.map((variation) => variation.sku)).toEqual(['', '', '', '']);
    const own = await readVariations(ring, asSeller(seller));
    expect((own.body as ItemVariations).variations.map((variation) => variation.sku)).toContain('RING-19');
    const byAdmin = await readVariations(ring, asAdmin(admin));
    expect((byAdmin.body as ItemVariations).variations.map((variation) => variation.sku)).toContain('RING-19');
    expect((await readVariations(ring, asSeller(otherSeller))).body.variations[3].sku).toBe('');

    await setItem(db(), ring, { status: 'HIDDEN' });
    expect((await readVariations(ring)).status).toBe(404);
    expect((await readVariations(ring, asSeller(seller))).status).toBe(200);
    expect((await readVariations('not-a-uuid')).status).toBe(404);
  });

  it('prices a combination with the product’s discount', async () => {
    const ring = await ringWithSizes();
    await setItem(db(), ring, { discountType: 'PERCENTAGE', discountValue: 10 });
    const read = (await readVariations(ring)).body as ItemVariations;
    expect(read.variations.find((variation) => variation.options['Ölçü'] === '19')?.unitPriceQepik).toBe(4680);
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: ring, attributes: { Ölçü: '19' } });
    expect((await calls.quoteOf(shopper)).stores[0]?.lines[0]?.unitPriceQepik).toBe(4680);
  });
});

describe('the cart', () => {
  it('asks for the size, refuses a size that is off, and prices and counts each size by itself', async () => {
    const ring = await ringWithSizes();
    const shopper = await newBuyer();
    const add = (body: Record<string, unknown>) =>
      server.post(API_PATHS.cart.addToCart, { itemId: ring, ...body }, asBuyer(shopper));

    const unchosen = await add({});
    expect([unchosen.status, unchosen.body.error.code]).toEqual([400, 'INVALID_ATTRIBUTES']);
    expect(unchosen.body.error.fields).toEqual({ 'attributes.Ölçü': 'not offered' });
    const off = await add({ attributes: { Ölçü: '18' } });
    expect([off.status, off.body.error.code]).toEqual([409, 'VARIATION_UNAVAILABLE']);
    const soldOut = await add({ attributes: { Ölçü: '16' } });
    expect([soldOut.status, soldOut.body.error.code]).toEqual([409, 'OUT_OF_STOCK']);

    expect((await add({ attributes: { Ölçü: '19' } })).status).toBe(200);
    const tooMany = await add({ attributes: { Ölçü: '19' } });
    expect([tooMany.status, tooMany.body.error.code, tooMany.body.error.available]).toEqual([409, 'OUT_OF_STOCK', 0]);
    // Size 17 has its own two, whatever size 19 took.
    expect((await add({ attributes: { Ölçü: '17', Rəng: 'Qızılı' }, quantity: 2 })).status).toBe(200);

    const cart = await server.get(API_PATHS.cart.getCart, asBuyer(shopper));
    const lines = cart.body.stores[0].lines as Array<Record<string, unknown>>;
    expect(lines.map((line) => [line.attributes, line.unitPrice, line.stock, line.available])).toEqual([
      [{ Ölçü: '19' }, 52, 1, true],
      [{ Ölçü: '17', Rəng: 'Qızılı' }, 45, 2, true],
    ]);
    expect(cart.body.total).toBe(142);

    // The seller switches 19 off: the line stays, unavailable, and counts for nothing.
    const set = ringSet(ring);
    await setVariations(seller, {
      ...set,
      variations: set.variations.map((one) => ({ ...one, active: one.options['Ölçü'] !== '19' })),
    });
    const after = await server.get(API_PATHS.cart.getCart, asBuyer(shopper));
    expect(after.body.stores[0].lines.map((line: { available: boolean }) => line.available)).toEqual([false, true]);
    expect(after.body.total).toBe(90);
    const raise = await server.post(
      API_PATHS.cart.updateQuantity,
      { lineId: after.body.stores[0].lines[0].lineId, quantity: 1 },
      asBuyer(shopper),
    );
    expect([raise.status, raise.body.error.code]).toEqual([409, 'VARIATION_UNAVAILABLE']);
  });
});

describe('checkout', () => {
  it('orders size 19 at its price: the line keeps the size, price and SKU, and the stock of that size drops (and comes back on cancel)', async () => {
    const ring = await ringWithSizes();
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: ring, attributes: { Ölçü: '19' } });
    await calls.addToCart(shopper, { itemId: ring, attributes: { Ölçü: '17' } });
    const quote = await calls.quoteOf(shopper);
    expect(quote.stores[0]?.lines.map((line) => [line.attributes, line.unitPriceQepik])).toEqual([
      [{ Ölçü: '19' }, 5200],
      [{ Ölçü: '17' }, 4500],
    ]);
    const placed = await calls.place(shopper, orderFrom(quote));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    expect(await stockBySize(ring)).toEqual({ '16': 0, '17': 1, '18': 5, '19': 0 });
    expect((await itemRow(ring))?.stockCount).toBe(1);
    const [order] = await db().select().from(orders).where(eq(orders.buyerId, shopper.id));
    const lines = await db()
      .select({
        attributes: orderLines.attributes,
        unitPriceQepik: orderLines.unitPriceQepik,
        sku: orderLineVariations.sku,
        options: orderLineVariations.options,
        reserved: orderLineVariations.stockReserved,
      })
      .from(orderLines)
      .innerJoin(orderLineVariations, eq(orderLineVariations.orderLineId, orderLines.id))
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(asc(orderLines.position));
    expect(lines).toEqual([
      { attributes: { Ölçü: '19' }, unitPriceQepik: 5200, sku: 'RING-19', options: { Ölçü: '19' }, reserved: 1 },
      { attributes: { Ölçü: '17' }, unitPriceQepik: 4500, sku: 'RING-17', options: { Ölçü: '17' }, reserved: 1 },
    ]);

    // The buyer sees the line as bought; the seller reads its SKU.
    const seen = await server.get(`${API_PATHS.order.getOrder}?orderId=${order!.id}`, asSeller(seller));
    expect(seen.status).toBe(200);
    expect(
      seen.body.lines.map((line: { attributes: unknown; unitPriceQepik: number }) => [line.attributes, line.unitPriceQepik]),
    ).toEqual([
      [{ Ölçü: '19' }, 5200],
      [{ Ölçü: '17' }, 4500],
    ]);

    const cancelled = await server.post(
      API_PATHS.order.changeOrderStatus,
      { orderId: order!.id, action: 'CANCEL' },
      asBuyer(shopper),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockBySize(ring)).toEqual({ '16': 0, '17': 2, '18': 5, '19': 1 });
    expect((await itemRow(ring))?.stockCount).toBe(3);
    // Given back once.
    const kept = await db()
      .select({ reserved: orderLineVariations.stockReserved })
      .from(orderLineVariations)
      .innerJoin(orderLines, eq(orderLines.id, orderLineVariations.orderLineId))
      .where(eq(orderLines.orderId, order!.id));
    expect(kept).toEqual([{ reserved: 0 }, { reserved: 0 }]);
  });

  it('gives the last unit of one size to exactly one of 10 buyers placing at once', async () => {
    const ring = await ringWithSizes();
    const buyers = await Promise.all(Array.from({ length: 10 }, newBuyer));
    const bodies: PlaceOrderRequest[] = [];
    for (const one of buyers) {
      await calls.addToCart(one, { itemId: ring, attributes: { Ölçü: '19' } });
      bodies.push(orderFrom(await calls.quoteOf(one)));
    }
    const answers = await Promise.all(buyers.map((one, index) => calls.place(one, bodies[index])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.code).toBe('ORDER_OUT_OF_STOCK');
      expect(refused.body.error.available).toBe(0);
    }
    expect(await stockBySize(ring)).toEqual({ '16': 0, '17': 2, '18': 5, '19': 0 });
    expect((await itemRow(ring))?.stockCount).toBe(2);
    const sold = await db().select().from(orderLines).where(eq(orderLines.itemId, ring));
    expect(sold.map((line) => [line.attributes, line.quantity])).toEqual([[{ Ölçü: '19' }, 1]]);
  }, 120_000);

  it('refuses a combination sold out since the quote, naming the line, and takes nothing', async () => {
    const ring = await ringWithSizes();
    const shopper = await newBuyer();
    await calls.addToCart(shopper, { itemId: ring, attributes: { Ölçü: '17' } });
    const body = orderFrom(await calls.quoteOf(shopper));
    await db()
      .update(itemVariations)
      .set({ stockCount: 0 })
      .where(and(eq(itemVariations.itemId, ring), eq(itemVariations.sku, 'RING-17')));
    const refused = await calls.place(shopper, body);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'ORDER_OUT_OF_STOCK']);
    expect(await db().select().from(orders).where(eq(orders.buyerId, shopper.id))).toEqual([]);
  });
});
