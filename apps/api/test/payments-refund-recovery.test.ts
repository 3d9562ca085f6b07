import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, REFUND_GATEWAY_TRIES, isPaymentSettled, type OrderDetail } from '@marketplace/contract';
import { accounts, orders, refunds, testGatewaySessions } from '../src/db/schema.ts';
import { reserveRefund, retryPendingRefunds } from '../src/modules/payments/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';
import { startStandInGateway } from './payment-standin.ts';

/**
 * A card refund is reserved on the order, then sent to the gateway. A server that stops between
 * the two (or after the gateway gave the money back but before it was recorded) leaves the refund
 * PENDING; the payments' minute job sends it again under the refund's own id, so the gateway (this
 * server's test gateway, which keeps that id) gives the money back exactly once. The steps before
 * the stop are called as the refund call runs them; nothing of the server is replaced.
 */

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let leaf: number;
let serial = 0;
const emails = new Map<string, string>();
const buyerEmail = (buyer: SignedIn) => emails.get(buyer.id);

beforeAll(async () => {
  server = await startAuthServer();
  calls = orderCalls(server);
  seller = await signUpMerchant(server, 'berpa-usta@example.az', 'Bərpa Evi');
  leaf = await insertCategory(server.database.db, 'Bərpa');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const MINUTE = 60_000;
const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
const refundRows = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
/** What the gateway itself booked for the payment. */
const gatewaySession = async (paymentId: string) =>
  (await db().select().from(testGatewaySessions).where(eq(testGatewaySessions.paymentId, paymentId)))[0];
const detail = async (orderId: string, options: ReturnType<typeof asSeller>) =>
  (await server.get(`${API_PATHS.order.getOrder}?orderId=${orderId}`, options)).body as OrderDetail;

/** A buyer pays a 30 ₼ item (+ 5 ₼ delivery, 3 500 qəpik) on the test gateway's page: the order placed and captured. */
async function paidCardOrder(language: 'az' | 'en' = 'az'): Promise<{ buyer: SignedIn; orderId: string; paymentId: string }> {
  const email = `berpa-alici-${(serial += 1)}@example.az`;
  const buyer = await signUpBuyer(server, email);
  emails.set(buyer.id, email);
  await db().update(accounts).set({ language }).where(eq(accounts.id, buyer.id));
  await calls.addToCart(buyer, {
    itemId: await insertItem(db(), { merchantId: seller.id, categoryId: leaf, productPrice: 30 }),
  });
  const answer = await calls.place(
    buyer,
    orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }),
    randomUUID(),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const paymentId = answer.body.paymentId as string;
  const sessionId = decodeURIComponent(new URL(answer.body.action.url as string).pathname.split('/').at(-1) ?? '');
  expect((await server.post(API_PATHS.testGateway.decide, { sessionId, decision: 'PAY' }, asBuyer(undefined))).status).toBe(200);
  for (let tries = 0; tries < 100; tries += 1) {
    const status = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer));
    if (isPaymentSettled(status.body.status)) {
      expect(status.body.status).toBe('CAPTURED');
      return { buyer, orderId: status.body.orders[0].orderId as string, paymentId };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payment never settled');
}

const sellerRefund = (orderId: string, amountQepik: number) => ({
  orderId,
  amountQepik,
  reason: 'Qutu əzik gəldi',
  actor: { kind: 'SELLER' as const, id: seller.id },
});

describe('a refund a stopped server left half done', () => {
  it('is sent by the minute job once it is a minute old: the gateway gives it back once, the buyer is told the amount', async () => {
    const { buyer, orderId, paymentId } = await paidCardOrder();
    // The server reserves the refund on the order, then stops before asking the gateway.
    const { refund } = await reserveRefund(db(), sellerRefund(orderId, 1_000));
    expect([refund.status, (await orderRow(orderId))?.refundedQepik]).toEqual(['PENDING', 1_000]);
    expect((await gatewaySession(paymentId))?.refundedQepik).toBe(0);
    expect((await detail(orderId, asSeller(seller))).payment.refunds.map((r) => r.status)).toEqual(['PENDING']);

    // Within the minute it may still be on its way: the job leaves it.
    expect(await retryPendingRefunds(server.app.payments, new Date(Date.now() + 30_000))).toEqual({
      done: 0,
      failed: 0,
      pending: 0,
    });
    expect(await retryPendingRefunds(server.app.payments, new Date(Date.now() + 2 * MINUTE))).toEqual({
      done: 1,
      failed: 0,
      pending: 0,
    });
    expect(await retryPendingRefunds(server.app.payments, new Date(Date.now() + 4 * MINUTE))).toEqual({
      done: 0,
      failed: 0,
      pending: 0,
    });

    const session = await gatewaySession(paymentId);
    expect([session?.refundedQepik, session?.refundCount]).toEqual([1_000, 1]);
    const order = await orderRow(orderId);
    expect([order?.refundedQepik, order?.paymentStatus]).toEqual([1_000, 'PARTIALLY_REFUNDED']);
    const [row] = await refundRows(orderId);
    expect([row?.status, row?.attempts, row?.gatewayRefundRef]).toEqual(['DONE', 1, session?.refunds[0]?.refundRef]);

    // The order's timeline: the refund, by the store, with its amount and reason.
    const seen = await detail(orderId, asBuyer(buyer));
    const event = seen.events.at(-1);
    expect([event?.action, event?.actor, event?.actorName, event?.amountQepik, event?.note]).toEqual([
      'REFUNDED',
      'SELLER',
      'Bərpa Evi',
      1_000,
      'Qutu əzik gəldi',
    ]);
    expect(seen.payment.refunds.map((r) => [r.status, r.amountQepik])).toEqual([['DONE', 1_000]]);

    // The buyer hears of it with the amount, in manat as Azerbaijani writes it.
    const inbox = await server.get(API_PATHS.mobile.getNotifications, asBuyer(buyer));
    expect(inbox.body.items[0].content).toBe('Ödənişinizdən 10,00 ₼ sizə qaytarıldı. Səbəb: Qutu əzik gəldi');
    // And by e-mail, through the job queue, to the buyer's sign-in address.
    await expect
      .poll(() => server.sent.find((mail) => mail.to === buyerEmail(buyer) && mail.text.includes('10,00 ₼'))?.subject, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(`Sifariş № ${seen.number} üzrə geri ödəniş`);
  });

  it('is not given twice when the gateway had already given it back before the server stopped', async () => {
    const { orderId, paymentId } = await paidCardOrder();
    const { refund } = await reserveRefund(db(), sellerRefund(orderId, 3_500));
    // The refund reached the gateway under its id; the server stopped before recording the answer.
    const provider = server.app.payments.providers.get('TEST_CARD');
    await provider?.refund({ paymentId, gatewayRef: null, amountQepik: 3_500 }, 3_500, refund.reason, refund.id);
    expect((await gatewaySession(paymentId))?.refundCount).toBe(1);

    expect((await retryPendingRefunds(server.app.payments, new Date(Date.now() + 2 * MINUTE))).done).toBe(1);
    const session = await gatewaySession(paymentId);
    expect([session?.refundedQepik, session?.refundCount]).toEqual([3_500, 1]);
    const order = await orderRow(orderId);
    expect([order?.refundedQepik, order?.paymentStatus]).toEqual([3_500, 'REFUNDED']);
    expect((await refundRows(orderId)).map((row) => row.status)).toEqual(['DONE']);
  });

  it(`is given up after ${REFUND_GATEWAY_TRIES} refused tries: FAILED, the reservation undone, the store sees it`, async () => {
    const { orderId, paymentId } = await paidCardOrder();
    await reserveRefund(db(), sellerRefund(orderId, 2_000));
    // Meanwhile the whole payment went back at the gateway some other way: it refuses ours each time.
    const provider = server.app.payments.providers.get('TEST_CARD');
    await provider?.refund({ paymentId, gatewayRef: null, amountQepik: 3_500 }, 3_500, 'at the bank', randomUUID());

    for (let minute = 1; minute < REFUND_GATEWAY_TRIES; minute += 1) {
      const counts = await retryPendingRefunds(server.app.payments, new Date(Date.now() + 2 * minute * MINUTE));
      expect(counts, `try ${minute}`).toEqual({ done: 0, failed: 0, pending: 1 });
    }
    expect(await retryPendingRefunds(server.app.payments, new Date(Date.now() + 2 * REFUND_GATEWAY_TRIES * MINUTE))).toEqual({
      done: 0,
      failed: 1,
      pending: 0,
    });
    const [row] = await refundRows(orderId);
    expect([row?.status, row?.attempts]).toEqual(['FAILED', REFUND_GATEWAY_TRIES]);
    const order = await orderRow(orderId);
    expect([order?.refundedQepik, order?.paymentStatus]).toEqual([0, 'PAID']);
    const seen = await detail(orderId, asSeller(seller));
    expect([seen.payment.refundableQepik, seen.payment.refunds.map((r) => r.status)]).toEqual([3_500, ['FAILED']]);
    expect(seen.events.some((event) => event.action === 'REFUNDED')).toBe(false);
  });
});

describe('the refund call as the store makes it', () => {
  it('sends the refund under its id and records it DONE, on the timeline and in an English notice', async () => {
    const { buyer, orderId, paymentId } = await paidCardOrder('en');
    const answer = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId, amountQepik: 1_250, reason: 'Wrong colour' },
      asSeller(seller),
    );
    expect([answer.status, answer.body.refund.status]).toEqual([200, 'DONE']);
    const session = await gatewaySession(paymentId);
    expect(session?.refunds.map((entry) => [entry.merchantRefundId, entry.amountQepik])).toEqual([
      [answer.body.refund.refundId, 1_250],
    ]);
    const seen = await detail(orderId, asBuyer(buyer));
    expect(seen.events.filter((event) => event.action === 'REFUNDED').map((event) => event.amountQepik)).toEqual([1_250]);
    const inbox = await server.get(API_PATHS.mobile.getNotifications, asBuyer(buyer));
    expect(inbox.body.items[0].content).toBe('12.50 ₼ of your payment has been refunded. Reason: Wrong colour');
  });
});

describe('a half-done refund at a gateway that keeps no id of it', () => {
  it('is not sent again (it could be given twice): FAILED at once, the reservation undone, for the admins to check', async () => {
    // A gateway of its own (like Epoint's reverse, it takes no key of ours) behind its own server.
    const gateway = await startStandInGateway();
    const own = await startAuthServer({ payments: { providers: [gateway.provider] } });
    try {
      const ownCalls = orderCalls(own);
      const store = await signUpMerchant(own, 'acarsiz-usta@example.az', 'Açarsız Ev');
      const buyer = await signUpBuyer(own, 'acarsiz-alici@example.az');
      const category = await insertCategory(own.database.db, 'Açarsız');
      await ownCalls.addToCart(buyer, {
        itemId: await insertItem(own.database.db, { merchantId: store.id, categoryId: category, productPrice: 100 }),
      });
      const placed = await ownCalls.place(
        buyer,
        orderFrom(await ownCalls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }),
        randomUUID(),
      );
      await gateway.callback(placed.body.paymentId as string, 'AUTHORIZED');
      const [order] = await own.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id));
      if (!order) throw new Error('no order placed');

      await reserveRefund(own.database.db, {
        orderId: order.id,
        amountQepik: 2_000,
        reason: 'Qutu əzik gəldi',
        actor: { kind: 'SELLER', id: store.id },
      });
      expect(await retryPendingRefunds(own.app.payments, new Date(Date.now() + 2 * MINUTE))).toEqual({
        done: 0,
        failed: 1,
        pending: 0,
      });
      expect(gateway.sessions.get(placed.body.paymentId as string)?.refunds).toEqual([]);
      const [row] = await own.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect([row?.status, row?.attempts]).toEqual(['FAILED', 1]);
      const [after] = await own.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect([after?.refundedQepik, after?.paymentStatus]).toEqual([0, 'PAID']);
    } finally {
      await own.close();
      await gateway.close();
    }
  }, 60_000);
});
