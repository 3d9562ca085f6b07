import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, isPaymentSettled, type PaymentStatusAnswer } from '@marketplace/contract';
import { orders } from '../src/db/schema.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';

/**
 * The card flow end to end through this server's own test gateway (TEST_CARD as configured): the
 * buyer decides on the gateway's page, the gateway calls back over HTTP, the return page's status
 * follows, and a refund goes back to the gateway.
 */

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let leaf: number;
let serial = 0;

beforeAll(async () => {
  server = await startAuthServer();
  calls = orderCalls(server);
  seller = await signUpMerchant(server, 'test-bank-usta@example.az', 'Bank Evi');
  leaf = await insertCategory(server.database.db, 'Test bank');
}, 60_000);
afterAll(() => server?.close());

async function cardCheckout() {
  const buyer = await signUpBuyer(server, `test-bank-alici-${(serial += 1)}@example.az`);
  await calls.addToCart(buyer, {
    itemId: await insertItem(server.database.db, { merchantId: seller.id, categoryId: leaf, productPrice: 30 }),
  });
  const answer = await calls.place(
    buyer,
    orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }),
    randomUUID(),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.kind).toBe('PAYMENT_REDIRECT');
  const url = new URL(answer.body.action.url as string);
  const sessionId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  return { buyer, paymentId: answer.body.paymentId as string, sessionId };
}

/** What the gateway's page does when the buyer presses a button. */
const decide = (sessionId: string, decision: 'PAY' | 'DECLINE' | 'NEEDS_CONFIRMATION') =>
  server.post(API_PATHS.testGateway.decide, { sessionId, decision }, asBuyer(undefined));

/** The return page: asks until the payment is settled (the callbacks come on their own). */
async function settled(buyer: SignedIn, paymentId: string): Promise<PaymentStatusAnswer> {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer));
    expect(answer.status).toBe(200);
    if (isPaymentSettled(answer.body.status)) return answer.body as PaymentStatusAnswer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the payment never settled');
}

describe('the test gateway', () => {
  it('places the order when the buyer pays, and takes a partial refund back', async () => {
    const { buyer, paymentId, sessionId } = await cardCheckout();
    expect((await decide(sessionId, 'PAY')).status).toBe(200);
    const status = await settled(buyer, paymentId);
    expect([status.status, status.orders.length, status.amountQepik]).toEqual(['CAPTURED', 1, 3_500]);
    const orderId = status.orders[0]!.orderId;
    const refund = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId, amountQepik: 1_000, reason: 'Rəngi fərqli' },
      asSeller(seller),
    );
    expect([refund.status, refund.body.payment.status, refund.body.payment.refundableQepik]).toEqual([
      200,
      'PARTIALLY_REFUNDED',
      2_500,
    ]);
  });

  it('places nothing when the buyer declines', async () => {
    const { buyer, paymentId, sessionId } = await cardCheckout();
    await decide(sessionId, 'DECLINE');
    expect((await settled(buyer, paymentId)).status).toBe('DECLINED');
    expect(await server.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);
  });

  it('waits while the bank asks for a code, and places the order once it is confirmed', async () => {
    const { buyer, paymentId, sessionId } = await cardCheckout();
    await decide(sessionId, 'NEEDS_CONFIRMATION');
    const waiting = await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer));
    expect(waiting.body.status).toBe('WAITING');
    const session = await server.get(`${API_PATHS.testGateway.getSession}?sessionId=${sessionId}`, asBuyer(undefined));
    const code = session.body.confirmCodeHint as string;
    expect((await server.post(API_PATHS.testGateway.confirm, { sessionId, code }, asBuyer(undefined))).status).toBe(200);
    expect((await settled(buyer, paymentId)).status).toBe('CAPTURED');
  });
});
