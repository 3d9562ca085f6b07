import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PaymentStatusAnswer } from '@marketplace/contract';
import { orders, paymentEvents } from '../src/db/schema.ts';
import { createEpointProvider } from '../src/modules/payments/service-epoint.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { startEpointStandIn, type EpointStandIn } from './epoint-stand-in.ts';
import { asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';

/**
 * Epoint through the server: the checkout opens a transaction at Epoint's stand-in, whose signed
 * results (form posts of data and signature) come to the callback route, and whose /reverse takes
 * a refund.
 */

let server: AuthTestServer;
let epoint: EpointStandIn;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let leaf: number;
let serial = 0;

beforeAll(async () => {
  epoint = await startEpointStandIn();
  const provider = createEpointProvider({ publicKey: epoint.publicKey, privateKey: epoint.privateKey, apiUrl: epoint.apiUrl });
  server = await startAuthServer({ payments: { providers: [provider] } });
  // Epoint posts results to the address set in its merchant panel: this server's callback route.
  epoint.resultUrl = `${server.url}${API_PATHS.payment.callback.replace(':provider', 'EPOINT')}`;
  calls = orderCalls(server);
  seller = await signUpMerchant(server, 'epoint-usta@example.az', 'Epoint Evi');
  leaf = await insertCategory(server.database.db, 'Epoint');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await epoint?.close();
});

async function epointCheckout() {
  const buyer = await signUpBuyer(server, `epoint-alici-${(serial += 1)}@example.az`);
  await calls.addToCart(buyer, {
    itemId: await insertItem(server.database.db, { merchantId: seller.id, categoryId: leaf, productPrice: 20 }),
  });
  const answer = await calls.place(buyer, orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'EPOINT' }), randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.kind).toBe('PAYMENT_REDIRECT');
  const paymentId = answer.body.paymentId as string;
  const transaction = epoint.transactionOf(paymentId)?.transaction;
  if (!transaction) throw new Error('no Epoint transaction was opened');
  return { buyer, paymentId, transaction };
}

const statusOf = async (buyer: SignedIn, paymentId: string) =>
  (await server.get(`${API_PATHS.payment.getPaymentStatus}?paymentId=${paymentId}`, asBuyer(buyer))).body as PaymentStatusAnswer;

describe('Epoint', () => {
  it('is offered with its keys', async () => {
    expect((await server.get(API_PATHS.payment.getPaymentMethods, asBuyer(undefined))).body.methods).toContain('EPOINT');
  });

  it('places the order once its signed result says paid, and refunds part of it', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    expect(await server.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);
    expect(await epoint.pay(transaction)).toBe(200);
    const status = await statusOf(buyer, paymentId);
    expect([status.status, status.orders.length]).toEqual(['CAPTURED', 1]);
    // Epoint repeats a result: nothing more happens.
    expect(await epoint.postResult(transaction)).toBe(200);
    expect((await server.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).length).toBe(1);

    const orderId = status.orders[0]!.orderId;
    const refund = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId, amountQepik: 700, reason: 'Qutusu əzik' },
      asSeller(seller),
    );
    expect([refund.status, refund.body.payment.status]).toEqual([200, 'PARTIALLY_REFUNDED']);
    expect(epoint.transactionOf(paymentId)?.refundedQepik).toBe(700);
  });

  it('places nothing for a declined card', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    await epoint.decline(transaction);
    expect((await statusOf(buyer, paymentId)).status).toBe('DECLINED');
  });

  it('keeps waiting while the bank asks for confirmation', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    epoint.startConfirmation(transaction);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');
    await epoint.pay(transaction);
    expect((await statusOf(buyer, paymentId)).status).toBe('CAPTURED');
  });

  it('refuses a result with a bad signature and stores it as such', async () => {
    const { buyer, paymentId, transaction } = await epointCheckout();
    const before = (await server.database.db.select().from(paymentEvents).where(eq(paymentEvents.signatureOk, false))).length;
    expect(await epoint.postResult(transaction, { signature: 'bm90IGEgc2lnbmF0dXJl' })).toBe(400);
    expect((await server.database.db.select().from(paymentEvents).where(eq(paymentEvents.signatureOk, false))).length).toBe(
      before + 1,
    );
    expect(await server.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);
    expect((await statusOf(buyer, paymentId)).status).toBe('WAITING');
  });
});
