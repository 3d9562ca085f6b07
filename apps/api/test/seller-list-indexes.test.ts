import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { sellerItems } from '../src/modules/items/store.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The seller panel stays fast for a seller with 10,000 products (issue 13): every page of the own
 * list — unfiltered, by status, by text — and its total are read from indexes, with sequential scans
 * allowed (the planner picks the index on its own). How the plans are read: query-plans.ts.
 *
 * Not checked here: the dashboard's figures sum over all of the seller's rows, and with the seller
 * holding a quarter of this catalogue a sequential scan is the planner's right choice; in a real
 * catalogue a seller is a small share and the same query reads items_merchant_created_idx.
 */

const SELLER_PRODUCTS = 10_000;
/** Every fourth of the seller's products is hidden. */
const SELLER_HIDDEN = SELLER_PRODUCTS / 4;
const OTHER_STORES = 300;
const OTHER_PRODUCTS = 30_000;
/** More rows than any page reads, far fewer than the seller's products. */
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
let seller: string;

async function fillCatalogue(): Promise<void> {
  await db.execute(sql`
    INSERT INTO categories (titles, url_path) SELECT jsonb_build_object('az', 'Bölmə ' || n), 'bolme-' || n FROM generate_series(1, 20) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'store-' || n || '@example.az', 'email', 'x', 2, 'NOT_VERIFIED', 'Mağaza ' || n FROM generate_series(0, ${OTHER_STORES}) AS n`);
  // The big seller's products, then everybody else's, spread over the categories and a year.
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, status, created_at)
    SELECT (SELECT id FROM accounts WHERE identifier = 'store-0@example.az'),
           CASE WHEN b % 100 = 0 THEN 'Göy vaza ' || b ELSE 'Məhsul ' || b END, 'Usta ' || (b % 97), 10, 10,
           c.ids[1 + b % 20], '<p>Əl işi.</p>', CASE WHEN b % 4 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END,
           now() - make_interval(secs => (b * 37)::double precision)
    FROM generate_series(1, ${SELLER_PRODUCTS}) AS b
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM categories) c`);
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, created_at)
    SELECT m.ids[1 + b % ${OTHER_STORES}], 'Göy vaza ' || b, 'Usta ' || (b % 89), 10, 10, c.ids[1 + b % 20], '<p>Əl işi.</p>',
           now() - make_interval(secs => (b * 29)::double precision)
    FROM generate_series(1, ${OTHER_PRODUCTS}) AS b
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM accounts WHERE identifier <> 'store-0@example.az') m
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM categories) c`);
  for (const table of ['accounts', 'items', 'categories', 'merchant_item_counts'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillCatalogue();
  seller = (await rows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE identifier = 'store-0@example.az'`))[0]!.id;
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const shown = (page: { items: unknown[] }) => page.items.length;
const lastOffset = (total: number) => Math.floor((total - 1) / SELLER_PAGE_SIZE) * SELLER_PAGE_SIZE;

describe(`the seller panel of a seller with ${SELLER_PRODUCTS.toLocaleString('en')} products is read from indexes`, () => {
  it('the list unfiltered: first and last page, the total from the counter', async () => {
    const page = await sellerItems(db, seller, { pageSize: SELLER_PAGE_SIZE, offset: 0 });
    expect(page.total).toBe(SELLER_PRODUCTS);
    for (const offset of [0, lastOffset(SELLER_PRODUCTS)]) {
      await checkList(async (recording) => shown(await sellerItems(recording, seller, { pageSize: SELLER_PAGE_SIZE, offset })), {
        uses: ['items_seller_live_created_idx'],
      });
    }
  });

  it('by status: first and last page of the hidden ones and a deep page of the active ones, with their totals', async () => {
    const hidden = await sellerItems(db, seller, { pageSize: SELLER_PAGE_SIZE, offset: 0, status: 'HIDDEN' });
    expect(hidden.total).toBe(SELLER_HIDDEN);
    const cases = [
      { status: 'HIDDEN' as const, offset: 0 },
      { status: 'HIDDEN' as const, offset: lastOffset(SELLER_HIDDEN) },
      { status: 'ACTIVE' as const, offset: 5_000 },
    ];
    for (const { status, offset } of cases) {
      await checkList(
        async (recording) => shown(await sellerItems(recording, seller, { pageSize: SELLER_PAGE_SIZE, offset, status })),
        {
          uses: ['items_seller_live_status_created_idx'],
        },
      );
    }
  });

  it('by text, alone and with a status', async () => {
    const found = await sellerItems(db, seller, { pageSize: SELLER_PAGE_SIZE, offset: 0, q: 'göy vaza' });
    expect(found.total).toBe(SELLER_PRODUCTS / 100);
    for (const filter of [{ q: 'göy vaza' }, { q: 'usta 7', status: 'ACTIVE' as const }]) {
      await checkList(
        async (recording) => shown(await sellerItems(recording, seller, { pageSize: SELLER_PAGE_SIZE, offset: 0, ...filter })),
        {
          uses: ['items_seller_live_created_idx|items_seller_live_status_created_idx'],
        },
      );
    }
  });
});
