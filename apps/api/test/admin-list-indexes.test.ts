import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { adminItems, type AdminItemsRequest } from '../src/modules/items/store-admin.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The admin's Products Management list (issue 16) is read from indexes on a catalogue large enough
 * that the planner picks them on its own: every filter's first and a deep page, and their totals.
 * How the plans are read: query-plans.ts.
 */

const ITEMS = 20_000;
const STORES = 200;
/** More rows than any page reads, far fewer than a filter matches. */
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
let bigStore: string;
let parent: number;

async function fillCatalogue(): Promise<void> {
  await db.execute(sql`
    INSERT INTO categories (titles, url_path, position)
    SELECT jsonb_build_object('az', 'Bölmə ' || n), 'bolme-' || n, n FROM generate_series(1, 6) AS n`);
  await db.execute(sql`
    INSERT INTO categories (titles, url_path, upper_category_id, position)
    SELECT jsonb_build_object('az', 'Alt bölmə ' || n), p.url_path || '/alt-' || n, p.id, n
    FROM categories p CROSS JOIN generate_series(1, 8) AS n WHERE p.upper_category_id IS NULL`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'store-' || n || '@example.az', 'email', 'x', 2, 'NOT_VERIFIED', 'Mağaza ' || n FROM generate_series(1, ${STORES}) AS n`);
  // A quarter of the items belong to one store; one in ten hidden, one in fifty deleted.
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info,
                       cover_image, status, deleted_at, created_at)
    SELECT CASE WHEN b % 4 = 0 THEN m.ids[1] ELSE m.ids[(1 + (b * 7) % m.n)::int] END,
           'Məhsul ' || b, 'Usta ' || (b % 97), 10, 10, l.ids[(1 + (b * 31) % l.n)::int], '<p>Əl işi.</p>',
           '/media/covers/' || b || '.webp', CASE WHEN b % 10 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END,
           CASE WHEN b % 50 = 7 THEN now() - make_interval(secs => b::double precision) END,
           now() - make_interval(secs => (b * 17)::double precision)
    FROM generate_series(1::bigint, ${ITEMS}::bigint) AS b
    CROSS JOIN (SELECT array_agg(id ORDER BY identifier) AS ids, count(*)::int AS n FROM accounts WHERE type = 2) m
    CROSS JOIN (SELECT array_agg(c.id ORDER BY c.id) AS ids, count(*)::int AS n FROM categories c
                WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.upper_category_id = c.id)) l`);
  for (const table of ['accounts', 'items', 'categories', 'merchant_item_counts'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillCatalogue();
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
  bigStore = (
    await rows<{ id: string }>(db, sql`SELECT merchant_id AS id FROM items GROUP BY merchant_id ORDER BY count(*) DESC LIMIT 1`)
  )[0]!.id;
  parent = (await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE url_path = 'bolme-2'`))[0]!.id;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const pageOf = (filter: Partial<AdminItemsRequest>, page = 1): AdminItemsRequest => ({
  page,
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  ...filter,
});
const shown = (answer: { items: unknown[] }) => answer.items.length;
const lastPage = (total: number) => Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE);

async function checkFirstAndLast(filter: Partial<AdminItemsRequest>, uses: readonly string[]) {
  const { total } = await adminItems(db, pageOf(filter));
  expect(total, 'several pages').toBeGreaterThan(2 * ADMIN_PRODUCTS_PAGE_SIZE);
  for (const page of [1, lastPage(total)]) {
    await checkList(async (recording) => shown(await adminItems(recording, pageOf(filter, page))), { uses });
  }
}

describe(`the admin's product list over ${ITEMS.toLocaleString('en')} products is read from indexes`, () => {
  it('every store, newest first (the total from the per-store counters)', async () => {
    const { total } = await adminItems(db, pageOf({}));
    expect(total).toBe(ITEMS - ITEMS / 50);
    await checkFirstAndLast({}, ['items_kept_created_idx']);
  });

  it('by status', async () => {
    await checkFirstAndLast({ status: 'HIDDEN' }, ['items_kept_status_created_idx']);
    await checkFirstAndLast({ status: 'ACTIVE' }, ['items_kept_status_created_idx|items_kept_created_idx']);
  });

  it('the deleted products', async () => {
    await checkFirstAndLast({ status: 'DELETED' }, ['items_deleted_created_idx']);
    await checkFirstAndLast({ status: 'DELETED', category: parent }, ['items_deleted_created_idx']);
  });

  it('one store, and one store by status', async () => {
    await checkFirstAndLast({ store: bigStore }, ['items_merchant_created_idx']);
    await checkFirstAndLast({ store: bigStore, status: 'ACTIVE' }, [
      'items_merchant_status_created_idx|items_merchant_created_idx',
    ]);
  });

  it('a parent category with its subcategories', async () => {
    await checkFirstAndLast({ category: parent }, ['items_kept_category_created_idx']);
  });

  it('a search for a rare phrase', async () => {
    await checkList(async (recording) => shown(await adminItems(recording, pageOf({ q: 'Məhsul 4321' }))), {
      uses: ['items_admin_search_trgm_idx'],
    });
  });
});
