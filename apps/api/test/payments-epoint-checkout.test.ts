import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentStatusAnswer } from '@marketplace/contract';
import { orderGroups, orders, paymentEvents, payments } from '../src/db/schema.ts';
import { recheckWaitingPayments } from '../src/modules/payments/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { startEpointStandIn, type EpointStandIn } from './epoint-stand-in.ts';
import { asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';

/**
 * A checkout paid through Epoint, the whole way through this server: placeOrder with EPOINT starts a
 * signed /request at the stand-in and sends the buyer to its page; the stand-in posts the signed
 * result to this server's callback route (its result_url); the payment and the order follow.
 */

let server: AuthTestServer;
let standIn: EpointStandIn;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let leaf: number;
let serial = 0;

beforeAll(async () => {
  standIn = await startEpointStandIn();
  // Configured as a shop would be: its keys, and the API's address pointed at the stand-in.
  server = await startAuthServer({
    env: { EPOINT_PUBLIC_KEY: standIn.publicKey, EPOINT_PRIVATE_KEY: standIn.privateKey, EPOINT_API_URL: standIn.apiUrl },
  });
  // Set in Epoint's merchant panel: where results go.
  standIn.resultUrl = `${server.url}${API_PATHS.payment.callback.replace(':provider', 'EPOINT')}`;
  calls = orderCalls(server);
  seller = await signUpMerchant(server, 'epoint-usta@example.az', 'Epoint Evi');
  leaf = await insertCategory(server.database.db, 'Epoint qabları');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const db = () => server.database.db;

async function epointCheckout() {
  const buyer = await signUpBuyer(server, `epoint-alici-${(serial += 1)}@example.az`);
  await calls.addToCart(buyer, {
    itemId: await insertItem(db(), { merchantId: seller.id, categoryId: leaf, productPrice: 45.5 }),
  });
  const answer = await calls.place(buyer, orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'EPOINT' }), randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const paymentId = answer.body.paymentId as string;
  const transaction = standIn.transactionOf(paymentId);
  if (!transaction) throw new Error('Epoint was not asked to start the payment');
  return { buyer, paymentId, transaction: transaction.transaction, action: answer.body.action };
}

const statusOf = async (buyer: SignedIn, paymentId: string) => {
  const answer = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PaymentStatusAnswer;
};
const ordersOf = (buyer: SignedIn) => db().select().from(orders).where(eq(orders.buyerId, buyer.id));

describe('paying through Epoint', () => {
  it('is offered with its keys, sends the buyer to its page, and places the order when the result says paid', async () => {
    const methods = await server.get(API_PATHS.payment.getPaymentMethods, asBuyer(undefined));
    expect(methods.body).toMatchObject({ methods: expect.arrayContaining(['EPOINT']) });

    const { buyer, paymentId, transaction, action } = await epointCheckout();
    expect(action).toEqual({ type: 'REDIRECT', url: expect.stringContaining(`/checkout/${transaction}`) });
    // 45,50 ₼ and the store's 5 ₼ delivery, in manat as Epoint counts.
    expect(standIn.calls.at(-1)?.fields).toMatchObject({ amount: 50.5, currency: 'AZN', order_id: paymentId });
    expect(await ordersOf(buyer)).toEqual([]);
    // Epoint's transaction id is kept from the start, not only once a result names it.
    const [started] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(started?.gatewayRef).toBe(transaction);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');

    expect(await standIn.pay(transaction)).toBe(200);
    const paid = await statusOf(buyer, paymentId);
    expect([paid.status, paid.orders.length]).toEqual(['CAPTURED', 1]);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.gatewayRef).toBe(transaction);

    // The seller's partial refund goes back through /reverse.
    const refund = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId: paid.orders[0]!.orderId, amountQepik: 1_050, reason: 'Qutusu əzilmişdi' },
      asSeller(seller),
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(standIn.transactions.get(transaction)?.refundedQepik).toBe(1_050);
  });

  it('places nothing when the bank declines', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    expect(await standIn.decline(transaction)).toBe(200);
    expect((await statusOf(buyer, paymentId)).status).toBe('DECLINED');
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('waits while the bank asks the buyer to confirm, then places the order with the result', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    standIn.startConfirmation(transaction);
    // The re-check job asks Epoint: still new, so still waiting.
    await recheckWaitingPayments(server.app.payments, new Date(Date.now() + 3 * 60_000));
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');
    await standIn.pay(transaction);
    expect((await statusOf(buyer, paymentId)).status).toBe('CAPTURED');
  });

  it('refuses a result with a bad signature and stores it as such; the result sent 5 times places one order', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    // A forged "paid" result, while Epoint itself still says new.
    const entry = standIn.transactions.get(transaction)!;
    entry.status = 'success';
    const forged = standIn.postResult(transaction, { signature: 'bm90IHRoZSBzaWduYXR1cmU=' });
    entry.status = 'new';
    expect(await forged).toBe(400);
    const refused = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'EPOINT'), eq(paymentEvents.signatureOk, false)));
    expect(refused.some((event) => event.rawBody.includes(encodeURIComponent('bm90IHRoZSBzaWduYXR1cmU=')))).toBe(true);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');

    entry.status = 'success';
    const answers = await Promise.all(Array.from({ length: 5 }, () => standIn.postResult(transaction)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect((await statusOf(buyer, paymentId)).status).toBe('CAPTURED');
    expect(await db().select().from(orderGroups).where(eq(orderGroups.buyerId, buyer.id))).toHaveLength(1);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });
});
