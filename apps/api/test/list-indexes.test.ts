import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  HOME_POPULAR,
  HOME_TOP_SALE,
  MAX_TOP,
  SELLER_PAGE_SIZE,
  SIMILAR_ITEMS_TOP,
} from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { readCart } from '../src/modules/cart/service.ts';
import { activeStores } from '../src/modules/sellers/service-stores.ts';
import { categoryItemsPage, companyItemsPage } from '../src/modules/items/store-pages.ts';
import { encodeKeyset } from '../src/http/page-token.ts';
import { latestItems, sellerItems, similarItems, topItems } from '../src/modules/items/store.ts';
import { searchItems } from '../src/modules/search/service.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * Index use of every paged list on a catalogue large enough that the planner picks an index on its
 * own — sequential scans are NOT priced out here (search.test.ts does that, which shows only that an
 * index can serve a query). How each list is run and its plans read: query-plans.ts.
 */

/** The size of the bulk catalogue: 12,000 items (one in ten hidden), 3,000 stores, 3,000 buyers. */
const ITEMS = 12_000;
const STORES = 3_000;
const BUYERS = 3_000;
/**
 * A scan of more rows than this, sorted without a Limit between, is a sort of (a large part of) a
 * table: far more than any page reads, far less than the catalogue, the biggest store (a quarter of
 * the items) or the stores.
 */
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];

/** The bulk catalogue in a few INSERT … SELECT generate_series statements (as seed/bulk-items.ts fills it). */
async function fillCatalogue(): Promise<void> {
  // Six parents with eight leaves each.
  await db.execute(sql`
    INSERT INTO categories (titles, url_path, position)
    SELECT jsonb_build_object('az', 'Bölmə ' || n), 'bolme-' || n, n FROM generate_series(1, 6) AS n`);
  await db.execute(sql`
    INSERT INTO categories (titles, url_path, upper_category_id, position)
    SELECT jsonb_build_object('az', 'Alt bölmə ' || n), p.url_path || '/alt-' || n, p.id, n
    FROM categories p CROSS JOIN generate_series(1, 8) AS n WHERE p.upper_category_id IS NULL`);
  // Stores (one in fifty not named yet, so not in the public list) and buyers, newest first by number.
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name, created_at)
    SELECT 'store-' || n || '@example.az', 'email', 'x', 2, 'NOT_VERIFIED', CASE WHEN n % 50 = 0 THEN '' ELSE 'Mağaza ' || n END,
           now() - make_interval(secs => n * 60)
    FROM generate_series(1, ${STORES}) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, created_at)
    SELECT 'buyer-' || n || '@example.az', 'email', 'x', 1, now() - make_interval(secs => n * 60)
    FROM generate_series(1, ${BUYERS}) AS n`);
  // A quarter of the items belong to the oldest store; the rest spread over all stores and leaves.
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info,
                       cover_image, view_count, sold, status, created_at)
    SELECT CASE WHEN b % 4 = 0 THEN m.ids[1] ELSE m.ids[(1 + (b * 7) % m.n)::int] END,
           'Məhsul ' || b, 'Usta ' || (b % 97), 10, 10, l.ids[(1 + (b * 31) % l.n)::int], '<p>Əl işi.</p>',
           '/media/covers/' || b || '.webp', (b * 7919) % 5000, (b * 1299709) % 150, CASE WHEN b % 10 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END,
           now() - make_interval(secs => (b * 17)::double precision)
    FROM generate_series(1::bigint, ${ITEMS}::bigint) AS b
    CROSS JOIN (SELECT array_agg(id ORDER BY created_at) AS ids, count(*)::int AS n FROM accounts WHERE type = 2) m
    CROSS JOIN (SELECT array_agg(c.id ORDER BY c.id) AS ids, count(*)::int AS n FROM categories c
                WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.upper_category_id = c.id)) l`);
  // A leaf of bolme-1 with a single item: its similar items come from the sibling leaves.
  await db.execute(sql`
    INSERT INTO categories (titles, url_path, upper_category_id, position)
    SELECT '{"az":"Tək"}'::jsonb, 'bolme-1/tek', id, 9 FROM categories WHERE url_path = 'bolme-1'`);
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, cover_image)
    SELECT a.id, 'Tək məhsul', 'Usta', 10, 10, c.id, '<p>x</p>', '/media/covers/single.webp'
    FROM accounts a, categories c WHERE a.identifier = 'store-7@example.az' AND c.url_path = 'bolme-1/tek'`);
  // Three cart lines per buyer.
  await db.execute(sql`
    INSERT INTO cart_lines (account_id, item_id, attributes_key, quantity)
    SELECT a.id, i.ids[1 + (abs(hashtext(a.id::text || k)) % i.n)], '', 1
    FROM accounts a CROSS JOIN generate_series(1, 3) AS k
    CROSS JOIN (SELECT array_agg(id) AS ids, count(*)::int AS n FROM items WHERE listed) i
    WHERE a.type = 1
    ON CONFLICT DO NOTHING`);
  // As after any bulk load: statistics, and all-visible pages for index-only scans.
  for (const table of [
    'accounts',
    'items',
    'categories',
    'partners',
    'merchant_item_counts',
    'category_item_counts',
    'cart_lines',
  ]) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
}

interface Fixture {
  bigStore: string;
  smallStore: string;
  bigStoreListed: number;
  buyer: string;
  /** bolme-1 and its leaves, as the web sends a parent category. */
  parentAndLeaves: number[];
  leaf: number;
  loneItem: string;
  fullLeafItem: string;
  bigStoreItems: string[];
}

let fixture: Fixture;

const idOf = async (query: SQL) => (await rows<{ id: string }>(db, query))[0]!.id;

/** The page token a client holds after reading `offset` rows of a newest-first list. */
async function tokenAfter(where: SQL, offset: number): Promise<string> {
  const [row] = await rows<{ id: string; created_key: string }>(
    db,
    sql`SELECT i.id, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key
        FROM items i WHERE i.listed AND ${where} ORDER BY i.created_at DESC, i.id DESC OFFSET ${offset - 1} LIMIT 1`,
  );
  return encodeKeyset({ createdKey: row!.created_key, id: row!.id });
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillCatalogue();
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
  const bigStore = await idOf(sql`SELECT id FROM accounts WHERE identifier = ${`store-${STORES}@example.az`}`);
  const [counted] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM items WHERE listed AND merchant_id = ${bigStore}::uuid`,
  );
  const leaf = (await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE url_path = 'bolme-2/alt-3'`))[0]!.id;
  fixture = {
    bigStore,
    smallStore: await idOf(sql`SELECT id FROM accounts WHERE identifier = 'store-7@example.az'`),
    bigStoreListed: Number(counted!.n),
    buyer: await idOf(sql`SELECT id FROM accounts WHERE identifier = 'buyer-1@example.az'`),
    parentAndLeaves: (
      await rows<{ id: number }>(
        db,
        sql`SELECT id FROM categories WHERE url_path = 'bolme-1' OR url_path LIKE 'bolme-1/alt-%' ORDER BY id`,
      )
    ).map((row) => row.id),
    leaf,
    loneItem: await idOf(
      sql`SELECT i.id FROM items i JOIN categories c ON c.id = i.category_id WHERE c.url_path = 'bolme-1/tek'`,
    ),
    fullLeafItem: await idOf(sql`SELECT id FROM items WHERE listed AND category_id = ${leaf} ORDER BY created_at LIMIT 1`),
    bigStoreItems: (
      await rows<{ id: string }>(db, sql`SELECT id FROM items WHERE merchant_id = ${bigStore}::uuid ORDER BY id LIMIT 5`)
    ).map((row) => row.id),
  };
  expect(fixture.parentAndLeaves).toHaveLength(9);
  expect(fixture.bigStoreListed).toBeGreaterThan(2 * WHOLE_TABLE);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const lengthOf = (page: { items: unknown[] }) => page.items.length;
const lastPageOf = (listed: number) => Math.ceil(listed / DEFAULT_PAGE_SIZE);

const NEWEST = { uses: ['items_listed_created_idx'] };
const IN_CATEGORY = { uses: ['items_listed_category_created_idx'] };
/** A big store's newest items are found as fast walking all listed items newest first. */
const OF_STORE = { uses: ['items_listed_merchant_created_idx|items_listed_created_idx'] };

describe('every paged list is read from its indexes on a catalogue of thousands, sequential scans allowed', () => {
  it('getAllItems: the first page and a page deep by token', async () => {
    await checkList(async (recording) => lengthOf(await latestItems(recording, {})), NEWEST);
    const token = await tokenAfter(sql`true`, 5_000);
    await checkList(async (recording) => lengthOf(await latestItems(recording, { pageToken: token })), NEWEST);
  });

  it('getItemsByCategory by token: a parent with its leaves, first and deep, and one leaf', async () => {
    const { parentAndLeaves, leaf } = fixture;
    await checkList(async (recording) => lengthOf(await categoryItemsPage(recording, parentAndLeaves, {})), IN_CATEGORY);
    const token = await tokenAfter(sql`i.category_id = ANY(${sql.param(parentAndLeaves)}::int[])`, 1_500);
    await checkList(
      async (recording) => lengthOf(await categoryItemsPage(recording, parentAndLeaves, { page_token: token })),
      IN_CATEGORY,
    );
    await checkList(async (recording) => lengthOf(await categoryItemsPage(recording, [leaf], {})), IN_CATEGORY);
  });

  it('getItemsByCategory by page number: page 3 and the last page of a parent', async () => {
    const { parentAndLeaves } = fixture;
    const [listed] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM items WHERE listed AND category_id = ANY(${sql.param(parentAndLeaves)}::int[])`,
    );
    for (const page of [3, lastPageOf(Number(listed!.n))]) {
      await checkList(async (recording) => lengthOf(await categoryItemsPage(recording, parentAndLeaves, { page })), IN_CATEGORY);
    }
  });

  it('getProductsByCompanyId by token: the biggest store, first and deep, and a small one', async () => {
    const { bigStore, smallStore } = fixture;
    await checkList(async (recording) => lengthOf(await companyItemsPage(recording, bigStore, {})), OF_STORE);
    const token = await tokenAfter(sql`i.merchant_id = ${bigStore}::uuid`, fixture.bigStoreListed - 10);
    await checkList(async (recording) => lengthOf(await companyItemsPage(recording, bigStore, { page_token: token })), OF_STORE);
    await checkList(async (recording) => lengthOf(await companyItemsPage(recording, smallStore, {})), {
      uses: ['items_listed_merchant_created_idx'],
    });
  });

  it('getProductsByCompanyId by page number: page 3 of the biggest store', async () => {
    await checkList(async (recording) => lengthOf(await companyItemsPage(recording, fixture.bigStore, { page: 3 })), OF_STORE);
  });

  it('getProductsByCompanyId by page number: the last page of the biggest store', async () => {
    const last = lastPageOf(fixture.bigStoreListed);
    await checkList(async (recording) => lengthOf(await companyItemsPage(recording, fixture.bigStore, { page: last })), OF_STORE);
  });

  it('getTopItems and getTopSale: the home sizes and the largest top', async () => {
    for (const top of [HOME_POPULAR, MAX_TOP]) {
      await checkList(async (recording) => (await topItems(recording, 'popular', top)).length, {
        uses: ['items_listed_views_idx'],
      });
    }
    for (const top of [HOME_TOP_SALE, MAX_TOP]) {
      await checkList(async (recording) => (await topItems(recording, 'bestselling', top)).length, {
        uses: ['items_listed_sold_idx'],
      });
    }
  });

  it('getSimilarItemList: from the same leaf, and from the sibling leaves', async () => {
    for (const id of [fixture.fullLeafItem, fixture.loneItem]) {
      await checkList(async (recording) => (await similarItems(recording, id, SIMILAR_ITEMS_TOP)).length, IN_CATEGORY);
    }
  });

  it('the seller list (getItemListByPage): first and last page of the biggest store, and with the ids filter', async () => {
    const { bigStore, bigStoreItems } = fixture;
    const [all] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items WHERE merchant_id = ${bigStore}::uuid`);
    for (const offset of [0, Number(all!.n) - 5]) {
      await checkList(
        async (recording) => lengthOf(await sellerItems(recording, bigStore, { pageSize: SELLER_PAGE_SIZE, offset })),
        {
          uses: ['items_seller_live_created_idx', 'merchant_item_counts_pkey'],
        },
      );
    }
    await checkList(
      async (recording) =>
        lengthOf(await sellerItems(recording, bigStore, { pageSize: SELLER_PAGE_SIZE, offset: 0, ids: bigStoreItems })),
      { uses: ['items_pkey|items_merchant_created_idx'] },
    );
  });

  // The ranking step reads a bounded set of candidates by id (`i.id = ANY(…)`), not a list: on a table
  // of 12,000 items PostgreSQL 15 rightly reads a couple of hundred of them with one sequential pass,
  // and at 1,000,000 by the primary key (npm run bench:api). The steps that find the candidates are checked.
  const SEARCH_TABLES = (text: string) => (/i\.id = ANY\(/.test(text) ? [] : ['items']);

  it('search: a rare phrase, a common word and a misspelt word', async () => {
    await checkList(async (recording) => lengthOf(await searchItems(recording, 'Məhsul 4321', 1, DEFAULT_PAGE_SIZE)), {
      uses: ['items_search_trgm_idx'],
      tables: SEARCH_TABLES,
    });
    await checkList(async (recording) => lengthOf(await searchItems(recording, 'mehsul', 1, DEFAULT_PAGE_SIZE)), {
      ...NEWEST,
      tables: SEARCH_TABLES,
    });
    await checkList(async (recording) => lengthOf(await searchItems(recording, 'mehsl', 1, DEFAULT_PAGE_SIZE)), {
      uses: ['catalogue_words_trgm_idx'],
      tables: SEARCH_TABLES,
    });
  });

  it('the cart read (a buyer’s lines with their items)', async () => {
    await checkList(async (recording) => (await readCart(recording, fixture.buyer)).count, {
      uses: ['cart_lines_choice_unique', 'items_pkey'],
      tables: ['items', 'cart_lines'],
    });
  });

  // The total (count(*) of the active stores) reads every store by nature and is not checked.
  it('getAllMerchants: the first page and a page by token', async () => {
    const first = await activeStores(db, DEFAULT_PAGE_SIZE, undefined);
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    const tables = (text: string) => (/count\(\*\)/.test(text) ? ['items'] : ['accounts', 'items']);
    for (const token of [undefined, first.next_page_token!]) {
      await checkList(async (recording) => lengthOf(await activeStores(recording, DEFAULT_PAGE_SIZE, token)), {
        uses: ['accounts_type_created_idx'],
        tables,
      });
    }
  });
});
