import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, isPaymentSettled, TEST_GATEWAY_TOKEN_HEADER } from '@marketplace/contract';
import { orderGroups, orders, paymentEvents, payments } from '../src/db/schema.ts';
import { recheckWaitingPayments, settleHeldPayments } from '../src/modules/payments/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asBuyer, orderCalls, orderFrom } from './order-fixtures.ts';

/**
 * The test gateway's fault switch against the whole card flow: 100 checkouts whose callbacks are
 * each sent 3 times, held back and sent after the next one, and every 4th dropped. The callbacks that
 * arrive place each paid checkout once; the payments whose callback was dropped are found by the
 * payments' re-check job asking the gateway. In the end: 0 lost, 0 doubled, every payment final.
 */

const CHECKOUTS = 100;
const AT_ONCE = 10;
const FAULT_TOKEN = 'fault-switch-token-for-this-test';
const FAULTS = { repeat: 3, reorder: true, dropEvery: 4, delayMs: 5 };

let server: AuthTestServer;
let calls: ReturnType<typeof orderCalls>;
let seller: SignedIn;
let itemId: string;

beforeAll(async () => {
  server = await startAuthServer({ env: { TEST_GATEWAY_FAULT_TOKEN: FAULT_TOKEN } });
  calls = orderCalls(server);
  seller = await signUpMerchant(server, 'xeta-usta@example.az', 'Xəta Evi');
  const leaf = await insertCategory(server.database.db, 'Sınaq qabları');
  itemId = await insertItem(server.database.db, { merchantId: seller.id, categoryId: leaf, productPrice: 25 });
}, 60_000);
afterAll(() => server?.close());

/** How the buyer of checkout `index` decides on the gateway's page: most pay, some decline, some confirm a code. */
const decisionOf = (index: number) => (index % 5 === 3 ? 'DECLINE' : index % 5 === 4 ? 'CONFIRM' : 'PAY');

/** Runs `work` over the items, `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

async function cardCheckout(buyer: SignedIn) {
  await calls.addToCart(buyer, { itemId });
  const answer = await calls.place(
    buyer,
    orderFrom(await calls.quoteOf(buyer), {}, { paymentMethod: 'TEST_CARD' }),
    randomUUID(),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const sessionId = new URL(answer.body.action.url as string).pathname.split('/').at(-1) ?? '';
  return { buyer, paymentId: answer.body.paymentId as string, sessionId };
}

/** What the buyer does on the gateway's page (a code step reads the code the page shows). */
async function decide(sessionId: string, decision: 'PAY' | 'DECLINE' | 'CONFIRM') {
  if (decision !== 'CONFIRM') {
    const answer = await server.post(API_PATHS.testGateway.decide, { sessionId, decision }, asBuyer(undefined));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return;
  }
  await server.post(API_PATHS.testGateway.decide, { sessionId, decision: 'NEEDS_CONFIRMATION' }, asBuyer(undefined));
  const page = await server.get(`${API_PATHS.testGateway.getSession}?sessionId=${sessionId}`, asBuyer(undefined));
  const confirmed = await server.post(
    API_PATHS.testGateway.confirm,
    { sessionId, code: page.body.confirmCodeHint },
    asBuyer(undefined),
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

const paymentRows = (ids: string[]) => server.database.db.select().from(payments).where(inArray(payments.id, ids));

/** Waits until the callbacks that were sent have done what they do: the waiting payments stop changing. */
async function callbacksSettled(ids: string[]): Promise<void> {
  let last = -1;
  for (let calm = 0; calm < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const waiting = (await paymentRows(ids)).filter((payment) => !isPaymentSettled(payment.status)).length;
    calm = waiting === last ? calm + 1 : 0;
    last = waiting;
  }
}

describe('callbacks dropped, repeated and reordered for 100 checkouts', () => {
  it('loses none, doubles none, and leaves every payment final', async () => {
    const switched = await server.post(API_PATHS.testGateway.setFaults, FAULTS, {
      headers: { [TEST_GATEWAY_TOKEN_HEADER]: FAULT_TOKEN },
    });
    expect(switched.body).toEqual(FAULTS);

    const buyers = await inBatches(
      Array.from({ length: CHECKOUTS }, (_, index) => index),
      AT_ONCE,
      (index) => signUpBuyer(server, `xeta-alici-${index}@example.az`),
    );
    const checkouts = await inBatches(buyers, AT_ONCE, cardCheckout);
    await inBatches(checkouts, AT_ONCE, (checkout, index) => decide(checkout.sessionId, decisionOf(index)));
    const ids = checkouts.map((checkout) => checkout.paymentId);
    await callbacksSettled(ids);

    // Every 4th callback never came: those payments still wait, whatever their buyer decided.
    const beforeJob = await paymentRows(ids);
    const stillWaiting = beforeJob.filter((payment) => payment.status === 'WAITING').length;
    expect(stillWaiting).toBeGreaterThan(0);

    // The re-check job (as its minute comes round, past PAYMENT_RECHECK_MINUTES) asks the gateway about them.
    const env = server.app.payments;
    const later = new Date(Date.now() + 3 * 60_000);
    await recheckWaitingPayments(env, later);
    await settleHeldPayments(env, later);

    const final = await paymentRows(ids);
    const byId = new Map(final.map((payment) => [payment.id, payment]));
    const paid = checkouts.filter((_, index) => decisionOf(index) !== 'DECLINE');
    const declined = checkouts.filter((_, index) => decisionOf(index) === 'DECLINE');

    // Every payment final: taken for a paid checkout, declined for a declined one.
    expect(final.filter((payment) => !isPaymentSettled(payment.status))).toEqual([]);
    expect(paid.map((checkout) => byId.get(checkout.paymentId)?.status)).toEqual(paid.map(() => 'CAPTURED'));
    expect(declined.map((checkout) => byId.get(checkout.paymentId)?.status)).toEqual(declined.map(() => 'DECLINED'));

    // 0 lost, 0 doubled: one order group and one order for each paid checkout, none for a declined one.
    const db = server.database.db;
    const groups = await db
      .select()
      .from(orderGroups)
      .where(
        inArray(
          orderGroups.buyerId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    const placed = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.buyerId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(groups).toHaveLength(paid.length);
    expect(placed).toHaveLength(paid.length);
    expect(new Set(groups.map((group) => group.buyerId))).toEqual(new Set(paid.map((checkout) => checkout.buyer.id)));
    for (const checkout of paid) {
      const payment = byId.get(checkout.paymentId);
      expect(groups.filter((group) => group.id === payment?.groupId)).toHaveLength(1);
    }
    expect(placed.every((order) => order.paymentStatus === 'PAID')).toBe(true);

    // The faults happened: each event is stored once though sent 3 times, and a quarter of them never came.
    const sent = paid.length + declined.length + checkouts.filter((_, index) => decisionOf(index) === 'CONFIRM').length;
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'TEST_CARD'));
    const ours = events.filter((event) => event.paymentId !== null && ids.includes(event.paymentId));
    expect(ours.every((event) => event.signatureOk)).toBe(true);
    expect(ours).toHaveLength(sent - Math.floor(sent / FAULTS.dropEvery));
  }, 600_000);
});
