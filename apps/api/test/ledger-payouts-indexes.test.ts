import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { SETTLE_BATCH, payoutStores, settleDueBalances } from '../src/modules/ledger/service.ts';
import { dueStoreBalances, sellerBalance, settleStoreBalances } from '../src/modules/ledger/store.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The admin's Payouts stays fast on a large ledger: with 20,000 stores and 300,000 entries, the
 * stores by available balance (the first and a deep page, and those with money to pay out) and a
 * search by name are read from the kept balances' and the accounts' indexes, never by summing the
 * ledger. The count of every store (or of most of them) is a read of the whole balances table by
 * nature and is left out, as in admin-users-indexes.test.ts; a count with a name reads the same index
 * as its page. How the plans are read: query-plans.ts.
 */

const STORES = 20_000;
const ENTRIES = 300_000;
const WHOLE_TABLE = 1_000;
const DEEP_PAGE = 500;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
let now: Date;

async function fillLedger(): Promise<void> {
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'payout-store-' || n || '@example.az', 'email', 'x', 2, 'VERIFIED', 'Mağaza ' || n
      FROM generate_series(1, ${STORES}) AS n`);
  // Entry n is store (n mod STORES)'s: its kind, amount and day by n, written over 400 days, available 7 days later.
  await db.execute(sql`
    WITH stores AS (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE type = 2)
    INSERT INTO ledger_entries (seller_id, kind, amount_qepik, available_from, created_at)
    SELECT s.ids[1 + n % ${STORES}],
           (ARRAY['SALE', 'COMMISSION', 'REFUND', 'CASH_COLLECTED', 'PAYOUT', 'ADJUSTMENT'])[1 + n % 6],
           CASE WHEN n % 6 = 0 THEN 1000 + n % 5000 ELSE -(n % 300) - 1 END,
           now() - make_interval(days => ((n::bigint * 7919 + (n / ${STORES}) * 53) % 400)::int) + interval '7 days',
           now() - make_interval(days => ((n::bigint * 7919 + (n / ${STORES}) * 53) % 400)::int, secs => n % 86400)
    FROM generate_series(1, ${ENTRIES}) AS n CROSS JOIN stores s`);
  // The balances as the migration fills them from a ledger already written, then settled to now.
  await db.execute(sql`
    INSERT INTO store_balances (seller_id, pending_qepik, next_available_at)
    SELECT seller_id, sum(amount_qepik), min(available_from) FROM ledger_entries GROUP BY seller_id`);
  now = new Date();
  const [due] = await rows<{ n: string }>(db, sql`SELECT count(*) AS n FROM store_balances WHERE next_available_at <= ${now}`);
  expect(Number(due!.n)).toBeGreaterThan(STORES * 0.9);
  expect(await settleDueBalances(db, now)).toBe(Number(due!.n));
  for (const table of ['accounts', 'ledger_entries', 'store_balances']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillLedger();
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 600_000);

afterAll(async () => {
  await server?.close();
});

const TABLES = ['store_balances', 'accounts', 'ledger_entries', 'payouts'];
const unlessCountOfMost = (text: string) => (/count\(\*\)/i.test(text) && !/LIKE/i.test(text) ? [] : TABLES);
const all = { q: '', available: false, page: 1 };
const shown = (page: { items: unknown[] }) => page.items.length;

describe(`Payouts over ${STORES.toLocaleString('en')} stores and ${ENTRIES.toLocaleString('en')} ledger entries reads indexes`, () => {
  it('shows each store what its entries add up to', async () => {
    const first = await payoutStores(db, all, now);
    expect(first.total).toBe(STORES);
    expect(first.items).toHaveLength(LEDGER_PAGE_SIZE);
    const deep = await payoutStores(db, { ...all, page: DEEP_PAGE }, now);
    for (const store of [...first.items.slice(0, 5), ...deep.items.slice(0, 5)]) {
      expect({ availableQepik: store.availableQepik, pendingQepik: store.pendingQepik }).toEqual(
        await sellerBalance(db, store.storeId, now),
      );
    }
    const available = first.items.map((store) => store.availableQepik);
    expect(available).toEqual([...available].sort((a, b) => b - a));
    expect(deep.items[0]!.availableQepik).toBeLessThanOrEqual(first.items.at(-1)!.availableQepik);
  });

  it('the largest available first: the first page, a deep page, and those with money to pay out', async () => {
    for (const query of [all, { ...all, page: DEEP_PAGE }, { ...all, available: true }]) {
      await checkList(async (recording) => shown(await payoutStores(recording, query, now)), {
        uses: ['store_balances_available_idx'],
        tables: unlessCountOfMost,
      });
    }
  });

  it('a store found by its name (page and count)', async () => {
    const found = await payoutStores(db, { ...all, q: 'Mağaza 12345' }, now);
    expect(found.items.map((store) => store.storeName)).toEqual(['Mağaza 12345']);
    expect(found.total).toBe(1);
    await checkList(async (recording) => shown(await payoutStores(recording, { ...all, q: 'Mağaza 12345' }, now)), {
      uses: ['accounts_admin_search_trgm_idx', 'store_balances_pkey'],
      tables: TABLES,
    });
  });

  it('settling reads only what matured: the due balances, and the entries of their stores between then and now', async () => {
    const [due] = await rows<{ at: Date | string }>(db, sql`SELECT min(next_available_at) AS at FROM store_balances`);
    const later = new Date(new Date(due!.at).getTime() + 1_000);
    let stores: string[] = [];
    await checkList(
      async (recording) => {
        stores = await dueStoreBalances(recording, later, SETTLE_BATCH);
        return stores.length;
      },
      { uses: ['store_balances_next_available_idx', 'store_balances_as_of_idx'], tables: ['store_balances'] },
    );
    await checkList(async (recording) => settleStoreBalances(recording, stores, later), {
      uses: ['store_balances_pkey', 'ledger_entries_seller_available_idx'],
      tables: ['store_balances', 'ledger_entries'],
    });
    for (const store of stores) expect(await sellerBalance(db, store, later)).toEqual(await keptBalance(store));
  });
});

async function keptBalance(store: string) {
  const [row] = await rows<{ availableQepik: string; pendingQepik: string }>(
    db,
    sql`SELECT available_qepik AS "availableQepik", pending_qepik AS "pendingQepik" FROM store_balances WHERE seller_id = ${store}`,
  );
  return { availableQepik: Number(row!.availableQepik), pendingQepik: Number(row!.pendingQepik) };
}
