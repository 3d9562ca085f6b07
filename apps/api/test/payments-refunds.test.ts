import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type OrderDetail, type RefundOrderAnswer } from '@marketplace/contract';
import { adminActions, ledgerEntries, orders, payments, refunds } from '../src/db/schema.ts';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';
import { startStandInGateway, type StandInGateway } from './payment-standin.ts';

/** Refunds per store order (card and cash), cash collected by the store, and a paid order cancelled. */

let server: AuthTestServer;
let gateway: StandInGateway;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let leaf: number;
let serial = 0;

beforeAll(async () => {
  gateway = await startStandInGateway();
  server = await startAuthServer({ payments: { providers: [gateway.provider] } });
  calls = orderCalls(server);
  [seller, otherSeller, admin] = await Promise.all([
    signUpMerchant(server, 'qaytar-usta@example.az', 'Qaytarma Evi'),
    signUpMerchant(server, 'qaytar-diger@example.az', 'Başqa Ev'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Qaytarma');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

const db = () => server.database.db;
const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

/** A buyer's order of one 100 ₼ item (+ 5 ₼ delivery), paid by card or placed for cash: its id. */
async function placedOrder(method: 'CASH' | 'TEST_CARD'): Promise<{ buyer: SignedIn; orderId: string; paymentId: string }> {
  const buyer = await signUpBuyer(server, `qaytar-alici-${(serial += 1)}@example.az`);
  await calls.addToCart(buyer, {
    itemId: await insertItem(db(), { merchantId: seller.id, categoryId: leaf, productPrice: 100 }),
  });
  const answer = await calls.place(buyer, orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: method }), randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (method === 'TEST_CARD') await gateway.callback(answer.body.paymentId, 'AUTHORIZED');
  const [order] = await db().select().from(orders).where(eq(orders.buyerId, buyer.id));
  if (!order?.paymentId) throw new Error('no order placed');
  return { buyer, orderId: order.id, paymentId: order.paymentId };
}

const refund = (who: SignedIn, orderId: string, amountQepik: number, asWho = asSeller(who)) =>
  server.post(API_PATHS.payment.refundOrder, { orderId, amountQepik, reason: 'Bir fincan çatlaq gəldi' }, asWho);
const collected = (who: SignedIn, orderId: string) =>
  server.post(API_PATHS.payment.markCashCollected, { orderId }, asSeller(who));
const detail = async (orderId: string, options: ReturnType<typeof asSeller>) =>
  (await server.get(`${API_PATHS.order.getOrder}?orderId=${orderId}`, options)).body as OrderDetail;

describe('refunding part of a card order', () => {
  it('gives back part of it at the gateway, and never more than paid minus refunded', async () => {
    const { buyer, orderId, paymentId } = await placedOrder('TEST_CARD');
    const first = await refund(seller, orderId, 2_500);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answer = first.body as RefundOrderAnswer;
    expect([answer.refund.amountQepik, answer.refund.actor, answer.payment.status, answer.payment.refundableQepik]).toEqual([
      2_500,
      'SELLER',
      'PARTIALLY_REFUNDED',
      10_500 - 2_500,
    ]);
    expect(gateway.sessions.get(paymentId)?.refunds).toEqual([2_500]);

    const tooMuch = await refund(seller, orderId, 8_001);
    expect([tooMuch.status, tooMuch.body.error.code, tooMuch.body.error.refundableQepik]).toEqual([
      409,
      'REFUND_TOO_LARGE',
      8_000,
    ]);

    // The buyer sees it on the order, with the reason, and is told.
    const seen = await detail(orderId, asBuyer(buyer));
    expect([
      seen.payment.method,
      seen.payment.status,
      seen.payment.refundedQepik,
      seen.payment.refunds.map((r) => r.reason),
    ]).toEqual(['TEST_CARD', 'PARTIALLY_REFUNDED', 2_500, ['Bir fincan çatlaq gəldi']]);
    expect(seen.payment.actions).toEqual([]);
    const inbox = await server.get(API_PATHS.mobile.getNotifications, asBuyer(buyer));
    expect(inbox.body.items[0].title).toBe(`Sifariş № ${seen.number} üzrə geri ödəniş`);

    const rest = await refund(seller, orderId, 8_000);
    expect([rest.status, rest.body.payment.status, rest.body.payment.refundableQepik]).toEqual([200, 'REFUNDED', 0]);
    expect((await orderRow(orderId))?.refundedQepik).toBe(10_500);
  });

  it('lets two refunds at once give back no more than was paid', async () => {
    const { orderId, paymentId } = await placedOrder('TEST_CARD');
    const answers = await Promise.all([
      refund(seller, orderId, 6_000),
      refund(seller, orderId, 6_000),
      refund(admin, orderId, 6_000, asAdmin(admin)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await orderRow(orderId))?.refundedQepik).toBe(6_000);
    expect(gateway.sessions.get(paymentId)?.refunds).toEqual([6_000]);
    expect((await db().select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(1);
  });

  it("refuses another store's order as if there were none, and a buyer", async () => {
    const { buyer, orderId } = await placedOrder('TEST_CARD');
    const other = await refund(otherSeller, orderId, 100);
    expect([other.status, other.body.error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await refund(buyer, orderId, 100, asBuyer(buyer))).status).toBe(403);
    expect((await orderRow(orderId))?.refundedQepik).toBe(0);
  });

  it('lets an admin refund any order', async () => {
    const { orderId } = await placedOrder('TEST_CARD');
    const answer = await refund(admin, orderId, 500, asAdmin(admin));
    expect([answer.status, answer.body.refund.actor]).toEqual([200, 'ADMIN']);
    // In the audit log, with the order and the amount.
    const [entry] = await db().select().from(adminActions).where(eq(adminActions.targetId, orderId));
    expect([entry?.action, entry?.adminId, (entry?.details as { amountQepik?: number }).amountQepik]).toEqual([
      'ORDER_REFUNDED',
      admin.id,
      500,
    ]);
  });

  it('records nothing when the gateway refuses the refund', async () => {
    const { orderId } = await placedOrder('TEST_CARD');
    gateway.refuseRefunds = true;
    try {
      const answer = await refund(seller, orderId, 1_000);
      expect([answer.status, answer.body.error.code]).toEqual([502, 'REFUND_GATEWAY_FAILED']);
    } finally {
      gateway.refuseRefunds = false;
    }
    const order = await orderRow(orderId);
    expect([order?.refundedQepik, order?.paymentStatus]).toEqual([0, 'PAID']);
    expect((await db().select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(0);
  });
});

describe('a refund after the order completed', () => {
  it("becomes a negative entry in the store's ledger", async () => {
    const { orderId } = await placedOrder('TEST_CARD');
    for (const action of ['ACCEPT', 'SHIP', 'MARK_DELIVERED']) {
      const moved = await server.post(API_PATHS.order.changeOrderStatus, { orderId, action }, asSeller(seller));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    await completeDeliveredOrders(db(), new Date(Date.now() + 30 * 24 * 60 * 60_000));
    expect((await orderRow(orderId))?.status).toBe('COMPLETED');
    expect((await refund(seller, orderId, 2_000)).status).toBe(200);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(entries.filter((entry) => entry.kind === 'REFUND').map((entry) => entry.amountQepik)).toEqual([-2_000]);
    expect(entries.filter((entry) => entry.kind === 'SALE').map((entry) => entry.amountQepik)).toEqual([10_500]);
  });
});

describe('cancelling a paid order', () => {
  it('refunds the rest of it to the buyer', async () => {
    const { buyer, orderId, paymentId } = await placedOrder('TEST_CARD');
    await refund(seller, orderId, 1_000);
    const cancel = await server.post(API_PATHS.order.changeOrderStatus, { orderId, action: 'CANCEL' }, asBuyer(buyer));
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(gateway.sessions.get(paymentId)?.refunds).toEqual([1_000, 9_500]);
    const seen = await detail(orderId, asBuyer(buyer));
    expect([seen.status, seen.payment.status, seen.payment.refundedQepik, seen.payment.refunds.map((r) => r.actor)]).toEqual([
      'CANCELLED',
      'REFUNDED',
      10_500,
      ['SELLER', 'SYSTEM'],
    ]);
  });

  it('refunds nothing of a cash order whose cash was not collected', async () => {
    const { buyer, orderId } = await placedOrder('CASH');
    await server.post(API_PATHS.order.changeOrderStatus, { orderId, action: 'CANCEL' }, asBuyer(buyer));
    const order = await orderRow(orderId);
    expect([order?.status, order?.paymentStatus, order?.refundedQepik]).toEqual(['CANCELLED', 'PENDING', 0]);
  });
});

describe('cash on delivery', () => {
  it('places the order at once, waiting for the cash, which only its store marks collected', async () => {
    const { orderId, paymentId } = await placedOrder('CASH');
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect([payment?.method, payment?.status, payment?.amountQepik]).toEqual(['CASH', 'CASH_PENDING', 10_500]);
    expect((await detail(orderId, asSeller(seller))).payment.actions).toEqual(['MARK_CASH_COLLECTED']);

    const nothingYet = await refund(seller, orderId, 100);
    expect([nothingYet.status, nothingYet.body.error.code]).toEqual([409, 'REFUND_NOTHING_PAID']);
    const other = await collected(otherSeller, orderId);
    expect([other.status, other.body.error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await orderRow(orderId))?.paymentStatus).toBe('PENDING');

    const mine = await collected(seller, orderId);
    expect([mine.status, mine.body.status, mine.body.paymentStatus, mine.body.actions]).toEqual([
      200,
      'PAID',
      'CASH_COLLECTED',
      ['REFUND'],
    ]);
    const again = await collected(seller, orderId);
    expect([again.status, again.body.error.code]).toEqual([409, 'CASH_NOT_PENDING']);
  });

  it('records a cash refund without a gateway (the store hands the cash back)', async () => {
    const { orderId, paymentId } = await placedOrder('CASH');
    await collected(seller, orderId);
    const answer = await refund(seller, orderId, 10_500);
    expect([answer.status, answer.body.payment.status]).toEqual([200, 'REFUNDED']);
    expect(gateway.sessions.has(paymentId)).toBe(false);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row?.gatewayRefundRef).toBeNull();
  });

  it('refuses a buyer marking cash collected', async () => {
    const { buyer, orderId } = await placedOrder('CASH');
    expect((await server.post(API_PATHS.payment.markCashCollected, { orderId }, asBuyer(buyer))).status).toBe(403);
  });
});
