import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LEDGER_HOLD_DAYS_DEFAULT,
  bakuDate,
  type CheckoutQuote,
  type Coupon,
  type CreateCouponRequest,
  type PlaceOrderRequest,
} from '@marketplace/contract';
import { adminActions, couponRedemptions, items, ledgerEntries, orderLines, orders } from '../src/db/schema.ts';
import { applyDueSales } from '../src/modules/coupons/service-sales.ts';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';
import { startStandInGateway, type StandInGateway } from './payment-standin.ts';

let server: AuthTestServer;
let gateway: StandInGateway;
let calls: ReturnType<typeof orderCalls>;
let potter: SignedIn;
let weaver: SignedIn;
let admin: SignedIn;
let leaf: number;
let buyerSerial = 0;

const DAY_MS = 86_400_000;
const today = () => bakuDate(new Date());
const dayFrom = (days: number) => bakuDate(new Date(Date.now() + days * DAY_MS));

beforeAll(async () => {
  gateway = await startStandInGateway();
  server = await startAuthServer({ payments: { providers: [gateway.provider] } });
  calls = orderCalls(server);
  [potter, weaver, admin] = await Promise.all([
    signUpMerchant(server, 'kupon-usta@example.az', 'Gil Evi'),
    signUpMerchant(server, 'kupon-xalca@example.az', 'Xalça Evi'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Vazalar');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

const db = () => server.database.db;
const newBuyer = () => signUpBuyer(server, `kupon-alici-${(buyerSerial += 1)}@example.az`);
const newItem = (seller: SignedIn, productPrice: number) =>
  insertItem(db(), { merchantId: seller.id, categoryId: leaf, productPrice });

async function createCoupon(seller: SignedIn, body: Partial<CreateCouponRequest> & { code: string }): Promise<Coupon> {
  const answer = await server.post(
    API_PATHS.coupon.createCoupon,
    { kind: 'PERCENT', value: 10, startsOn: today(), ...body },
    asSeller(seller),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Coupon;
}

/** The buyer's cart of these items (one each), quoted for Baku with these codes. */
async function cartQuote(
  buyer: SignedIn,
  itemIds: string[],
  coupons: Array<{ storeId: string; code: string }>,
): Promise<CheckoutQuote> {
  for (const itemId of itemIds) await calls.addToCart(buyer, { itemId, quantity: 1 });
  return quoteWith(buyer, coupons);
}

async function quoteWith(buyer: SignedIn, coupons: Array<{ storeId: string; code: string }>): Promise<CheckoutQuote> {
  const answer = await calls.preview(buyer, { city: 'Bakı', coupons });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CheckoutQuote;
}

/** What the page sends for the quote it shows: the lines, the delivery and the total after the discounts. */
function orderWith(quote: CheckoutQuote, coupons: Array<{ storeId: string; code: string }>): PlaceOrderRequest {
  const body = orderFrom(quote, {}, { coupons });
  return { ...body, seen: { ...body.seen, totalQepik: body.seen.totalQepik - (quote.discountQepik ?? 0) } };
}

const storeQuote = (quote: CheckoutQuote, storeId: string) => quote.stores.find((store) => store.storeId === storeId);

describe('a seller’s coupons', () => {
  it('are the seller’s own: a code once per store, any store may use the same code, unknown fields refused by name', async () => {
    const coupon = await createCoupon(potter, { code: ' bahar-10 ', minOrderQepik: 2000 });
    expect(coupon).toMatchObject({ code: 'BAHAR-10', state: 'ACTIVE', used: 0, storeName: 'Gil Evi', usesPerBuyer: 1 });

    const again = await server.post(
      API_PATHS.coupon.createCoupon,
      { code: 'BAHAR-10', kind: 'AMOUNT', value: 500, startsOn: today() },
      asSeller(potter),
    );
    expect([again.status, again.body.error.code, Object.keys(again.body.error.fields)]).toEqual([
      409,
      'COUPON_CODE_TAKEN',
      ['code'],
    ]);
    await createCoupon(weaver, { code: 'BAHAR-10' });

    const unknown = await server.post(
      API_PATHS.coupon.createCoupon,
      { code: 'NEW-1', kind: 'PERCENT', value: 10, startsOn: today(), stackable: true },
      asSeller(potter),
    );
    expect([unknown.status, unknown.body.error.code, unknown.body.error.fields]).toEqual([
      400,
      'UNKNOWN_FIELD',
      { stackable: expect.any(String) },
    ]);

    const mine = await server.get(API_PATHS.coupon.getStoreCoupons, asSeller(potter));
    expect(mine.body.coupons.map((each: Coupon) => each.storeId)).toEqual([potter.id]);
  });

  it('are refused to buyers and guests, and another store’s coupon cannot be stopped (404, as unknown)', async () => {
    const buyer = await newBuyer();
    const asBuyerAnswer = await server.post(API_PATHS.coupon.createCoupon, {}, asBuyer(buyer));
    expect(asBuyerAnswer.status).toBe(403);
    expect((await server.get(API_PATHS.coupon.getStoreCoupons, asBuyer(undefined))).status).toBe(401);
    const weavers = await createCoupon(weaver, { code: 'XALCA-5' });
    const stop = await server.post(API_PATHS.coupon.stopCoupon, { id: weavers.id }, asSeller(potter));
    expect([stop.status, stop.body.error.code]).toEqual([404, 'COUPON_NOT_FOUND']);
  });
});

describe('a code at checkout', () => {
  it('takes its discount off its own store’s lines only, and says why a code gives nothing', async () => {
    await createCoupon(potter, { code: 'GIL-15', value: 15 });
    await createCoupon(potter, { code: 'MIN-100', minOrderQepik: 10_000 });
    await createCoupon(potter, { code: 'KOHNE', startsOn: dayFrom(-10), endsOn: dayFrom(-1) });
    await createCoupon(potter, { code: 'SABAH', startsOn: dayFrom(1) });
    const vase = await newItem(potter, 40);
    const rug = await newItem(weaver, 100);
    const buyer = await newBuyer();

    const quote = await cartQuote(buyer, [vase, rug], [{ storeId: potter.id, code: 'gil-15' }]);
    expect(storeQuote(quote, potter.id)).toMatchObject({
      discountQepik: 600,
      coupon: { code: 'GIL-15', discountQepik: 600, problem: null },
    });
    expect(storeQuote(quote, weaver.id)?.coupon).toBeUndefined();
    expect(quote.discountQepik).toBe(600);

    // Codes are per store: the potter's code in the weaver's field is no code at all.
    const elsewhere = await quoteWith(buyer, [{ storeId: weaver.id, code: 'GIL-15' }]);
    expect(storeQuote(elsewhere, weaver.id)?.coupon).toMatchObject({ discountQepik: 0, problem: 'NOT_FOUND' });

    const problems = [];
    for (const code of ['MIN-100', 'KOHNE', 'SABAH', 'YOXDUR']) {
      problems.push(storeQuote(await quoteWith(buyer, [{ storeId: potter.id, code }]), potter.id)?.coupon?.problem);
    }
    expect(problems).toEqual(['MIN_ORDER', 'EXPIRED', 'NOT_STARTED', 'NOT_FOUND']);
    expect(storeQuote(await quoteWith(buyer, [{ storeId: potter.id, code: 'MIN-100' }]), potter.id)?.coupon?.minOrderQepik).toBe(
      10_000,
    );
  });

  it('places the order with what was applied: the discount on the order and its lines, the code kept, the total after it', async () => {
    const code = await createCoupon(potter, { code: 'AMOUNT-7', kind: 'AMOUNT', value: 700 });
    const [cup, bowl] = await Promise.all([newItem(potter, 20), newItem(potter, 10)]);
    const buyer = await newBuyer();
    const coupons = [{ storeId: potter.id, code: code.code }];
    const quote = await cartQuote(buyer, [cup, bowl], coupons);
    const placed = await calls.place(buyer, orderWith(quote, coupons));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.orders[0].orderId as string;

    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ subtotalQepik: 3000, discountQepik: 700, deliveryFeeQepik: 500, totalQepik: 2800 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => line.discountQepik).sort((a, b) => a - b)).toEqual([233, 467]);
    const [redemption] = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    expect(redemption).toMatchObject({ code: 'AMOUNT-7', discountQepik: 700, buyerId: buyer.id });

    const detail = await server.get(`${API_PATHS.order.getOrder}?orderId=${orderId}`, asBuyer(buyer));
    expect(detail.body).toMatchObject({ discountQepik: 700, couponCode: 'AMOUNT-7', totalQepik: 2800 });
    const list = await server.get(API_PATHS.coupon.getStoreCoupons, asSeller(potter));
    expect(list.body.coupons.find((each: Coupon) => each.code === 'AMOUNT-7')).toMatchObject({
      used: 1,
      discountGivenQepik: 700,
    });
  });

  it('holds each buyer to their uses; a cancelled order gives its use back', async () => {
    await createCoupon(potter, { code: 'BIR-DEFE', usesPerBuyer: 1 });
    const buyer = await newBuyer();
    const coupons = [{ storeId: potter.id, code: 'BIR-DEFE' }];
    const quote = await cartQuote(buyer, [await newItem(potter, 30)], coupons);
    const placed = await calls.place(buyer, orderWith(quote, coupons));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const second = await cartQuote(buyer, [await newItem(potter, 30)], coupons);
    expect(storeQuote(second, potter.id)?.coupon?.problem).toBe('BUYER_LIMIT');
    // Placing with the discount the buyer no longer gets is a changed checkout, with the new quote.
    const stale = await calls.place(buyer, orderWith({ ...second, discountQepik: 300 }, coupons));
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CHECKOUT_CHANGED']);

    const cancel = await server.post(
      API_PATHS.order.changeOrderStatus,
      { orderId: placed.body.orders[0].orderId, action: 'CANCEL' },
      asBuyer(buyer),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(storeQuote(await quoteWith(buyer, coupons), potter.id)?.coupon).toMatchObject({ problem: null, discountQepik: 300 });
  });

  it('gives its last use to one of two buyers placing at once', async () => {
    await createCoupon(potter, { code: 'SON-BIR', kind: 'AMOUNT', value: 500, usesTotal: 1 });
    const coupons = [{ storeId: potter.id, code: 'SON-BIR' }];
    const buyers = await Promise.all([newBuyer(), newBuyer()]);
    const bodies: PlaceOrderRequest[] = [];
    for (const buyer of buyers) bodies.push(orderWith(await cartQuote(buyer, [await newItem(potter, 25)], coupons), coupons));
    const answers = await Promise.all(buyers.map((buyer, index) => calls.place(buyer, bodies[index])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const redeemed = await db()
      .select()
      .from(couponRedemptions)
      .where(
        inArray(
          couponRedemptions.buyerId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(redeemed).toHaveLength(1);
  });

  it('takes the commission on what the buyer paid, not on the price before the discount', async () => {
    const rate = await server.post(
      API_PATHS.ledger.setCommissionRate,
      { storeId: weaver.id, categoryId: null, rateBps: 1000 },
      asAdmin(admin),
    );
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    await createCoupon(weaver, { code: 'YARI', value: 50 });
    const buyer = await newBuyer();
    const coupons = [{ storeId: weaver.id, code: 'YARI' }];
    const quote = await cartQuote(buyer, [await newItem(weaver, 80)], coupons);
    const placed = await calls.place(buyer, orderWith(quote, coupons));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.orders[0].orderId as string;
    const delivered = new Date(Date.now() - 30 * DAY_MS);
    await db()
      .update(orders)
      .set({ status: 'DELIVERED', deliveredAt: delivered, paymentStatus: 'PAID' })
      .where(eq(orders.id, orderId));
    await completeDeliveredOrders(db(), new Date(), { holdDays: LEDGER_HOLD_DAYS_DEFAULT });
    const entries = await db()
      .select({ kind: ledgerEntries.kind, amountQepik: ledgerEntries.amountQepik })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId));
    // 80 ₼ less 50 % is 40 ₼ paid for the rug (plus 5 ₼ delivery): 10 % of 40 ₼.
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'SALE', amountQepik: 4500 },
        { kind: 'COMMISSION', amountQepik: -400 },
      ]),
    );
  });
});

describe('a code with a card payment', () => {
  it('charges the total after the discount and places the order with it when the gateway authorises', async () => {
    await createCoupon(potter, { code: 'KART-20', value: 20 });
    const buyer = await newBuyer();
    const coupons = [{ storeId: potter.id, code: 'KART-20' }];
    const quote = await cartQuote(buyer, [await newItem(potter, 40)], coupons);
    const answer = await calls.place(buyer, { ...orderWith(quote, coupons), paymentMethod: 'TEST_CARD' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const paymentId = answer.body.paymentId as string;
    // 40 ₼ less 20 %, plus 5 ₼ delivery.
    expect(gateway.sessions.get(paymentId)?.amountQepik).toBe(3_700);
    expect(await db().select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);

    expect((await gateway.callback(paymentId, 'AUTHORIZED')).status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.buyerId, buyer.id));
    expect(order).toMatchObject({ paymentStatus: 'PAID', discountQepik: 800, totalQepik: 3_700 });
    const [redemption] = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order!.id));
    expect(redemption?.code).toBe('KART-20');
  });
});

describe('the admins', () => {
  it('see every store’s coupons and stop one with a reason, audited; the code then gives nothing', async () => {
    const coupon = await createCoupon(weaver, { code: 'SAXTA-90', value: 90 });
    const list = await server.get(`${API_PATHS.coupon.getAdminCoupons}?store=xal%C3%A7a`, asAdmin(admin));
    expect(list.status).toBe(200);
    expect(list.body.coupons.every((each: Coupon) => each.storeName === 'Xalça Evi')).toBe(true);
    expect(list.body.coupons.map((each: Coupon) => each.code)).toContain('SAXTA-90');

    const noReason = await server.post(API_PATHS.coupon.adminStopCoupon, { id: coupon.id, reason: '' }, asAdmin(admin));
    expect(noReason.status).toBe(400);
    const bySeller = await server.post(API_PATHS.coupon.adminStopCoupon, { id: coupon.id, reason: 'x' }, asSeller(weaver));
    expect(bySeller.status).toBe(403);
    const stopped = await server.post(
      API_PATHS.coupon.adminStopCoupon,
      { id: coupon.id, reason: 'Aldadıcı endirim' },
      asAdmin(admin),
    );
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body).toMatchObject({ state: 'STOPPED', stoppedBy: 'ADMIN', stopReason: 'Aldadıcı endirim' });
    const again = await server.post(API_PATHS.coupon.adminStopCoupon, { id: coupon.id, reason: 'yenə' }, asAdmin(admin));
    expect([again.status, again.body.error.code]).toEqual([409, 'DISCOUNT_NOT_RUNNING']);

    const audit = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'COUPON_STOPPED'), eq(adminActions.targetId, coupon.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ code: 'SAXTA-90', storeId: weaver.id, reason: 'Aldadıcı endirim' });

    const buyer = await newBuyer();
    const quote = await cartQuote(buyer, [await newItem(weaver, 50)], [{ storeId: weaver.id, code: 'SAXTA-90' }]);
    expect(storeQuote(quote, weaver.id)?.coupon?.problem).toBe('STOPPED');
  });
});

describe('sales', () => {
  const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0];

  it('show the sale price on the product and charge it in the cart while they run; stopping gives the price back', async () => {
    const ring = await insertItem(db(), {
      merchantId: potter.id,
      categoryId: leaf,
      productPrice: 50,
      discountType: 'AMOUNT',
      discountValue: 2,
    });
    const created = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Novruz', percent: 20, startsOn: today(), endsOn: dayFrom(6), itemIds: [ring] },
      asSeller(potter),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ state: 'ACTIVE', items: [{ itemId: ring, productPrice: 50, salePrice: 40 }] });

    const product = await server.post(API_PATHS.item.getItemsById, { id: ring });
    expect(product.body).toMatchObject({ productPrice: 50, salePrice: 40, discountType: 'PERCENTAGE', discountValue: 20 });
    const buyer = await newBuyer();
    const quote = await cartQuote(buyer, [ring], []);
    expect(quote.stores[0]?.lines[0]?.unitPriceQepik).toBe(4000);

    const overlapping = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Başqa', percent: 10, startsOn: dayFrom(3), endsOn: dayFrom(8), itemIds: [ring] },
      asSeller(potter),
    );
    expect([overlapping.status, overlapping.body.error.code, Object.keys(overlapping.body.error.fields)]).toEqual([
      409,
      'SALE_ITEM_OVERLAPS',
      ['itemIds.0'],
    ]);

    const stopped = await server.post(API_PATHS.coupon.stopSale, { id: created.body.id }, asSeller(potter));
    expect(stopped.body.state).toBe('STOPPED');
    expect(await itemRow(ring)).toMatchObject({ salePrice: 48, discountType: 'AMOUNT', discountValue: 2 });
  });

  it('tell the store’s followers when they go on, not when they are only scheduled', async () => {
    const follower = await newBuyer();
    const follow = await server.post(API_PATHS.favourite.setFollow, { storeId: weaver.id, follow: true }, asBuyer(follower));
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    const titles = async () => {
      const inbox = await server.get(API_PATHS.mobile.getNotifications, asBuyer(follower));
      return (inbox.body.items as Array<{ title: string; content: string }>).map((notice) => notice.content);
    };
    const later = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Qış', percent: 10, startsOn: dayFrom(3), endsOn: dayFrom(4), itemIds: [await newItem(weaver, 20)] },
      asSeller(weaver),
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(await titles()).toEqual([]);
    const now = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Bahar', percent: 25, startsOn: today(), endsOn: dayFrom(2), itemIds: [await newItem(weaver, 20)] },
      asSeller(weaver),
    );
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(await titles()).toEqual(['Xalça Evi mağazasında endirim başladı: Bahar — 25% endirim.']);
  });

  it('refuses another store’s product by its place in the list', async () => {
    const rug = await newItem(weaver, 100);
    const mine = await newItem(potter, 10);
    const answer = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Qarışıq', percent: 10, startsOn: today(), endsOn: today(), itemIds: [mine, rug] },
      asSeller(potter),
    );
    expect([answer.status, answer.body.error.code, answer.body.error.fields]).toEqual([
      400,
      'SALE_ITEM_NOT_FOUND',
      { 'itemIds.1': expect.any(String) },
    ]);
  });

  it('go on their products on their first day and off after their last, leaving a discount the seller changed meanwhile', async () => {
    const [jug, plate] = await Promise.all([newItem(potter, 30), newItem(potter, 60)]);
    const created = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Bayram', percent: 50, startsOn: dayFrom(2), endsOn: dayFrom(3), itemIds: [jug, plate] },
      asSeller(potter),
    );
    expect(created.body.state).toBe('SCHEDULED');
    expect((await itemRow(jug))?.salePrice).toBe(30);

    const firstDay = new Date(Date.now() + 2 * DAY_MS);
    expect(await db().transaction((tx) => applyDueSales(tx, firstDay))).toMatchObject({
      changed: expect.any(Number),
      started: expect.arrayContaining([created.body.id]),
    });
    expect(await itemRow(jug)).toMatchObject({ salePrice: 15, discountType: 'PERCENTAGE', discountValue: 50 });

    // The seller sets the plate's own discount during the sale: it stays when the sale ends.
    await db().update(items).set({ discountType: 'AMOUNT', discountValue: 5, salePrice: 55 }).where(eq(items.id, plate));
    await db().transaction((tx) => applyDueSales(tx, new Date(Date.now() + 4 * DAY_MS)));
    expect(await itemRow(jug)).toMatchObject({ salePrice: 30, discountType: '', discountValue: 0 });
    expect(await itemRow(plate)).toMatchObject({ salePrice: 55, discountType: 'AMOUNT', discountValue: 5 });
  });

  it('are seen and stopped by the admins with a reason, audited', async () => {
    const vase = await newItem(weaver, 40);
    const created = await server.post(
      API_PATHS.coupon.createSale,
      { name: 'Payız', percent: 30, startsOn: today(), endsOn: dayFrom(1), itemIds: [vase] },
      asSeller(weaver),
    );
    const list = await server.get(`${API_PATHS.coupon.getAdminSales}?state=ACTIVE`, asAdmin(admin));
    expect(list.body.sales.map((sale: { id: string }) => sale.id)).toContain(created.body.id);
    const stopped = await server.post(
      API_PATHS.coupon.adminStopSale,
      { id: created.body.id, reason: 'Qiymət qaldırılıb' },
      asAdmin(admin),
    );
    expect(stopped.body).toMatchObject({ state: 'STOPPED', stoppedBy: 'ADMIN' });
    expect((await itemRow(vase))?.salePrice).toBe(40);
    const audit = await db().select().from(adminActions).where(eq(adminActions.targetId, created.body.id));
    expect(audit.map((entry) => entry.action)).toEqual(['SALE_STOPPED']);
  });
});
