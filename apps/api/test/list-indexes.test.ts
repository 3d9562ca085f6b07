import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, HOME_POPULAR, HOME_TOP_SALE, MAX_TOP, SELLER_PAGE_SIZE, SIMILAR_ITEMS_TOP } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import * as schema from '../src/db/schema.ts';
import { readCart } from '../src/modules/cart/service.ts';
import { activeCompanies } from '../src/modules/companies/service.ts';
import { categoryItemsPage, companyItemsPage } from '../src/modules/items/numbered-pages.ts';
import { encodeKeyset } from '../src/http/page-token.ts';
import { latestItems, sellerItems, similarItems, topItems } from '../src/modules/items/queries.ts';
import { searchItems } from '../src/modules/search/service.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * Index use of every paged list on a catalogue large enough that the planner picks an index on its
 * own — sequential scans are NOT priced out here (search.test.ts does that, which shows only that an
 * index can serve a query). Each list runs through the very function its route calls, on a second
 * drizzle handle over the server's own client that records every statement it sends (so the text
 * and values are exactly what the server sends, through the dialect of db/rows.ts); each statement
 * is then EXPLAINed with those values — the plan PGlite uses, and PostgreSQL for a fresh prepared
 * statement — and, where the server has EXPLAIN (GENERIC_PLAN) (16 and later), as the generic plan
 * PostgreSQL may switch a named prepared statement to.
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
let genericPlans = false;

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

interface QueryAnswer {
  rows: Record<string, unknown>[];
}

/** What the test needs of either driver's client: PGlite (query, exec) or a pg Pool (query, connect). */
interface SqlClient {
  query(text: string, params?: unknown[]): Promise<QueryAnswer>;
  exec?(text: string): Promise<QueryAnswer[]>;
  connect?(): Promise<{ query(text: string, params?: unknown[]): Promise<QueryAnswer>; release(): void }>;
}

const clientOf = (database: Database) => (database as unknown as { $client: SqlClient }).$client;

/**
 * PostgreSQL's default planner costs (PGlite runs with them, and without parallel workers), set for
 * each EXPLAIN: a server tuned otherwise — random_page_cost 1.1 for SSDs, say — picks indexes in
 * more cases, and the test is about the queries and indexes, not about one server's tuning.
 */
const PLANNER_DEFAULTS = [
  'seq_page_cost = 1',
  'random_page_cost = 4',
  'cpu_tuple_cost = 0.01',
  'cpu_index_tuple_cost = 0.005',
  'cpu_operator_cost = 0.0025',
  "effective_cache_size = '4GB'",
  "work_mem = '4MB'",
  'max_parallel_workers_per_gather = 0',
]
  .map((setting) => `SET LOCAL ${setting};`)
  .join(' ');

/** Runs `text` (with `params`, or by the simple protocol without) in a transaction with PLANNER_DEFAULTS. */
async function withPlannerDefaults(text: string, params: unknown[] | undefined): Promise<QueryAnswer> {
  const client = clientOf(db);
  if (client.exec) {
    await client.exec(`BEGIN; ${PLANNER_DEFAULTS}`);
    try {
      return params ? await client.query(text, params) : (await client.exec(text))[0]!;
    } finally {
      await client.exec('ROLLBACK');
    }
  }
  const connection = await client.connect!();
  try {
    await connection.query(`BEGIN; ${PLANNER_DEFAULTS}`);
    return await connection.query(text, params);
  } finally {
    await connection.query('ROLLBACK');
    connection.release();
  }
}

/** A second drizzle handle on the server's client (same driver, same dialect) that notes every statement sent. */
function recordingDb(): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
  const client = clientOf(db) as never;
  const recording =
    server.database.backend === 'pglite' ? drizzlePglite({ client, schema, logger }) : drizzlePostgres({ client, schema, logger });
  return { db: recording as unknown as Database, statements };
}

/** The plan of a statement for its own values, or its generic plan (parameters unknown). */
async function planOf(statement: Statement, generic: boolean): Promise<PlanNode> {
  const text = `EXPLAIN (${generic ? 'GENERIC_PLAN, ' : ''}FORMAT JSON) ${statement.text}`;
  const answer = await withPlannerDefaults(text, generic ? undefined : statement.params);
  const cell = Object.values(answer.rows[0]!)[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

function planText(node: PlanNode, depth = 0): string {
  const label = [node['Node Type'], node['Relation Name'] && `on ${node['Relation Name']}`, node['Index Name'] && `using ${node['Index Name']}`]
    .filter(Boolean)
    .join(' ');
  return [`${'  '.repeat(depth)}${label} (rows=${node['Plan Rows']})`, ...(node.Plans ?? []).map((child) => planText(child, depth + 1))].join('\n');
}

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/**
 * What is wrong with a plan for the list of `tables`: a sequential scan of one of them, or a Sort
 * over more than WHOLE_TABLE of its rows with no Limit between (a top-N sort of a scan is still a
 * read of all it scans; the per-category Limits of the lateral joins bound what their Sort sees).
 */
function problemsOf(node: PlanNode, tables: readonly string[], sortedAbove = false): string[] {
  const relation = node['Relation Name'];
  const found: string[] = [];
  if (relation && tables.includes(relation)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
    if (sortedAbove && SCANS.has(node['Node Type']) && node['Plan Rows'] > WHOLE_TABLE) {
      found.push(`Sort over ${node['Plan Rows']} rows of ${relation}`);
    }
  }
  const sorted = node['Node Type'] === 'Sort' ? true : node['Node Type'] === 'Limit' ? false : sortedAbove;
  for (const child of node.Plans ?? []) found.push(...problemsOf(child, tables, sorted));
  return found;
}

const indexesOf = (node: PlanNode): string[] => [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];

interface ListCheck {
  /** Indexes the plans for the call's values must read, each at least once ('a|b': either). */
  uses: readonly string[];
  /** The tables whose scans are checked (by default items), or a choice per statement text. */
  tables?: readonly string[] | ((text: string) => readonly string[]);
}

/** Runs one list as its route does and expects every plan of every statement it sent to read from indexes. */
async function checkList(run: (db: Database) => Promise<number>, { uses, tables = ['items'] }: ListCheck): Promise<void> {
  const recording = recordingDb();
  const shown = await run(recording.db);
  expect(shown, 'the list shows something, so its plan is for a real page').toBeGreaterThan(0);
  expect(recording.statements.length).toBeGreaterThan(0);
  const report: string[] = [];
  const read = new Set<string>();
  for (const statement of recording.statements) {
    for (const generic of genericPlans ? [false, true] : [false]) {
      const plan = await planOf(statement, generic);
      if (!generic) for (const name of indexesOf(plan)) read.add(name);
      const problems = problemsOf(plan, typeof tables === 'function' ? tables(statement.text) : tables);
      if (problems.length > 0) {
        report.push(`${problems.join('; ')}\n-- ${generic ? 'generic plan' : 'plan'} of:\n${statement.text.trim()}\n${planText(plan)}`);
      }
    }
  }
  for (const wanted of uses) {
    if (!wanted.split('|').some((name) => read.has(name))) report.push(`no plan reads ${wanted} (read: ${[...read].sort().join(', ')})`);
  }
  expect(report.join('\n\n')).toBe('');
}

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
                       view_count, sold, status, created_at)
    SELECT CASE WHEN b % 4 = 0 THEN m.ids[1] ELSE m.ids[(1 + (b * 7) % m.n)::int] END,
           'Məhsul ' || b, 'Usta ' || (b % 97), 10, 10, l.ids[(1 + (b * 31) % l.n)::int], '<p>Əl işi.</p>',
           (b * 7919) % 5000, (b * 1299709) % 150, CASE WHEN b % 10 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END,
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
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info)
    SELECT a.id, 'Tək məhsul', 'Usta', 10, 10, c.id, '<p>x</p>'
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
  for (const table of ['accounts', 'items', 'categories', 'partners', 'merchant_item_counts', 'category_item_counts', 'cart_lines']) {
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
  // EXPLAIN (GENERIC_PLAN) came with PostgreSQL 16 (PGlite is newer).
  const [version] = await rows<{ version: string }>(db, sql`SELECT current_setting('server_version_num') AS version`);
  genericPlans = Number(version?.version) >= 160_000;
  const bigStore = await idOf(sql`SELECT id FROM accounts WHERE identifier = ${`store-${STORES}@example.az`}`);
  const [counted] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items WHERE listed AND merchant_id = ${bigStore}::uuid`);
  const leaf = (await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE url_path = 'bolme-2/alt-3'`))[0]!.id;
  fixture = {
    bigStore,
    smallStore: await idOf(sql`SELECT id FROM accounts WHERE identifier = 'store-7@example.az'`),
    bigStoreListed: Number(counted!.n),
    buyer: await idOf(sql`SELECT id FROM accounts WHERE identifier = 'buyer-1@example.az'`),
    parentAndLeaves: (
      await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE url_path = 'bolme-1' OR url_path LIKE 'bolme-1/alt-%' ORDER BY id`)
    ).map((row) => row.id),
    leaf,
    loneItem: await idOf(sql`SELECT i.id FROM items i JOIN categories c ON c.id = i.category_id WHERE c.url_path = 'bolme-1/tek'`),
    fullLeafItem: await idOf(sql`SELECT id FROM items WHERE listed AND category_id = ${leaf} ORDER BY created_at LIMIT 1`),
    bigStoreItems: (await rows<{ id: string }>(db, sql`SELECT id FROM items WHERE merchant_id = ${bigStore}::uuid ORDER BY id LIMIT 5`)).map(
      (row) => row.id,
    ),
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
    await checkList(async (recording) => lengthOf(await categoryItemsPage(recording, parentAndLeaves, { page_token: token })), IN_CATEGORY);
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
      await checkList(async (recording) => (await topItems(recording, 'popular', top)).length, { uses: ['items_listed_views_idx'] });
    }
    for (const top of [HOME_TOP_SALE, MAX_TOP]) {
      await checkList(async (recording) => (await topItems(recording, 'bestselling', top)).length, { uses: ['items_listed_sold_idx'] });
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
      await checkList(async (recording) => lengthOf(await sellerItems(recording, bigStore, { pageSize: SELLER_PAGE_SIZE, offset })), {
        uses: ['items_merchant_created_idx', 'merchant_item_counts_pkey'],
      });
    }
    await checkList(
      async (recording) => lengthOf(await sellerItems(recording, bigStore, { pageSize: SELLER_PAGE_SIZE, offset: 0, ids: bigStoreItems })),
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
    const first = await activeCompanies(db, DEFAULT_PAGE_SIZE, undefined);
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    const tables = (text: string) => (/count\(\*\)/.test(text) ? ['items'] : ['accounts', 'items']);
    for (const token of [undefined, first.next_page_token!]) {
      await checkList(async (recording) => lengthOf(await activeCompanies(recording, DEFAULT_PAGE_SIZE, token)), {
        uses: ['accounts_type_created_idx'],
        tables,
      });
    }
  });
});
