import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentStatusAnswer } from '@marketplace/contract';
import { adminActions, cartLines, orderGroups, orders, paymentEvents, payments } from '../src/db/schema.ts';
import { recheckWaitingPayments, settleHeldPayments } from '../src/modules/payments/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, orderCalls, orderFrom } from './order-fixtures.ts';
import { startStandInGateway, type StandInGateway } from './payment-standin.ts';

/**
 * The card flow through the provider interface, against a gateway stand-in reached by its address:
 * the buyer is sent to its page, its signed callbacks come over real HTTP to the callback route, and
 * the order is placed only when the payment is authorised.
 */

let server: AuthTestServer;
let gateway: StandInGateway;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let admin: SignedIn;
let leaf: number;
let serial = 0;

beforeAll(async () => {
  gateway = await startStandInGateway();
  server = await startAuthServer({ payments: { providers: [gateway.provider] } });
  calls = orderCalls(server);
  [seller, admin] = await Promise.all([signUpMerchant(server, 'kart-usta@example.az', 'Kart Evi'), signInAdmin(server)]);
  leaf = await insertCategory(server.database.db, 'Kart vazalar');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

const db = () => server.database.db;
const newBuyer = () => signUpBuyer(server, `kart-alici-${(serial += 1)}@example.az`);
const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));
const groupsOf = (buyerId: string) => db().select().from(orderGroups).where(eq(orderGroups.buyerId, buyerId));
const paymentOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0];
const cartCount = async (buyerId: string) => (await db().select().from(cartLines).where(eq(cartLines.accountId, buyerId))).length;

/** A buyer with one item in the cart who chose to pay by card: the checkout's answer. */
async function cardCheckout(options: { stockCount?: number; key?: string; buyer?: SignedIn } = {}) {
  const buyer = options.buyer ?? (await newBuyer());
  const itemId = await insertItem(db(), {
    merchantId: seller.id,
    categoryId: leaf,
    productPrice: 40,
    ...(options.stockCount === undefined ? {} : { itemType: 3 as const, stockCount: options.stockCount }),
  });
  await calls.addToCart(buyer, { itemId });
  const body = orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' });
  const answer = await calls.place(buyer, body, options.key ?? randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { buyer, itemId, body, answer: answer.body, paymentId: answer.body.paymentId as string };
}

const statusOf = async (buyer: SignedIn, paymentId: string) => {
  const answer = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PaymentStatusAnswer;
};

describe('paying by card', () => {
  it('sends the buyer to the gateway and places nothing until the payment is authorised', async () => {
    const { buyer, answer, paymentId } = await cardCheckout();
    expect(answer).toEqual({
      kind: 'PAYMENT_REDIRECT',
      paymentId,
      action: { type: 'REDIRECT', url: `${gateway.url}/pay/${paymentId}` },
    });
    // The gateway was told where to call back (this server's callback route) and where to send the buyer back.
    const session = gateway.sessions.get(paymentId);
    expect(session?.callbackUrl).toMatch(/\/payment\/v1\/callback\/TEST_CARD$/);
    expect(session?.returnUrl).toBe(`http://localhost:3000/checkout/payment/${paymentId}`);
    expect(session?.amountQepik).toBe(4_000 + 500);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await cartCount(buyer.id)).toBe(1);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');
  });

  it('places the order when the gateway authorises it, paid, captured and out of the cart', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const sent = await gateway.callback(paymentId, 'AUTHORIZED');
    expect(sent).toEqual({ status: 200, body: { ok: true, outcome: 'APPLIED' } });
    const placed = await ordersOf(buyer.id);
    expect(placed.map((order) => [order.paymentStatus, order.paymentId, order.totalQepik])).toEqual([['PAID', paymentId, 4_500]]);
    expect(await cartCount(buyer.id)).toBe(0);
    expect(gateway.sessions.get(paymentId)?.captured).toBe(4_500);
    const status = await statusOf(buyer, paymentId);
    expect([status.status, status.groupId, status.orders.map((order) => order.orderId)]).toEqual([
      'CAPTURED',
      placed[0]?.groupId,
      [placed[0]?.id],
    ]);
    // The store hears of the new order as of any other.
    const inbox = await server.get(API_PATHS.mobile.getNotifications, { host: 'merchant.localhost:3000', token: seller.token });
    expect(inbox.body.items.map((notice: { title: string }) => notice.title)).toContain(`Yeni sifariş № ${placed[0]?.number}`);
  });

  it('places nothing for a declined payment and keeps the cart', async () => {
    const { buyer, paymentId } = await cardCheckout();
    expect((await gateway.callback(paymentId, 'DECLINED')).status).toBe(200);
    expect((await statusOf(buyer, paymentId)).status).toBe('DECLINED');
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await cartCount(buyer.id)).toBe(1);
  });

  it('waits through a confirmation the bank asks for, then places the order', async () => {
    const { buyer, paymentId } = await cardCheckout();
    expect((await gateway.callback(paymentId, 'NEEDS_CONFIRMATION')).status).toBe(200);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');
    expect(await ordersOf(buyer.id)).toEqual([]);
    await gateway.callback(paymentId, 'AUTHORIZED');
    expect((await ordersOf(buyer.id)).length).toBe(1);
  });

  it('makes one payment and one order group of callbacks repeated 5 times and out of order', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const confirm = gateway.event(paymentId, 'NEEDS_CONFIRMATION');
    const authorised = gateway.event(paymentId, 'AUTHORIZED');
    const captured = gateway.event(paymentId, 'CAPTURED');
    // Newest first, each five times, all at once.
    const bodies = [captured, authorised, confirm].flatMap((body) => Array.from({ length: 5 }, () => body));
    const answers = await Promise.all(bodies.map((body) => gateway.post(paymentId, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    expect((await groupsOf(buyer.id)).length).toBe(1);
    expect((await ordersOf(buyer.id)).length).toBe(1);
    expect((await db().select().from(payments).where(eq(payments.buyerId, buyer.id))).length).toBe(1);
    const stored = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(stored.length).toBe(3);
    expect(stored.every((event) => event.signatureOk && event.appliedAt !== null)).toBe(true);
    expect((await paymentOf(paymentId))?.status).toBe('CAPTURED');
  });

  it('refuses a callback with a bad signature and stores it as such', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const forged = gateway.event(paymentId, 'AUTHORIZED');
    const answer = await gateway.post(paymentId, forged, 'f'.repeat(64));
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'PAYMENT_CALLBACK_REJECTED']);
    const stored = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.signatureOk, false), eq(paymentEvents.rawBody, forged)));
    expect(stored.length).toBe(1);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect((await paymentOf(paymentId))?.status).toBe('WAITING');
  });

  it('places the order of a buyer who closed the tab on the gateway page once the callback arrives', async () => {
    const { buyer, paymentId } = await cardCheckout();
    // The buyer never comes back to the return page; only the gateway calls.
    await gateway.callback(paymentId, 'CAPTURED');
    const mine = await server.get(API_PATHS.order.getMyOrders, asBuyer(buyer));
    expect(mine.body.orders.length).toBe(1);
    expect((await paymentOf(paymentId))?.status).toBe('CAPTURED');
  });

  it('asks the gateway when the buyer comes back before any callback (the return itself decides nothing)', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const session = gateway.sessions.get(paymentId);
    if (!session) throw new Error('no session');
    session.status = 'AUTHORIZED'; // the gateway holds the money; its callback was lost
    const status = await statusOf(buyer, paymentId);
    expect(status.status).toBe('CAPTURED');
    expect(status.orders.length).toBe(1);
  });

  it('answers 404 for another buyer asking about the payment', async () => {
    const { paymentId } = await cardCheckout();
    const other = await newBuyer();
    const answer = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(other));
    expect([answer.status, answer.body.error.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
  });

  it('answers 502 and places nothing when the gateway cannot open the payment; the cart stays', async () => {
    const buyer = await newBuyer();
    await calls.addToCart(buyer, { itemId: await insertItem(db(), { merchantId: seller.id, categoryId: leaf }) });
    gateway.refuseSessions = true;
    try {
      const answer = await calls.place(buyer, orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }));
      expect([answer.status, answer.body.error.code]).toEqual([502, 'PAYMENT_GATEWAY_UNAVAILABLE']);
    } finally {
      gateway.refuseSessions = false;
    }
    const [payment] = await db().select().from(payments).where(eq(payments.buyerId, buyer.id));
    expect([payment?.status, payment?.failureCode]).toEqual(['FAILED', 'PAYMENT_GATEWAY_UNAVAILABLE']);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await cartCount(buyer.id)).toBe(1);
  });

  it('replays the first answer to a retry under the same Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await cardCheckout({ key });
    const again = await calls.place(first.buyer, first.body, key);
    expect(again.body.paymentId).toBe(first.paymentId);
    expect((await db().select().from(payments).where(eq(payments.buyerId, first.buyer.id))).length).toBe(1);
  });
});

describe('payments that end without an order', () => {
  it('expires a payment stuck in waiting, and voids its late authorisation', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const env = server.app.payments;
    // Within the time to pay: asked about, still waiting.
    expect(await recheckWaitingPayments(env, new Date(Date.now() + 10 * 60_000))).toMatchObject({ expired: 0 });
    expect((await paymentOf(paymentId))?.status).toBe('WAITING');
    // Past PAYMENT_WAIT_MINUTES (30) with no word from the gateway.
    await recheckWaitingPayments(env, new Date(Date.now() + 31 * 60_000));
    expect((await statusOf(buyer, paymentId)).status).toBe('EXPIRED');
    // The bank authorises after all: the money goes back, no order is placed.
    await gateway.callback(paymentId, 'AUTHORIZED');
    expect(gateway.sessions.get(paymentId)?.voided).toBe(1);
    expect((await paymentOf(paymentId))?.status).toBe('VOIDED');
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('voids a payment whose order failed (the item sold out meanwhile) and tells the buyer', async () => {
    const { buyer, paymentId, itemId } = await cardCheckout({ stockCount: 1 });
    // Another buyer takes the last one with cash while the first is on the gateway's page.
    const other = await newBuyer();
    await calls.addToCart(other, { itemId });
    expect((await calls.place(other, orderFrom(await calls.quoteOf(other)))).status).toBe(200);

    await gateway.callback(paymentId, 'AUTHORIZED');
    const status = await statusOf(buyer, paymentId);
    expect([status.status, status.failureCode, status.orders]).toEqual(['VOIDED', 'ORDER_OUT_OF_STOCK', []]);
    expect(gateway.sessions.get(paymentId)?.voided).toBe(1);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await cartCount(buyer.id)).toBe(1);
    const inbox = await server.get(API_PATHS.mobile.getNotifications, asBuyer(buyer));
    expect(inbox.body.items.map((notice: { title: string }) => notice.title)).toContain('Ödəniş sifarişə çevrilmədi');
  });

  it('voids a second payment of a checkout another payment placed already', async () => {
    const first = await cardCheckout();
    const second = await calls.place(first.buyer, first.body, randomUUID());
    const secondId = second.body.paymentId as string;
    await gateway.callback(first.paymentId, 'AUTHORIZED');
    await gateway.callback(secondId, 'AUTHORIZED');
    expect((await groupsOf(first.buyer.id)).length).toBe(1);
    expect((await paymentOf(secondId))?.status).toBe('VOIDED');
    expect(gateway.sessions.get(secondId)?.voided).toBe(1);
  });

  it('captures later a payment whose capture failed, with the job', async () => {
    const { buyer, paymentId } = await cardCheckout();
    const session = gateway.sessions.get(paymentId);
    if (!session) throw new Error('no session');
    await gateway.callback(paymentId, 'AUTHORIZED');
    expect((await ordersOf(buyer.id)).length).toBe(1);
    // Put back as if the capture had not gone through.
    await db().update(payments).set({ status: 'AUTHORIZED' }).where(eq(payments.id, paymentId));
    session.captured = 0;
    await settleHeldPayments(server.app.payments, new Date(Date.now() + 2 * 60_000));
    expect(session.captured).toBe(4_500);
    expect((await paymentOf(paymentId))?.status).toBe('CAPTURED');
  });
});

describe('the methods offered', () => {
  it('offers cash and the card; the admin can turn the card off, and the checkout then refuses it', async () => {
    expect((await server.get(API_PATHS.payment.getPaymentMethods, asBuyer(undefined))).body).toEqual({
      methods: ['CASH', 'TEST_CARD'],
    });
    const buyer = await newBuyer();
    expect((await server.get(API_PATHS.payment.getPaymentSettings, asBuyer(buyer))).status).toBe(403);
    expect(
      (await server.post(API_PATHS.payment.updatePaymentSettings, { enabledMethods: ['CASH'] }, asBuyer(buyer))).status,
    ).toBe(403);
    const refused = await server.post(API_PATHS.payment.updatePaymentSettings, { enabledMethods: ['EPOINT'] }, asAdmin(admin));
    expect([refused.status, refused.body.error.code]).toEqual([400, 'PAYMENT_METHODS_INVALID']);

    const saved = await server.post(API_PATHS.payment.updatePaymentSettings, { enabledMethods: ['CASH'] }, asAdmin(admin));
    expect(saved.body).toEqual({ enabledMethods: ['CASH'], availableMethods: ['CASH', 'TEST_CARD'] });
    const audited = await db().select().from(adminActions).where(eq(adminActions.action, 'PAYMENT_METHODS_SET'));
    expect(audited.map((entry) => [entry.adminId, entry.details])).toEqual([[admin.id, { enabledMethods: ['CASH'] }]]);
    try {
      const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
      await calls.addToCart(buyer, { itemId });
      const answer = await calls.place(buyer, orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }));
      expect([answer.status, answer.body.error.code]).toEqual([409, 'PAYMENT_METHOD_NOT_OFFERED']);
      expect(await ordersOf(buyer.id)).toEqual([]);
    } finally {
      await server.post(API_PATHS.payment.updatePaymentSettings, { enabledMethods: ['CASH', 'TEST_CARD'] }, asAdmin(admin));
    }
  });
});
