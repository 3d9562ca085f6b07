import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

let server: AuthTestServer;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let merchant: SignedIn;
let otherMerchant: SignedIn;
let admin: SignedIn;
let leaf: number;

beforeAll(async () => {
  server = await startAuthServer();
  [buyer, otherBuyer, merchant, otherMerchant, admin] = await Promise.all([
    signUpBuyer(server, 'alici@example.az'),
    signUpBuyer(server, 'diger-alici@example.az'),
    signUpMerchant(server, 'usta@example.az', 'Xalça Evi'),
    signUpMerchant(server, 'zerger@example.az', 'Zərgər Sənəti'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Vazalar');
});
afterAll(() => server.close());

const as = (who: SignedIn | undefined, host: string = HOSTS.shopper): RequestOptions => ({
  host,
  ...(who ? { token: who.token } : {}),
});
const add = (who: SignedIn, body: unknown) => server.post('/cart/v1/addToCart', body, as(who));
const cartOf = async (who: SignedIn) => {
  const answer = await server.get('/cart/v1/getCart', as(who));
  expect(answer.status).toBe(200);
  return answer.body;
};
const newItem = (overrides: Partial<Parameters<typeof insertItem>[1]> = {}) =>
  insertItem(server.database.db, { merchantId: merchant.id, categoryId: leaf, ...overrides });
const clearCart = async (who: SignedIn) => {
  for (const store of (await cartOf(who)).stores) {
    for (const line of store.lines) await server.post('/cart/v1/removeFromCart', { lineId: line.lineId }, as(who));
  }
};

describe('who may use a cart', () => {
  const calls: Array<[string, string, unknown]> = [
    ['POST', '/cart/v1/addToCart', { itemId: '00000000-0000-4000-8000-000000000000' }],
    ['GET', '/cart/v1/getCart', undefined],
    ['GET', '/cart/v1/getCartCount', undefined],
    ['POST', '/cart/v1/updateQuantity', { lineId: '00000000-0000-4000-8000-000000000000', quantity: 2 }],
    ['POST', '/cart/v1/removeFromCart', { lineId: '00000000-0000-4000-8000-000000000000' }],
  ];

  it.each(calls)('a guest gets 401 UNAUTHORIZED from %s %s, even with a bad body', async (method, path, body) => {
    const answer = await (method === 'GET' ? server.get(path) : server.post(path, { nonsense: true }));
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
    void body;
  });

  it.each(calls)('a seller gets 403 FORBIDDEN from %s %s', async (method, path, body) => {
    const answer = await (method === 'GET'
      ? server.get(path, as(merchant, HOSTS.merchant))
      : server.post(path, body, as(merchant, HOSTS.merchant)));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
  });

  it.each(calls)('an admin gets 403 FORBIDDEN from %s %s', async (method, path, body) => {
    const answer = await (method === 'GET'
      ? server.get(path, as(admin, HOSTS.admin))
      : server.post(path, body, as(admin, HOSTS.admin)));
    expect(answer.status).toBe(403);
  });

  it('a buyer starts with an empty cart', async () => {
    expect(await cartOf(otherBuyer)).toEqual({ stores: [], total: 0, count: 0 });
    expect((await server.get('/cart/v1/getCartCount', as(otherBuyer))).body).toEqual({ count: 0 });
  });
});

describe('adding and pricing', () => {
  it('groups lines by store with (price + pocket fee) × quantity, sale prices and totals in exact manat', async () => {
    const vase = await newItem({
      productName: 'Gil vaza',
      productPrice: 19.99,
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 2, name: 'Hədiyyə qutusu', active: true },
      ],
      pocketFees: { '2': 2.5 },
    });
    const percent = await newItem({ productPrice: 40, discountType: 'PERCENTAGE', discountValue: 15 });
    const amount = await insertItem(server.database.db, {
      merchantId: otherMerchant.id,
      categoryId: leaf,
      productPrice: 120.1,
      discountType: 'AMOUNT',
      discountValue: 20.2,
    });

    expect((await add(buyer, { itemId: vase, quantity: 3, pocketTypeId: 2 })).status).toBe(200);
    expect((await add(buyer, { itemId: amount })).status).toBe(200);
    const last = await add(buyer, { itemId: percent, quantity: 2 });
    expect(last.body).toMatchObject({ quantity: 2, count: 6 });

    const cart = await cartOf(buyer);
    expect(cart.stores.map((store: { companyName: string }) => store.companyName)).toEqual(['Xalça Evi', 'Zərgər Sənəti']);
    const [first, second] = cart.stores;
    expect(first.lines.map((line: { lineTotal: number }) => line.lineTotal)).toEqual([67.47, 68]);
    expect(first.lines[0]).toMatchObject({ pocketTypeName: 'Hədiyyə qutusu', pocketFee: 2.5, unitPrice: 19.99, available: true });
    expect(first.lines[1]).toMatchObject({ productPrice: 40, unitPrice: 34 });
    expect(first.total).toBe(135.47);
    expect(second.lines[0]).toMatchObject({ unitPrice: 99.9, lineTotal: 99.9 });
    expect(cart.total).toBe(235.37);
    expect(cart.count).toBe(6);
    expect((await server.get('/cart/v1/getCartCount', as(buyer))).body).toEqual({ count: 6 });
    // Another buyer sees none of it.
    expect((await cartOf(otherBuyer)).count).toBe(0);
    await clearCart(buyer);
  });

  it('charges the pocket fee for each item: four magnets in a 5 ₼ box cost 4 × (54.99 + 5)', async () => {
    const magnet = await newItem({
      productName: 'Soyuducu maqniti',
      productPrice: 54.99,
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 2, name: 'Premium qutu', active: true },
      ],
      pocketFees: { '2': 5 },
    });
    const added = await add(buyer, { itemId: magnet, quantity: 4, pocketTypeId: 2 });
    expect(added.status).toBe(200);
    const cart = await cartOf(buyer);
    expect(cart.stores[0].lines[0]).toMatchObject({ quantity: 4, unitPrice: 54.99, pocketFee: 5, lineTotal: 239.96 });
    expect(cart.stores[0].total).toBe(239.96);
    expect(cart.total).toBe(239.96);
    // Changing the quantity reprices the boxes too.
    const lineId = cart.stores[0].lines[0].lineId;
    const changed = await server.post('/cart/v1/updateQuantity', { lineId, quantity: 1 }, as(buyer));
    expect(changed.status).toBe(200);
    expect((await cartOf(buyer)).total).toBe(59.99);
    await clearCart(buyer);
  });

  it('adds the same choice to its line and keeps another choice apart', async () => {
    const scarf = await newItem({
      attributes: [
        { key: 'rəng', values: ['qırmızı', 'mavi'] },
        { key: 'ölçü', values: ['S', 'M'] },
      ],
    });
    const a = await add(buyer, { itemId: scarf, attributes: { rəng: 'mavi', ölçü: 'M' } });
    const b = await add(buyer, { itemId: scarf, quantity: 2, attributes: { ölçü: 'M', rəng: 'mavi' } });
    expect(b.body.lineId).toBe(a.body.lineId);
    expect(b.body.quantity).toBe(3);
    const c = await add(buyer, { itemId: scarf, attributes: { rəng: 'qırmızı', ölçü: 'M' } });
    expect(c.body.lineId).not.toBe(a.body.lineId);
    const lines = (await cartOf(buyer)).stores[0].lines;
    expect(lines).toHaveLength(2);
    expect(lines[0].attributes).toEqual({ rəng: 'mavi', ölçü: 'M' });
    await clearCart(buyer);
  });

  it('refuses options and pockets the product does not offer, writing nothing', async () => {
    const scarf = await newItem({
      attributes: [{ key: 'rəng', values: ['mavi'] }],
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 3, name: 'Köhnə', active: false },
      ],
    });
    const badValue = await add(buyer, { itemId: scarf, attributes: { rəng: 'yaşıl' } });
    expect(badValue.status).toBe(400);
    expect(badValue.body.error.code).toBe('INVALID_ATTRIBUTES');
    expect(badValue.body.error.fields).toEqual({ 'attributes.rəng': 'not offered' });
    expect((await add(buyer, { itemId: scarf, attributes: { material: 'ipək' } })).body.error.code).toBe('INVALID_ATTRIBUTES');
    expect((await add(buyer, { itemId: scarf, pocketTypeId: 3 })).body.error.code).toBe('INVALID_POCKET_TYPE');
    expect((await add(buyer, { itemId: scarf, pocketTypeId: 9 })).status).toBe(400);
    expect((await cartOf(buyer)).count).toBe(0);
  });

  it('refuses hidden items, items of an inactive store, unknown and malformed ids with one answer', async () => {
    const hidden = await newItem({ status: 'HIDDEN' });
    const inactiveStore = await newItem();
    await setItem(server.database.db, inactiveStore, { merchantActive: false });
    for (const itemId of [hidden, inactiveStore, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await add(buyer, { itemId });
      expect(answer.status, itemId).toBe(404);
      expect(answer.body.error.code).toBe('ITEM_UNAVAILABLE');
    }
  });

  it.each([
    [{ quantity: 1 }],
    [{ itemId: 'x', quantity: 0 }],
    [{ itemId: 'x', quantity: 2.5 }],
    [{ itemId: 'x', quantity: CART_MAX_QUANTITY + 1 }],
    [{ itemId: 'x', attributes: ['rəng'] }],
  ])('answers a bad body %j with 400 VALIDATION_FAILED', async (body) => {
    const answer = await add(buyer, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a field it does not know (a price of its own) with 400 UNKNOWN_FIELD naming it', async () => {
    const answer = await add(buyer, { itemId: 'x', price: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'UNKNOWN_FIELD', fields: { price: expect.any(String) } });
    expect(answer.body.error.message).toContain('price');
  });

  it(`keeps one line at most ${CART_MAX_QUANTITY} units`, async () => {
    const cup = await newItem();
    await add(buyer, { itemId: cup, quantity: CART_MAX_QUANTITY });
    const over = await add(buyer, { itemId: cup });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('QUANTITY_LIMIT');
    expect((await cartOf(buyer)).count).toBe(CART_MAX_QUANTITY);
    await clearCart(buyer);
  });
});

describe('stock of type-3 items', () => {
  it('lets a buyer take at most the stock, across lines, and refuses more with what is left', async () => {
    const plate = await newItem({
      itemType: 3,
      stockCount: 3,
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 2, name: 'Qutu', active: true },
      ],
    });
    expect((await add(buyer, { itemId: plate, quantity: 2 })).status).toBe(200);
    const over = await add(buyer, { itemId: plate, quantity: 2, pocketTypeId: 2 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'OUT_OF_STOCK', available: 1 });
    expect((await add(buyer, { itemId: plate, quantity: 1, pocketTypeId: 2 })).status).toBe(200);
    expect((await cartOf(buyer)).count).toBe(3);
    await clearCart(buyer);
  });

  it('refuses an item that is sold out', async () => {
    const soldOut = await newItem({ itemType: 3, stockCount: 0 });
    expect((await add(buyer, { itemId: soldOut })).body.error).toMatchObject({ code: 'OUT_OF_STOCK', available: 0 });
  });

  it('shows a line whose stock fell below it as unavailable, outside the totals', async () => {
    const bowl = await newItem({ itemType: 3, stockCount: 5, productPrice: 8 });
    const keep = await newItem({ productPrice: 3 });
    await add(buyer, { itemId: bowl, quantity: 4 });
    await add(buyer, { itemId: keep });
    await setItem(server.database.db, bowl, { stockCount: 2 });
    const cart = await cartOf(buyer);
    const lines = cart.stores[0].lines;
    expect(lines[0]).toMatchObject({ available: false, stock: 2, lineTotal: 32 });
    expect(cart.total).toBe(3);
    expect(cart.count).toBe(1);
    await clearCart(buyer);
  });
});

describe('changing and removing lines', () => {
  it('changes a quantity and answers the repriced cart', async () => {
    const jug = await newItem({ productPrice: 12.5 });
    const { lineId } = (await add(buyer, { itemId: jug })).body;
    const answer = await server.post('/cart/v1/updateQuantity', { lineId, quantity: 4 }, as(buyer));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 50, count: 4 });
    await clearCart(buyer);
  });

  it('refuses more than the stock and leaves the line as it was', async () => {
    const lamp = await newItem({ itemType: 3, stockCount: 2 });
    const { lineId } = (await add(buyer, { itemId: lamp })).body;
    const answer = await server.post('/cart/v1/updateQuantity', { lineId, quantity: 3 }, as(buyer));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'OUT_OF_STOCK', available: 2 });
    expect((await cartOf(buyer)).count).toBe(1);
    await clearCart(buyer);
  });

  it('refuses to change a line whose item was hidden, and still lets the buyer remove it', async () => {
    const rug = await newItem({ productPrice: 300 });
    const { lineId } = (await add(buyer, { itemId: rug })).body;
    await setItem(server.database.db, rug, { status: 'HIDDEN' });
    const cart = await cartOf(buyer);
    expect(cart.stores[0].lines[0].available).toBe(false);
    expect(cart.total).toBe(0);
    const change = await server.post('/cart/v1/updateQuantity', { lineId, quantity: 2 }, as(buyer));
    expect(change.body.error.code).toBe('ITEM_UNAVAILABLE');
    const removed = await server.post('/cart/v1/removeFromCart', { lineId }, as(buyer));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ stores: [], total: 0, count: 0 });
  });

  it("does not let one buyer change or remove another buyer's line", async () => {
    const box = await newItem();
    const { lineId } = (await add(buyer, { itemId: box })).body;
    const change = await server.post('/cart/v1/updateQuantity', { lineId, quantity: 2 }, as(otherBuyer));
    expect(change.status).toBe(404);
    expect(change.body.error.code).toBe('CART_LINE_NOT_FOUND');
    expect((await server.post('/cart/v1/removeFromCart', { lineId }, as(otherBuyer))).status).toBe(404);
    expect((await server.post('/cart/v1/removeFromCart', { lineId: 'nope' }, as(buyer))).status).toBe(404);
    expect((await cartOf(buyer)).count).toBe(1);
    await clearCart(buyer);
  });
});

describe('personalisation notes', () => {
  const engraving = { enabled: true, prompt: 'Qolbaqa həkk olunacaq ad', maxLength: 12 };

  it('keeps a note per line: the same note grows its line, another note is another line, none is ""', async () => {
    await clearCart(buyer);
    const itemId = await newItem({ productName: 'Gümüş qolbaq' });
    await setItem(server.database.db, itemId, { personalization: engraving });
    expect((await add(buyer, { itemId, personalization: '  Leyla  ' })).status).toBe(200);
    expect((await add(buyer, { itemId, personalization: 'Leyla' })).status).toBe(200);
    expect((await add(buyer, { itemId, personalization: 'Ayşən' })).status).toBe(200);
    expect((await add(buyer, { itemId })).status).toBe(200);
    const lines = (await cartOf(buyer)).stores.flatMap((store: { lines: unknown[] }) => store.lines);
    const byNote = Object.fromEntries(
      lines.map((line: { personalization: string; quantity: number }) => [line.personalization, line.quantity]),
    );
    expect(byNote).toEqual({ Leyla: 2, Ayşən: 1, '': 1 });
  });

  it("refuses a note for a product that takes none, and one longer than the product's limit, writing nothing", async () => {
    await clearCart(buyer);
    const plain = await newItem({ productName: 'Sadə vaza' });
    const refused = await add(buyer, { itemId: plain, personalization: 'Leyla' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'PERSONALIZATION_NOT_ALLOWED',
      fields: { personalization: expect.any(String) },
    });

    const engraved = await newItem({ productName: 'Həkkli üzük' });
    await setItem(server.database.db, engraved, { personalization: engraving });
    const tooLong = await add(buyer, { itemId: engraved, personalization: 'Ə'.repeat(13) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: 'PERSONALIZATION_TOO_LONG', maxLength: 12 });
    // Twelve letters are within the limit, however many bytes they take.
    expect((await add(buyer, { itemId: engraved, personalization: 'Ə'.repeat(12) })).status).toBe(200);

    const disabled = await newItem({ productName: 'Keçmiş həkk' });
    await setItem(server.database.db, disabled, { personalization: { ...engraving, enabled: false } });
    expect((await add(buyer, { itemId: disabled, personalization: 'x' })).body.error.code).toBe('PERSONALIZATION_NOT_ALLOWED');
    expect((await cartOf(buyer)).count).toBe(1);
  });
});
