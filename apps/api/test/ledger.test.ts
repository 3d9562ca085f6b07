import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LEDGER_HOLD_DAYS_DEFAULT,
  ORDER_AUTO_COMPLETE_DAYS,
  orderCommissionQepik,
  type Earnings,
  type LedgerEntriesPage,
  type PayoutStoresPage,
} from '@marketplace/contract';
import { ledgerEntries, orderLines, orders, payments, refunds } from '../src/db/schema.ts';
import { recordRefund } from '../src/modules/ledger/service.ts';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { asAdmin, asBuyer, asSeller, orderCalls, orderFrom } from './order-fixtures.ts';

/**
 * The sellers' money through its HTTP surface on a real database: commission rates stamped on
 * order lines (the most specific wins, and a line keeps its rate), the ledger written at completion
 * and on refunds of completed orders, reconciled over a generated month of cash and card orders for
 * every store, the seller's Earnings (only their own), and the admin's Payouts (the balance follows,
 * a double "mark paid" pays once, sellers are refused).
 */

let server: AuthTestServer;
let buyer: SignedIn;
let potter: SignedIn;
let jeweller: SignedIn;
let admin: SignedIn;
let jewellery: number;
let earringsLeaf: number;
let vasesLeaf: number;
const items: Record<'potterEarrings' | 'potterVase' | 'jewellerEarrings' | 'jewellerVase', string> = {
  potterEarrings: '',
  potterVase: '',
  jewellerEarrings: '',
  jewellerVase: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => server.database.db;
const calls = () => orderCalls(server);

beforeAll(async () => {
  server = await startAuthServer({ env: { LOG_LEVEL: 'error' } });
  [buyer, potter, jeweller, admin] = await Promise.all([
    signUpBuyer(server, 'alici@example.az'),
    signUpMerchant(server, 'dulus@example.az', 'Dulusçu Emalatxanası'),
    signUpMerchant(server, 'zerger@example.az', 'Zərgər, "Qızıl" Sənəti'),
    signInAdmin(server),
  ]);
  jewellery = await insertCategory(db(), 'Zərgərlik');
  earringsLeaf = await insertCategory(db(), 'Sırğalar', jewellery);
  vasesLeaf = await insertCategory(db(), 'Vazalar');
  items.potterEarrings = await insertItem(db(), { merchantId: potter.id, categoryId: earringsLeaf, productPrice: 45.99 });
  items.potterVase = await insertItem(db(), { merchantId: potter.id, categoryId: vasesLeaf, productPrice: 80 });
  items.jewellerEarrings = await insertItem(db(), { merchantId: jeweller.id, categoryId: earringsLeaf, productPrice: 120.5 });
  items.jewellerVase = await insertItem(db(), { merchantId: jeweller.id, categoryId: vasesLeaf, productPrice: 33.33 });
}, 60_000);
afterAll(() => server?.close());

const setRate = (
  body: { storeId: string | null; categoryId: number | null; rateBps: number | null },
  as: RequestOptions = asAdmin(admin),
) => server.post(API_PATHS.ledger.setCommissionRate, body, as);

/** The buyer checks out one cart of the given items (quantity each), cash unless said; answers the placed order ids. */
async function checkout(lines: Array<{ itemId: string; quantity?: number }>): Promise<string[]> {
  for (const line of lines) await calls().addToCart(buyer, { itemId: line.itemId, quantity: line.quantity ?? 1 });
  const quote = await calls().quoteOf(buyer);
  const placed = await calls().place(buyer, orderFrom(quote));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return (placed.body.orders as Array<{ orderId: string }>).map((order) => order.orderId);
}

const linesOf = (orderId: string) =>
  db()
    .select({ lineTotalQepik: orderLines.lineTotalQepik, commissionBps: orderLines.commissionBps, itemId: orderLines.itemId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

/** The order was delivered at `at` (what the seller's and buyer's moves leave). */
const deliveredAt = (orderIds: string[], at: Date) =>
  db().update(orders).set({ status: 'DELIVERED', deliveredAt: at, paymentStatus: 'PAID' }).where(inArray(orders.id, orderIds));

/** The order's checkout was paid by card and captured (the gateway's flow is the payments tests'). */
async function paidByCard(orderId: string): Promise<void> {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  const [updated] = await db()
    .update(payments)
    .set({ method: 'TEST_CARD', status: 'CAPTURED' })
    .where(eq(payments.groupId, order.groupId))
    .returning({ id: payments.id });
  const paymentId =
    updated?.id ??
    (
      await db()
        .insert(payments)
        .values({
          buyerId: order.buyerId,
          method: 'TEST_CARD',
          status: 'CAPTURED',
          amountQepik: order.totalQepik,
          groupId: order.groupId,
          cartState: randomUUID(),
        })
        .returning({ id: payments.id })
    )[0]?.id;
  await db().update(orders).set({ paymentId }).where(eq(orders.id, orderId));
}

/**
 * A refund as the payments module records it: the refunds row, the order's refunded amount, and the
 * ledger's part (recordRefund) in the same transaction.
 */
async function refund(orderId: string, amountQepik: number, at: Date): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(refunds)
      .values({ orderId, amountQepik, reason: 'Qırıq gəldi', actor: 'SELLER', createdAt: at })
      .returning({ id: refunds.id });
    await tx
      .update(orders)
      .set({ refundedQepik: sql`${orders.refundedQepik} + ${amountQepik}` })
      .where(eq(orders.id, orderId));
    await recordRefund(tx, { orderId, refundId: row!.id, amountQepik, at });
  });
}

/** Completes every order delivered ORDER_AUTO_COMPLETE_DAYS before `at`, as the hourly job would at `at`. */
const completeAt = (at: Date) => completeDeliveredOrders(db(), at, { holdDays: LEDGER_HOLD_DAYS_DEFAULT });

const entriesOf = (orderId: string) =>
  db()
    .select({ kind: ledgerEntries.kind, amountQepik: ledgerEntries.amountQepik, availableFrom: ledgerEntries.availableFrom })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(ledgerEntries.id);

describe('commission rates', () => {
  it('stamps each line with the most specific rate in force, and a line keeps its rate', async () => {
    // Spec §1: no rates at all is 0 %.
    const [free] = await checkout([{ itemId: items.potterVase }]);
    expect((await linesOf(free!)).map((line) => line.commissionBps)).toEqual([0]);

    for (const body of [
      { storeId: null, categoryId: null, rateBps: 500 },
      { storeId: null, categoryId: jewellery, rateBps: 700 },
      { storeId: potter.id, categoryId: null, rateBps: 300 },
      { storeId: potter.id, categoryId: jewellery, rateBps: 200 },
    ]) {
      const answer = await setRate(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const rates = await server.get(`${API_PATHS.ledger.getCommissionRates}?language=az`, asAdmin(admin));
    expect(rates.body.defaultBps).toBe(500);
    expect(rates.body.overrides).toHaveLength(3);

    const placed = await checkout([
      { itemId: items.potterEarrings },
      { itemId: items.potterVase },
      { itemId: items.jewellerEarrings },
      { itemId: items.jewellerVase },
    ]);
    const byItem = new Map((await Promise.all(placed.map(linesOf))).flat().map((line) => [line.itemId, line.commissionBps]));
    expect(byItem.get(items.potterEarrings)).toBe(200); // store + (upper) category
    expect(byItem.get(items.potterVase)).toBe(300); // store
    expect(byItem.get(items.jewellerEarrings)).toBe(700); // category
    expect(byItem.get(items.jewellerVase)).toBe(500); // default

    // A new rate applies to new lines only.
    await setRate({ storeId: potter.id, categoryId: null, rateBps: 900 });
    const [later] = await checkout([{ itemId: items.potterVase }]);
    expect((await linesOf(later!)).map((line) => line.commissionBps)).toEqual([900]);
    const again = new Map((await Promise.all(placed.map(linesOf))).flat().map((line) => [line.itemId, line.commissionBps]));
    expect(again.get(items.potterVase)).toBe(300);
    await setRate({ storeId: potter.id, categoryId: null, rateBps: 300 });
  });

  it('refuses a seller, a rate above 100 % and an unknown category', async () => {
    expect((await setRate({ storeId: null, categoryId: null, rateBps: 0 }, asSeller(potter))).status).toBe(403);
    expect((await server.get(API_PATHS.ledger.getCommissionRates, asSeller(potter))).status).toBe(403);
    expect((await setRate({ storeId: null, categoryId: null, rateBps: 10_001 })).status).toBe(400);
    const unknown = await setRate({ storeId: null, categoryId: 999_999, rateBps: 100 });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'COMMISSION_CATEGORY_NOT_FOUND']);
  });
});

describe('the ledger', () => {
  it('writes sale, commission and cash at completion, once, available after the hold', async () => {
    const [orderId] = await checkout([{ itemId: items.potterEarrings, quantity: 2 }]);
    const delivered = new Date(Date.now() - 40 * DAY_MS);
    await deliveredAt([orderId!], delivered);
    const completion = new Date(delivered.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS + 3_600_000);
    await completeAt(completion);
    await completeAt(completion);

    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    const commission = orderCommissionQepik(await linesOf(orderId!), order!.totalQepik, order!.totalQepik);
    expect(commission).toBeGreaterThan(0);
    const written = await entriesOf(orderId!);
    expect(written.map((entry) => [entry.kind, entry.amountQepik])).toEqual([
      ['SALE', order!.totalQepik],
      ['COMMISSION', -commission],
      ['CASH_COLLECTED', -order!.totalQepik],
    ]);
    for (const entry of written) {
      expect(entry.availableFrom.getTime()).toBe(completion.getTime() + LEDGER_HOLD_DAYS_DEFAULT * DAY_MS);
    }
  });

  it('takes a seller’s refund of a completed cash order: refund, the commission’s share back, the cash handed back', async () => {
    const [orderId] = await checkout([{ itemId: items.potterEarrings, quantity: 3 }]);
    const delivered = new Date(Date.now() - 30 * DAY_MS);
    await deliveredAt([orderId!], delivered);
    await completeAt(new Date(delivered.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS + 60_000));
    const refunded = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId, amountQepik: 2_500, reason: 'Bir sırğa qırıq gəldi' },
      asSeller(potter),
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    const lines = await linesOf(orderId!);
    const back =
      orderCommissionQepik(lines, order!.totalQepik, order!.totalQepik) -
      orderCommissionQepik(lines, order!.totalQepik, order!.totalQepik - 2_500);
    expect(back).toBeGreaterThan(0);
    const written = (await entriesOf(orderId!)).map((entry) => [entry.kind, entry.amountQepik]);
    expect(written.slice(3)).toEqual([
      ['REFUND', -2_500],
      ['COMMISSION', back],
      ['CASH_COLLECTED', 2_500],
    ]);
    // Another store's seller cannot refund it.
    const theirs = await server.post(
      API_PATHS.payment.refundOrder,
      { orderId, amountQepik: 100, reason: 'x' },
      asSeller(jeweller),
    );
    expect(theirs.status).toBe(404);
  });

  it('writes nothing for a refund of an order not completed, and a card sale net of it at completion', async () => {
    const [orderId] = await checkout([{ itemId: items.jewellerEarrings }]);
    await paidByCard(orderId!);
    await refund(orderId!, 1_000, new Date());
    expect(await entriesOf(orderId!)).toEqual([]);
    const delivered = new Date(Date.now() - 9 * DAY_MS);
    await deliveredAt([orderId!], delivered);
    await completeAt(new Date(delivered.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS + 60_000));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    const kept = order!.totalQepik - 1_000;
    expect((await entriesOf(orderId!)).map((entry) => [entry.kind, entry.amountQepik])).toEqual([
      ['SALE', kept],
      ['COMMISSION', -orderCommissionQepik(await linesOf(orderId!), order!.totalQepik, kept)],
    ]);
  });

  it('writes no entry of 0: an order refunded whole before it completes leaves nothing in the ledger', async () => {
    const [orderId] = await checkout([{ itemId: items.potterEarrings }]);
    const [order] = await db().select({ total: orders.totalQepik }).from(orders).where(eq(orders.id, orderId!));
    const delivered = new Date(Date.now() - 12 * DAY_MS);
    await refund(orderId!, order!.total, new Date(delivered.getTime() - DAY_MS));
    await deliveredAt([orderId!], delivered);
    await completeAt(new Date(delivered.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS + 60_000));
    const [completed] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId!));
    expect(completed!.status).toBe('COMPLETED');
    expect(await entriesOf(orderId!)).toEqual([]);
  });

  it('reconciles over a generated month: ledger totals are payments minus refunds minus commissions for every store', async () => {
    // A seeded generator: the same month every run.
    let seed = 20_261_129;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const start = Date.now() - 45 * DAY_MS;
    const generated: string[] = [];
    for (let day = 0; day < 30; day += 1) {
      const cart = [{ itemId: pick(Object.values(items)), quantity: 1 + Math.floor(random() * 3) }];
      if (random() < 0.4) cart.push({ itemId: pick(Object.values(items)), quantity: 1 });
      const placed = await checkout(cart);
      const delivered = new Date(start + day * DAY_MS);
      for (const orderId of placed) {
        if (random() < 0.5) await paidByCard(orderId);
        const [order] = await db().select({ total: orders.totalQepik }).from(orders).where(eq(orders.id, orderId));
        // Some refunded in part before completion…
        if (random() < 0.25)
          await refund(orderId, Math.max(1, Math.floor(order!.total * random() * 0.5)), new Date(delivered.getTime() - DAY_MS));
      }
      await deliveredAt(placed, delivered);
      await completeAt(new Date(delivered.getTime() + ORDER_AUTO_COMPLETE_DAYS * DAY_MS + 3_600_000));
      // …and some after, a few of them twice, one of them whole.
      for (const orderId of placed) {
        const [order] = await db()
          .select({ total: orders.totalQepik, refunded: orders.refundedQepik })
          .from(orders)
          .where(eq(orders.id, orderId));
        const left = order!.total - order!.refunded;
        if (day === 3) await refund(orderId, left, new Date(delivered.getTime() + 10 * DAY_MS));
        else if (random() < 0.3 && left > 2) {
          await refund(orderId, Math.floor(left / 3), new Date(delivered.getTime() + 9 * DAY_MS));
          if (random() < 0.5) await refund(orderId, Math.floor(left / 3), new Date(delivered.getTime() + 20 * DAY_MS));
        }
      }
      generated.push(...placed);
    }
    expect(generated.length).toBeGreaterThanOrEqual(30);

    const completed = await db()
      .select({
        orderId: orders.id,
        sellerId: orders.sellerId,
        total: orders.totalQepik,
        refunded: orders.refundedQepik,
        method: payments.method,
      })
      .from(orders)
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.status, 'COMPLETED'));
    const refundRows = await db().select({ orderId: refunds.orderId, amount: refunds.amountQepik }).from(refunds);
    const allLines = await db()
      .select({ orderId: orderLines.orderId, lineTotalQepik: orderLines.lineTotalQepik, commissionBps: orderLines.commissionBps })
      .from(orderLines);
    expect(completed.some((order) => order.method === 'TEST_CARD')).toBe(true);
    expect(allLines.some((line) => line.commissionBps > 0)).toBe(true);

    for (const store of [potter, jeweller]) {
      const mine = completed.filter((order) => order.sellerId === store.id);
      const paymentsIn = mine.reduce((sum, order) => sum + order.total, 0);
      const refunded = refundRows
        .filter((row) => mine.some((order) => order.orderId === row.orderId))
        .reduce((sum, row) => sum + row.amount, 0);
      const commissions = mine.reduce(
        (sum, order) =>
          sum +
          orderCommissionQepik(
            allLines.filter((line) => line.orderId === order.orderId),
            order.total,
            order.total - order.refunded,
          ),
        0,
      );
      const cashKept = mine
        .filter((order) => order.method !== 'TEST_CARD')
        .reduce((sum, order) => sum + order.total - order.refunded, 0);
      const sums = await db()
        .select({ kind: ledgerEntries.kind, total: sql<number>`sum(${ledgerEntries.amountQepik})`.mapWith(Number) })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.sellerId, store.id),
            inArray(ledgerEntries.kind, ['SALE', 'REFUND', 'COMMISSION', 'CASH_COLLECTED']),
          ),
        )
        .groupBy(ledgerEntries.kind);
      const sumOf = (...kinds: string[]) =>
        sums.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.total, 0);
      expect(refunded).toBeGreaterThan(0);
      expect(commissions).toBeGreaterThan(0);
      expect(sumOf('SALE', 'REFUND', 'COMMISSION')).toBe(paymentsIn - refunded - commissions);
      expect(sumOf('CASH_COLLECTED')).toBe(-cashKept);

      // The seller's Earnings say the same: what the marketplace owes is the card money kept less every commission.
      const earnings = (await server.get(API_PATHS.ledger.getEarnings, asSeller(store))).body as Earnings;
      expect(earnings.pendingQepik + earnings.availableQepik).toBe(paymentsIn - refunded - commissions - cashKept);
    }
  }, 240_000);
});

describe('Earnings', () => {
  it('shows a seller only their own ledger, filtered and paged, and refuses others', async () => {
    const mine = (await server.get(`${API_PATHS.ledger.getLedgerEntries}?kind=SALE`, asSeller(jeweller)))
      .body as LedgerEntriesPage;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((entry) => entry.kind === 'SALE')).toBe(true);
    const jewellerOrders = new Set(
      (await db().select({ id: orders.id }).from(orders).where(eq(orders.sellerId, jeweller.id))).map((row) => row.id),
    );
    expect(mine.items.every((entry) => entry.order && jewellerOrders.has(entry.order.id))).toBe(true);

    // Another store's order number: nothing, as if it did not exist.
    const [potterOrder] = await db()
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.sellerId, potter.id))
      .limit(1);
    const theirs = await server.get(`${API_PATHS.ledger.getLedgerEntries}?order=${potterOrder!.number}`, asSeller(jeweller));
    expect([theirs.status, theirs.body.total]).toEqual([200, 0]);

    const pageTwo = (await server.get(`${API_PATHS.ledger.getLedgerEntries}?page=2`, asSeller(potter))).body as LedgerEntriesPage;
    expect(pageTwo.items.length).toBeGreaterThan(0);

    expect((await server.get(API_PATHS.ledger.getEarnings, asBuyer(buyer))).status).toBe(403);
    expect((await server.get(API_PATHS.ledger.getEarnings, asBuyer(undefined))).status).toBe(401);
    expect(
      (await server.get(`${API_PATHS.ledger.getLedgerEntries}?from=2026-11-30&to=2026-11-01`, asSeller(potter))).status,
    ).toBe(400);
  });

  it('filters by Baku days and exports CSV in the seller’s language', async () => {
    const all = (await server.get(API_PATHS.ledger.getLedgerEntries, asSeller(potter))).body as LedgerEntriesPage;
    const newest = all.items[0]!;
    const bakuDay = new Date(Date.parse(newest.createdAt) + 4 * 3_600_000).toISOString().slice(0, 10);
    const thatDay = (await server.get(`${API_PATHS.ledger.getLedgerEntries}?from=${bakuDay}&to=${bakuDay}`, asSeller(potter)))
      .body as LedgerEntriesPage;
    expect(thatDay.items.map((entry) => entry.id)).toContain(newest.id);
    expect(thatDay.total).toBeLessThan(all.total);

    const csv = await server.get(`${API_PATHS.ledger.exportLedger}?language=en&kind=SALE`, asSeller(potter));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Type,Order,Amount (AZN),Available from,Note');
    expect(rows.slice(1).every((row) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2},Sale,\d+,\d+\.\d{2},/.test(row))).toBe(true);
    const az = await server.get(`${API_PATHS.ledger.exportLedger}?language=az`, asSeller(potter));
    expect((az.body as string).split('\r\n')[0]).toBe('\uFEFFTarix,Növ,Sifariş,Məbləğ (AZN),İstifadəyə açıq tarix,Qeyd');
  });
});

describe('Payouts', () => {
  const storesPage = async (query = '') =>
    (await server.get(`${API_PATHS.ledger.getPayoutStores}${query}`, asAdmin(admin))).body as PayoutStoresPage;
  const balanceOf = async (store: SignedIn) =>
    ((await server.get(API_PATHS.ledger.getEarnings, asSeller(store))).body as Earnings).availableQepik;
  const markPaid = (body: Record<string, unknown>, key: string | null = randomUUID(), as = asAdmin(admin)) =>
    server.post(API_PATHS.ledger.markPayoutPaid, body, { ...as, headers: key === null ? {} : { 'idempotency-key': key } });

  it('lists stores with balances, searchable by name, and refuses sellers', async () => {
    const found = await storesPage('?q=Zərgər');
    expect(found.items.map((store) => store.storeId)).toEqual([jeweller.id]);
    expect(found.items[0]!.storeName).toBe('Zərgər, "Qızıl" Sənəti');
    expect((await server.get(API_PATHS.ledger.getPayoutStores, asSeller(potter))).status).toBe(403);
    expect(
      (await markPaid({ storeId: potter.id, seenAvailableQepik: 0, bankReference: 'x' }, randomUUID(), asSeller(potter))).status,
    ).toBe(403);
    expect(
      (
        await server.post(
          API_PATHS.ledger.addLedgerAdjustment,
          { storeId: potter.id, amountQepik: 100, reason: 'x' },
          asSeller(potter),
        )
      ).status,
    ).toBe(403);
  });

  it('marks a payout paid once however often it is sent, and the seller’s balance follows', async () => {
    // The card money of the month is owed to the jeweller; an adjustment makes sure of a positive balance.
    const adjusted = await server.post(
      API_PATHS.ledger.addLedgerAdjustment,
      { storeId: jeweller.id, amountQepik: 50_000, reason: 'Kampaniya bonusu' },
      asAdmin(admin),
    );
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const available = await balanceOf(jeweller);
    expect(adjusted.body.availableQepik).toBe(available);
    expect(available).toBeGreaterThan(0);

    expect((await markPaid({ storeId: jeweller.id, seenAvailableQepik: available, bankReference: 'TR-1' }, null)).status).toBe(
      400,
    );
    const tooMuch = await markPaid({
      storeId: jeweller.id,
      seenAvailableQepik: available,
      amountQepik: available + 1,
      bankReference: 'TR-1',
    });
    expect([tooMuch.status, tooMuch.body.error?.code]).toEqual([409, 'PAYOUT_MORE_THAN_AVAILABLE']);

    // A part first, then the rest: two admins' tabs send the same "mark paid" at once, one pays.
    const part = await markPaid({
      storeId: jeweller.id,
      seenAvailableQepik: available,
      amountQepik: 10_000,
      bankReference: 'TR-2026-001',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.availableQepik).toBe(available - 10_000);
    expect(await balanceOf(jeweller)).toBe(available - 10_000);
    // The dashboard's balance (the profile's, in manat) is the same available balance.
    const profile = await server.get(API_PATHS.auth.getClientInfo, asSeller(jeweller));
    expect(profile.body.balance).toBe((available - 10_000) / 100);

    const rest = available - 10_000;
    const [key, otherKey] = [randomUUID(), randomUUID()];
    const sent = [key, key, otherKey];
    const answers = await Promise.all(
      sent.map((each) => markPaid({ storeId: jeweller.id, seenAvailableQepik: rest, bankReference: 'TR-2026-002' }, each)),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(new Set(succeeded.map((answer) => answer.body.payout.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(true);
    expect(await balanceOf(jeweller)).toBe(0);
    // Sent again later under the key that paid: the same payout, nothing more.
    const paidKey = sent[answers.findIndex((answer) => answer.status === 200)]!;
    const replay = await markPaid({ storeId: jeweller.id, seenAvailableQepik: rest, bankReference: 'TR-2026-002' }, paidKey);
    expect([replay.status, replay.body.payout?.id]).toEqual([200, succeeded[0]!.body.payout.id]);

    const nothing = await markPaid({ storeId: jeweller.id, seenAvailableQepik: 0, bankReference: 'TR-3' });
    expect([nothing.status, nothing.body.error?.code]).toEqual([409, 'PAYOUT_NOTHING_AVAILABLE']);

    const history = await server.get(`${API_PATHS.ledger.getStorePayouts}?storeId=${jeweller.id}`, asAdmin(admin));
    expect(
      history.body.items.map((payout: { amountQepik: number; bankReference: string }) => [
        payout.amountQepik,
        payout.bankReference,
      ]),
    ).toEqual([
      [rest, 'TR-2026-002'],
      [10_000, 'TR-2026-001'],
    ]);
    const earnings = (await server.get(API_PATHS.ledger.getEarnings, asSeller(jeweller))).body as Earnings;
    expect(earnings.paidOutQepik).toBe(available);
    expect(earnings.lastPayout?.bankReference).toBe('TR-2026-002');

    const audit = await server.get(`${API_PATHS.admin.getAuditLog}?action=PAYOUT_MARKED_PAID`, asAdmin(admin));
    expect(audit.body.total).toBe(2);
    const adjustments = await server.get(`${API_PATHS.admin.getAuditLog}?action=LEDGER_ADJUSTED`, asAdmin(admin));
    expect(adjustments.body.items[0].details.reason).toBe('Kampaniya bonusu');
  });

  it('takes a refund after a payout below zero: the store owes it back', async () => {
    const [orderId] = await db()
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.orderId, orders.id), eq(ledgerEntries.kind, 'SALE')))
      .where(
        and(
          eq(orders.sellerId, jeweller.id),
          eq(payments.method, 'TEST_CARD'),
          sql`${orders.refundedQepik} < ${orders.totalQepik}`,
          sql`${ledgerEntries.availableFrom} < now()`,
        ),
      )
      .limit(1);
    await refund(orderId!.id, 100, new Date());
    expect(await balanceOf(jeweller)).toBeLessThan(0);
    const listed = await storesPage('?available=true');
    expect(listed.items.map((store) => store.storeId)).not.toContain(jeweller.id);
  });
});
