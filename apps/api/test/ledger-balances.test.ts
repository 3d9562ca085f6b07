import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_HOLD_DAYS_DEFAULT, ORDER_AUTO_COMPLETE_DAYS } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { orders, refunds } from '../src/db/schema.ts';
import {
  addLedgerAdjustment,
  availableBalanceQepik,
  markPayoutPaid,
  payoutStores,
  recordRefund,
  settleDueBalances,
} from '../src/modules/ledger/service.ts';
import { sellerBalance } from '../src/modules/ledger/store.ts';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The stores' kept balances (store_balances, read by the admin's Payouts) never drift from the
 * ledger: over a generated month of cash and card sales, refunds before and after completion (some
 * whole), payouts and adjustments in both directions, the Payouts list read day by day (its clock
 * moving forward, and once back) shows for every store what the ledger's entries add up to at that
 * moment, and at the end every store's kept balance is the sum of its entries.
 */

const STORES = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let db: Database;
let admin: string;
let buyer: string;
let stores: string[];

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'balance-store-' || n || '@example.az', 'email', 'x', 2, 'VERIFIED', 'Balans Mağazası ' || n
      FROM generate_series(1, ${STORES}) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type)
    VALUES ('balance-admin@example.az', 'email', 'x', 0), ('balance-buyer@example.az', 'email', 'x', 1)`);
  const ids = await rows<{ id: string; identifier: string }>(db, sql`SELECT id, identifier FROM accounts`);
  const idOf = (identifier: string) => ids.find((row) => row.identifier === identifier)!.id;
  admin = idOf('balance-admin@example.az');
  buyer = idOf('balance-buyer@example.az');
  stores = Array.from({ length: STORES }, (_, n) => idOf(`balance-store-${n + 1}@example.az`));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A delivered order of `store` for `totalQepik`, cash or paid by card, delivered at `at`. */
async function deliveredOrder(store: string, totalQepik: number, card: boolean, at: Date): Promise<string> {
  const [{ id: group }] = (await rows<{ id: string }>(
    db,
    sql`INSERT INTO order_groups (buyer_id, cart_state, contact_name, contact_phone, total_qepik)
        VALUES (${buyer}, ${randomUUID()}, 'Alıcı', '+994501234567', ${totalQepik}) RETURNING id`,
  )) as [{ id: string }];
  let paymentId: string | null = null;
  if (card) {
    [{ id: paymentId }] = (await rows<{ id: string }>(
      db,
      sql`INSERT INTO payments (buyer_id, method, status, amount_qepik, group_id, cart_state)
          VALUES (${buyer}, 'TEST_CARD', 'CAPTURED', ${totalQepik}, ${group}, ${randomUUID()}) RETURNING id`,
    )) as [{ id: string }];
  }
  const [order] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO orders (group_id, buyer_id, seller_id, status, contact_name, delivery_method, zone_kind, subtotal_qepik,
                            delivery_fee_qepik, total_qepik, processing_days, ship_by, estimated_arrival, delivered_at,
                            payment_id, payment_status)
        VALUES (${group}, ${buyer}, ${store}, 'DELIVERED', 'Alıcı', 'DELIVERY', 'BAKU', ${totalQepik}, 0, ${totalQepik}, 3,
                now()::date, now()::date, ${at}, ${paymentId}, 'PAID')
        RETURNING id`,
  );
  return order!.id;
}

/** A refund as the payments module records it, the ledger's part in its transaction. */
async function refund(orderId: string, amountQepik: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
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

/** What Payouts lists for every store at `now`, against the ledger's own sums at that moment. */
async function expectListMatchesLedger(now: Date): Promise<number> {
  const listed = await payoutStores(db, { q: '', available: false, page: 1 }, now);
  let compared = 0;
  for (const store of stores) {
    const truth = await sellerBalance(db, store, now);
    const shown = listed.items.find((item) => item.storeId === store);
    if (!shown) {
      expect(truth, `${store} is not listed, so it has no entries`).toEqual({ pendingQepik: 0, availableQepik: 0 });
      continue;
    }
    expect({ availableQepik: shown.availableQepik, pendingQepik: shown.pendingQepik }, now.toISOString()).toEqual(truth);
    compared += 1;
  }
  return compared;
}

describe('the kept balances follow the ledger', () => {
  it('over a generated month of sales, refunds, payouts and adjustments', async () => {
    let seed = 20_261_129;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const start = Date.now() - 40 * DAY_MS;
    const open: Array<{ id: string; left: number }> = [];
    const counts = { orders: 0, wholeBeforeCompletion: 0, refundsAfter: 0, payouts: 0, adjustments: 0, checks: 0 };

    for (let day = 0; day < 30; day += 1) {
      const today = new Date(start + day * DAY_MS);
      const placedToday: string[] = [];
      for (const store of stores) {
        if (random() < 0.5) continue;
        const total = 500 + Math.floor(random() * 20_000);
        const orderId = await deliveredOrder(
          store,
          total,
          random() < 0.5,
          new Date(today.getTime() - ORDER_AUTO_COMPLETE_DAYS * DAY_MS - 3_600_000),
        );
        placedToday.push(orderId);
        counts.orders += 1;
        const before = random();
        if (before < 0.1) {
          await refund(orderId, total, new Date(today.getTime() - DAY_MS));
          counts.wholeBeforeCompletion += 1;
        } else if (before < 0.3) await refund(orderId, Math.floor(total / 4), new Date(today.getTime() - DAY_MS));
      }
      await completeDeliveredOrders(db, today, { holdDays: LEDGER_HOLD_DAYS_DEFAULT });
      const completedToday = await rows<{ id: string; left: number }>(
        db,
        sql`SELECT id, total_qepik - refunded_qepik AS "left" FROM orders
             WHERE status = 'COMPLETED' AND total_qepik > refunded_qepik
               AND id IN (${sql.join(
                 [...placedToday, randomUUID()].map((id) => sql`${id}::uuid`),
                 sql`, `,
               )})`,
      );
      open.push(...completedToday.map((row) => ({ id: row.id, left: Number(row.left) })));

      // Refunds of completed orders (some of money already paid out), now and then.
      for (const order of open) {
        if (order.left > 1 && random() < 0.08) {
          const amount = random() < 0.3 ? order.left : Math.max(1, Math.floor(order.left / 3));
          await refund(order.id, amount, new Date(today.getTime() + 3_600_000));
          order.left -= amount;
          counts.refundsAfter += 1;
        }
      }
      // Adjustments either way, and payouts of part or all of what is available.
      const noon = new Date(today.getTime() + 2 * 3_600_000);
      for (const store of stores) {
        if (random() < 0.1) {
          const amount = (random() < 0.5 ? -1 : 1) * (100 + Math.floor(random() * 5_000));
          await addLedgerAdjustment(db, admin, { storeId: store, amountQepik: amount, reason: 'Düzəliş' }, noon);
          counts.adjustments += 1;
        }
        const available = await availableBalanceQepik(db, store, noon);
        if (available > 0 && random() < 0.15) {
          const whole = random() < 0.5;
          const answer = await markPayoutPaid(
            db,
            admin,
            {
              storeId: store,
              seenAvailableQepik: available,
              bankReference: `TR-${day}`,
              ...(whole ? {} : { amountQepik: Math.max(1, Math.floor(available / 2)) }),
            },
            randomUUID(),
            noon,
          );
          expect(answer.payout.amountQepik).toBeGreaterThan(0);
          counts.payouts += 1;
        }
      }
      // The admin reads Payouts that evening: what it shows is the ledger at that moment.
      if (day % 3 === 2) counts.checks += await expectListMatchesLedger(new Date(today.getTime() + 6 * 3_600_000));
    }
    // A clock read earlier than the last settling (another server a little behind): still the ledger's sums.
    counts.checks += await expectListMatchesLedger(new Date(start + 20 * DAY_MS));
    // And the present, settled as the job settles, then read.
    await settleDueBalances(db, new Date());
    counts.checks += await expectListMatchesLedger(new Date());

    expect(counts.orders).toBeGreaterThan(100);
    expect(counts.wholeBeforeCompletion).toBeGreaterThan(0);
    expect(counts.refundsAfter).toBeGreaterThan(5);
    expect(counts.payouts).toBeGreaterThan(5);
    expect(counts.adjustments).toBeGreaterThan(5);
    expect(counts.checks).toBeGreaterThan(STORES * 5);

    // Every store's kept balance is the sum of its entries, and no entry is of 0.
    const kept = await rows<{ sellerId: string; kept: string; entries: string | null }>(
      db,
      sql`SELECT b.seller_id AS "sellerId", b.available_qepik + b.pending_qepik AS kept,
                 (SELECT sum(e.amount_qepik) FROM ledger_entries e WHERE e.seller_id = b.seller_id) AS entries
            FROM store_balances b`,
    );
    expect(kept.map((row) => row.sellerId).sort()).toEqual([...stores].sort());
    for (const row of kept) expect(Number(row.kept), row.sellerId).toBe(Number(row.entries ?? 0));
    const zero = await rows<{ n: string }>(db, sql`SELECT count(*) AS n FROM ledger_entries WHERE amount_qepik = 0`);
    expect(Number(zero[0]!.n)).toBe(0);
  }, 300_000);
});
