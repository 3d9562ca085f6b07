// `npm run bench:api [-- --items N] [-- --seconds S]`: figures for the production server on this
// machine (not a test; nothing is asserted). PGlite by default, PostgreSQL with DATABASE_URL.
// The catalogue of N products (default 1,000) is seeded once and kept for the next run:
// PGlite in $TMPDIR/marketplace-bench-N, PostgreSQL in the database marketplace_bench_N.
// The shopper page rows need the built web app (`npm run build`). `-- --only product-page` runs
// just the server-rendered product page at 100 connections (the overload row); `-- --only speed`
// the server's own rows: cold starts, idle RSS, and the product, category and home pages from the
// page cache and rendered for every request (a second server with PAGE_CACHE_MB=0).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { categoryWithDescendants, SELLER_PAGE_SIZE, type CategoryFlat } from '@marketplace/contract';
import { startServer } from '../../../e2e/server.ts';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { itemsInCategories, sellerItems } from '../src/modules/items/store.ts';
import { DEMO_STORES } from '../src/modules/seed/demo-stores.ts';
import { demoIdentifierOf } from '../src/modules/seed/seed-demo.ts';
import { PostgresBackends } from './cpu.ts';
import { loadDirect, loadHttp, type Target } from './load.ts';
import { loadAtRate } from './open-loop.ts';
import { demoMerchantToken } from './merchant-session.ts';
import { prepareCatalogue } from './prepare-catalogue.ts';
import { printTable, printVerdicts, speedVerdicts, verdicts, type ReportRow, type RowRole } from './report.ts';
import {
  COLD_START_LIMIT_MS,
  coldStarts,
  EMBEDDED_IDLE_RSS_LIMIT_MIB,
  IDLE_RSS_LIMIT_MIB,
  pageRows,
  PRODUCT_PAGE_MIN_BASELINE_PERCENT,
  PRODUCT_PAGE_MIN_RPS,
  rssMiB,
  type PageAddresses,
} from './server-speed.ts';
import { searchQueries } from './search-words.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    rates: { type: 'string' },
    only: { type: 'string' },
  },
});
const ONLY_PRODUCT_PAGE = values.only === 'product-page';
const ONLY_SPEED = values.only === 'speed';
/** Starts timed before the measured server's (each on the existing database), for a median. */
const COLD_STARTS = 3;
const ITEMS = Number(values.items ?? 1000);
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(values.connections ?? process.env.BENCH_CONNECTIONS ?? 50);
const BUSY = Math.min(10, CONNECTIONS);
/**
 * "Moderate load" of the 1M-item target (p99 of DB-bound lists ≤ 25 ms): requests arriving at a
 * fixed rate well below what the lists sustain over HTTP here (400–550 req/s), not a saturating closed loop.
 */
const RATES = (values.rates ?? '100,200').split(',').map(Number);
const P99_LIMIT_MS = 25;
/** The category with subcategories whose whole subtree is listed (a three-level branch of the demo tree). */
const PARENT_CATEGORY = 'toxuculuq';
const SELLER = demoIdentifierOf(DEMO_STORES[1]!);

/**
 * Overload of the server-rendered product page: more connections than the database answers in
 * time; a request still open after the time-out counts as timed out. Answers 503 (load shed) count
 * as non-2xx.
 */
const PRODUCT_PAGE_CONNECTIONS = 100;
const PRODUCT_PAGE_TIMEOUT_SECONDS = 20;
/** Long enough for a request to reach the time-out while the load is still on. */
const PRODUCT_PAGE_SECONDS = Math.max(SECONDS, 25);

const DRIVER_CATEGORY = 'driver: getItemsByCategory query';
const DRIVER_SELLER = 'driver: getItemListByPage query';

type BenchTarget = Target & { kind?: RowRole };

/** The queries of the two lists called in-process, as the server's routes call them. */
async function driverWork(direct: DatabaseHandle, subtree: number[]): Promise<Record<string, () => Promise<unknown>>> {
  const [seller] = await rows<{ id: string }>(direct.db, sql`SELECT id FROM accounts WHERE identifier = ${SELLER}`);
  if (!seller) throw new Error(`the demo seller ${SELLER} is missing`);
  const page = { pageSize: SELLER_PAGE_SIZE, offset: 0 };
  return {
    [DRIVER_CATEGORY]: () => itemsInCategories(direct.db, subtree, { pageSize: 20 }),
    [DRIVER_SELLER]: () => sellerItems(direct.db, seller.id, page),
  };
}

/** The machine is shared: its load average goes with every figure. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();
const catalogue = await prepareCatalogue(ITEMS);
const openDirect = () => openDatabase({ databaseUrl: catalogue.env.DATABASE_URL, dataDir: catalogue.env.DATA_DIR as string });
const backends = catalogue.backend === 'postgres' ? await PostgresBackends.open(catalogue.where) : undefined;
// PostgreSQL: a pool as large as the server's, used right after each HTTP list row so that both
// figures share the machine's load of that moment. PGlite: only after the server has let go of its
// data directory.
let direct = catalogue.backend === 'postgres' && !ONLY_PRODUCT_PAGE && !ONLY_SPEED ? await openDirect() : undefined;
let driver: Record<string, () => Promise<unknown>> = {};
const results: ReportRow[] = [];
async function driverRow(name: string, connections: number): Promise<void> {
  const work = driver[name] as () => Promise<unknown>;
  results.push({ ...(await loadDirect(name, work, { connections, seconds: SECONDS }, backends)), kind: { role: 'driver' } });
}

let subtree: number[] = [];
const serverEnv = { LOG_LEVEL: 'error', ...catalogue.env };
const starts = ONLY_PRODUCT_PAGE
  ? { startsMs: [], idleRssMiB: [], idleAnonMiB: [], peakRssMiB: [] }
  : await coldStarts(serverEnv, COLD_STARTS);
console.log(
  `cold starts to the first healthy answer: ${starts.startsMs.join(', ')} ms; idle RSS ${starts.idleRssMiB.join(', ')} MiB ` +
    `(anonymous ${starts.idleAnonMiB.join(', ')} MiB; peak until then ${starts.peakRssMiB.join(', ')} MiB)`,
);
let pages: PageAddresses | undefined;
const server = await startServer(serverEnv);
try {
  const base = `http://127.0.0.1:${server.port}`;

  const categories = (await (await fetch(`${base}/item/v1/getCategoryList`)).json()) as CategoryFlat[];
  const parent = categories.find((category) => category.urlPath === PARENT_CATEGORY);
  if (!parent) throw new Error(`category ${PARENT_CATEGORY} is missing`);
  subtree = categoryWithDescendants(categories, parent.id);
  const [topItem] = (await (await fetch(`${base}/item/v1/getTopItems?top=1`)).json()) as { id: string }[];
  if (!topItem) throw new Error('the catalogue has no product');
  pages = { productId: topItem.id, categoryId: parent.id };
  if (!ONLY_PRODUCT_PAGE) {
    const connections = [1, BUSY, CONNECTIONS];
    results.push(...(await pageRows(server, pages, { cached: true, connections, seconds: SECONDS, backends })));
  }
  if (direct) driver = await driverWork(direct, subtree);
  const merchantToken = await demoMerchantToken(base, server.port, server.outboxDir, SELLER);
  const queries = searchQueries();
  let nextQuery = 0;

  const categoryList: BenchTarget = {
    name: `POST getItemsByCategory (${subtree.length} ids, 20)`,
    url: `${base}/item/v1/getItemsByCategory`,
    method: 'POST',
    body: { ids: subtree, page_size: 20 },
    kind: { role: 'db-list', driver: DRIVER_CATEGORY },
  };
  const sellerList: BenchTarget = {
    name: `POST getItemListByPage (${SELLER_PAGE_SIZE}, seller)`,
    url: `${base}/merchant/v1/getItemListByPage`,
    method: 'POST',
    body: { page_size: SELLER_PAGE_SIZE, offset: 0 },
    headers: { authorization: `Bearer ${merchantToken}`, host: `merchant.localhost:${server.port}` },
    kind: { role: 'db-list', driver: DRIVER_SELLER },
  };
  // Each ratio's two rows run back to back: the cached blocks right after the baseline, each list
  // right before its driver row.
  const targets: BenchTarget[] = [
    { name: 'baseline GET /healthz/live', url: `${base}/healthz/live`, kind: { role: 'baseline' } },
    { name: 'GET getTopItems?top=25 (cached)', url: `${base}/item/v1/getTopItems?top=25`, kind: { role: 'cached-home' } },
    {
      // What a browser asks for: the copy compressed once per cache fill.
      name: 'GET getTopItems?top=25 (cached, Accept-Encoding: br, gzip)',
      url: `${base}/item/v1/getTopItems?top=25`,
      headers: { 'accept-encoding': 'br, gzip' },
      kind: { role: 'cached-home' },
    },
    { name: 'GET getAllCategories (cached)', url: `${base}/item/v1/getAllCategories`, kind: { role: 'cached-home' } },
    { name: 'GET getAllMerchants (cached)', url: `${base}/auth/v1/getAllMerchants`, kind: { role: 'cached-home' } },
    categoryList,
    sellerList,
    { name: 'GET search?q=xalca (ranking cached)', url: `${base}/item/v1/search?q=xalca` },
    {
      name: `GET search, another word each request (ranking not cached; ${queries.length} words)`,
      url: `${base}/item/v1/search`,
      nextPath: () => `/item/v1/search?q=${encodeURIComponent(queries[nextQuery++ % queries.length] as string)}`,
    },
  ];
  const probe = { serverPid: server.pid, backends };
  const productPage: BenchTarget = {
    name: 'GET /item?id=… (server-rendered product page)',
    url: `${base}/item?id=${encodeURIComponent(pages.productId)}`,
    timeoutSeconds: PRODUCT_PAGE_TIMEOUT_SECONDS,
  };
  for (const connections of ONLY_PRODUCT_PAGE || ONLY_SPEED ? [] : [1, BUSY, CONNECTIONS]) {
    for (const target of targets) {
      results.push({ ...(await loadHttp(target, { connections, seconds: SECONDS }, probe)), kind: target.kind });
      if (target.kind?.role === 'db-list' && direct) await driverRow(target.kind.driver, connections);
    }
  }
  if (!ONLY_SPEED) {
    results.push(await loadHttp(productPage, { connections: PRODUCT_PAGE_CONNECTIONS, seconds: PRODUCT_PAGE_SECONDS }, probe));
  }
  for (const rate of ONLY_PRODUCT_PAGE || ONLY_SPEED ? [] : RATES) {
    for (const target of [categoryList, sellerList]) {
      results.push({ ...(await loadAtRate(target, rate, SECONDS, probe)), kind: target.kind });
    }
  }
  console.log(`RSS after load: ${rssMiB(server.pid)} MiB`);
} finally {
  await server.stop();
}

if (pages && !ONLY_PRODUCT_PAGE) {
  const uncached = await startServer({ ...serverEnv, PAGE_CACHE_MB: '0' });
  try {
    const connections = [1, BUSY, CONNECTIONS];
    results.push(...(await pageRows(uncached, pages, { cached: false, connections, seconds: SECONDS, backends })));
  } finally {
    await uncached.stop();
  }
}

try {
  if (!direct && !ONLY_PRODUCT_PAGE && !ONLY_SPEED) {
    direct = await openDirect();
    driver = await driverWork(direct, subtree);
    for (const name of [DRIVER_CATEGORY, DRIVER_SELLER]) {
      for (const connections of [1, BUSY, CONNECTIONS]) await driverRow(name, connections);
    }
  }
} finally {
  await direct?.close();
  await backends?.close();
}

printTable(
  `${ITEMS.toLocaleString('en')} items on ${catalogue.backend} — ${SECONDS} s per row, autocannon in this process against ` +
    `the server process; CPU per request from /proc (app = the server, or this process for the driver rows); ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
  results,
);
if (!ONLY_PRODUCT_PAGE) {
  printVerdicts([
    ...(ONLY_SPEED ? [] : verdicts(results, P99_LIMIT_MS)),
    ...speedVerdicts(
      results,
      { ...starts, backend: catalogue.backend },
      {
        coldStartMs: COLD_START_LIMIT_MS,
        idleRssMiB: catalogue.backend === 'postgres' ? IDLE_RSS_LIMIT_MIB : EMBEDDED_IDLE_RSS_LIMIT_MIB,
        productPageRps: PRODUCT_PAGE_MIN_RPS,
        productPageBaselinePercent: PRODUCT_PAGE_MIN_BASELINE_PERCENT,
      },
    ),
  ]);
}
