import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_HOLD_DAYS_DEFAULT, LEDGER_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { earnings, ledgerEntries } from '../src/modules/ledger/service.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The Earnings page stays fast on a large ledger: a busy store's entries — every one newest first
 * (first and a deep page), one kind, a range of days, one order's — and its balances and monthly
 * summary are read from the ledger's indexes, never by a scan of every store's entries. How the
 * plans are read: query-plans.ts.
 */

const ENTRIES = 200_000;
/** The busy store's share. */
const STORE_ENTRIES = 40_000;
const OTHER_STORES = 300;
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
let store: string;
let orderNumber: number;

async function fillLedger(): Promise<void> {
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'store-' || n || '@example.az', 'email', 'x', 2, 'VERIFIED', 'Mağaza ' || n FROM generate_series(0, ${OTHER_STORES}) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type) VALUES ('buyer@example.az', 'email', 'x', 1)`);
  await db.execute(sql`
    INSERT INTO order_groups (buyer_id, cart_state, contact_name, contact_phone, total_qepik)
    SELECT id, 'state', 'Alıcı', '+994501234567', 0 FROM accounts WHERE type = 1`);
  // A few hundred of the busy store's orders, so entries can name them.
  await db.execute(sql`
    INSERT INTO orders (group_id, buyer_id, seller_id, status, contact_name, delivery_method, zone_kind, subtotal_qepik,
                        delivery_fee_qepik, total_qepik, processing_days, ship_by, estimated_arrival)
    SELECT g.id, g.buyer_id, s.id, 'COMPLETED', 'Alıcı', 'DELIVERY', 'BAKU', 2000, 400, 2400, 3, now()::date, now()::date
    FROM order_groups g, accounts s, generate_series(1, 500) AS n WHERE s.identifier = 'store-0@example.az'`);
  // Entry n: the busy store's when n <= STORE_ENTRIES, else another's; its kind and day by n, over 400 days.
  await db.execute(sql`
    WITH stores AS (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE type = 2 AND identifier <> 'store-0@example.az'),
         busy AS (SELECT id FROM accounts WHERE identifier = 'store-0@example.az'),
         own AS (SELECT array_agg(id ORDER BY number) AS ids FROM orders)
    INSERT INTO ledger_entries (seller_id, order_id, refund_id, kind, amount_qepik, available_from, created_at)
    SELECT CASE WHEN n <= ${STORE_ENTRIES} THEN (SELECT id FROM busy) ELSE s.ids[1 + n % ${OTHER_STORES}] END,
           CASE WHEN n <= ${STORE_ENTRIES} AND n % 3 = 0 THEN o.ids[1 + n % 500] END,
           -- Many entries per order: each its own refund, so the once-per-order indexes allow them.
           CASE WHEN n <= ${STORE_ENTRIES} AND n % 3 = 0 THEN gen_random_uuid() END,
           (ARRAY['SALE', 'COMMISSION', 'REFUND', 'CASH_COLLECTED', 'PAYOUT', 'ADJUSTMENT'])[1 + n % 6],
           CASE WHEN n % 6 = 0 THEN 2400 ELSE -100 END,
           now() - make_interval(days => ((n * 7919) % 400)) + interval '7 days',
           now() - make_interval(days => ((n * 7919) % 400), secs => n % 86400)
    FROM generate_series(1, ${ENTRIES}) AS n CROSS JOIN stores s CROSS JOIN own o`);
  for (const table of ['accounts', 'orders', 'ledger_entries']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillLedger();
  store = (await rows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE identifier = 'store-0@example.az'`))[0]!.id;
  orderNumber = (await rows<{ number: number }>(db, sql`SELECT number FROM orders ORDER BY number LIMIT 1`))[0]!.number;
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 300_000);

afterAll(async () => {
  await server?.close();
});

const TABLES = ['ledger_entries', 'orders'];
const all = { order: '', page: 1 };
const shown = (page: { items: unknown[] }) => page.items.length;

describe(`a store with ${STORE_ENTRIES.toLocaleString('en')} of ${ENTRIES.toLocaleString('en')} ledger entries reads its Earnings from indexes`, () => {
  it('every entry newest first: the first and a deep page, and the total', async () => {
    const first = await ledgerEntries(db, store, all);
    expect(first.total).toBe(STORE_ENTRIES);
    expect(first.items).toHaveLength(LEDGER_PAGE_SIZE);
    for (const page of [1, 1_000]) {
      await checkList(async (recording) => shown(await ledgerEntries(recording, store, { ...all, page })), {
        uses: ['ledger_entries_seller_idx'],
        tables: TABLES,
      });
    }
  });

  it('one kind, a range of days, one order’s entries', async () => {
    const cases = [
      { query: { ...all, kind: 'REFUND' as const }, uses: 'ledger_entries_seller_kind_idx' },
      { query: { ...all, from: '2026-06-01', to: '2026-06-30' }, uses: 'ledger_entries_seller_idx' },
      { query: { ...all, order: `№ ${orderNumber}` }, uses: 'ledger_entries_order_idx' },
    ];
    for (const { query, uses } of cases) {
      expect((await ledgerEntries(db, store, query)).total, uses).toBeGreaterThan(0);
      await checkList(async (recording) => shown(await ledgerEntries(recording, store, query)), { uses: [uses], tables: TABLES });
    }
  });

  it('the balances and the monthly summary', async () => {
    const read = await earnings(db, store, { holdDays: LEDGER_HOLD_DAYS_DEFAULT });
    expect(read.months.some((month) => month.netQepik !== 0)).toBe(true);
    await checkList(
      async (recording) => (await earnings(recording, store, { holdDays: LEDGER_HOLD_DAYS_DEFAULT })).months.length,
      {
        uses: ['ledger_entries_seller_available_idx|ledger_entries_seller_idx|ledger_entries_seller_kind_idx'],
        tables: ['ledger_entries'],
      },
    );
  });
});
