// `npm run bench:api [-- --items N] [-- --seconds S]`: figures for the production server on this
// machine (not a test; nothing is asserted). PGlite by default, PostgreSQL with DATABASE_URL.
// The catalogue of N products (default 1,000) is seeded once and kept for the next run:
// PGlite in $TMPDIR/marketplace-bench-N, PostgreSQL in the database marketplace_bench_N.
// The shopper page rows need the built web app (`npm run build`).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { categoryWithDescendants, type CategoryFlat } from '@marketplace/contract';
import { startServer } from '../../../e2e/server.ts';
import { openDatabase } from '../src/db/client.ts';
import { itemsInCategories } from '../src/modules/items/queries.ts';
import { DEMO_STORES } from '../src/modules/seed/demo-stores.ts';
import { demoIdentifierOf } from '../src/modules/seed/seed-demo.ts';
import { loadDirect, loadHttp, printTable, type LoadResult, type Target } from './load.ts';
import { demoMerchantToken } from './merchant-session.ts';
import { prepareCatalogue } from './prepare-catalogue.ts';

const { values } = parseArgs({ options: { items: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' } } });
const ITEMS = Number(values.items ?? 1000);
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(values.connections ?? process.env.BENCH_CONNECTIONS ?? 50);
/** "Moderate load" of the 1M-item target (p99 of DB-bound lists ≤ 25 ms): a handful of busy connections. */
const MODERATE = Math.min(10, CONNECTIONS);
/** The category with subcategories whose whole subtree is listed (a three-level branch of the demo tree). */
const PARENT_CATEGORY = 'toxuculuq';

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const catalogue = await prepareCatalogue(ITEMS);
const server = await startServer({ LOG_LEVEL: 'error', ...catalogue.env });
const results: LoadResult[] = [];
let subtree: number[] = [];
try {
  const base = `http://127.0.0.1:${server.port}`;
  console.log(`cold start to first healthy answer: ${Math.round(server.startupMs)} ms (includes tsx)`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`idle RSS: ${rssMiB(server.pid)} MiB`);

  const categories = (await (await fetch(`${base}/item/v1/getCategoryList`)).json()) as CategoryFlat[];
  const parent = categories.find((category) => category.urlPath === PARENT_CATEGORY);
  if (!parent) throw new Error(`category ${PARENT_CATEGORY} is missing`);
  subtree = categoryWithDescendants(categories, parent.id);
  const merchantToken = await demoMerchantToken(base, server.port, server.outboxDir, demoIdentifierOf(DEMO_STORES[1]!));

  const targets: Target[] = [
    { name: 'baseline GET /healthz/live', url: `${base}/healthz/live` },
    { name: 'GET getTopItems?top=25 (cached)', url: `${base}/item/v1/getTopItems?top=25` },
    { name: 'GET getAllCategories (cached)', url: `${base}/item/v1/getAllCategories` },
    { name: `POST getItemsByCategory (${subtree.length} ids, 20)`, url: `${base}/item/v1/getItemsByCategory`, method: 'POST', body: { ids: subtree, page_size: 20 } },
    {
      name: 'POST getItemListByPage (12, seller)',
      url: `${base}/merchant/v1/getItemListByPage`,
      method: 'POST',
      body: { page_size: 12, offset: 0 },
      headers: { authorization: `Bearer ${merchantToken}`, host: `merchant.localhost:${server.port}` },
    },
    { name: 'GET search?q=xalca', url: `${base}/item/v1/search?q=xalca` },
    { name: 'GET search?q=keramka (typo)', url: `${base}/item/v1/search?q=keramka` },
    { name: 'GET getAllMerchants', url: `${base}/auth/v1/getAllMerchants` },
  ];
  for (const connections of [1, MODERATE, CONNECTIONS]) {
    for (const target of targets) results.push(await loadHttp(target, connections, SECONDS));
  }
  console.log(`RSS after load: ${rssMiB(server.pid)} MiB`);
} finally {
  await server.stop();
}

// The category list through the driver, same query and concurrency, without HTTP (PGlite: the
// server had to let go of its data directory first; PostgreSQL: a pool as large as the server's).
const direct = await openDatabase({ databaseUrl: catalogue.env.DATABASE_URL, dataDir: catalogue.env.DATA_DIR as string });
try {
  for (const connections of [1, MODERATE, CONNECTIONS]) {
    const name = `driver: items of ${subtree.length} categories (20)`;
    results.push(await loadDirect(name, () => itemsInCategories(direct.db, subtree, { pageSize: 20 }), connections, SECONDS));
  }
} finally {
  await direct.close();
}

printTable(
  `${ITEMS.toLocaleString('en')} items on ${catalogue.backend} — ${SECONDS} s per row, autocannon in this process against the server process`,
  results,
  'baseline GET /healthz/live',
);
const http50 = results.find((r) => r.name.startsWith('POST getItemsByCategory') && r.connections === CONNECTIONS);
const driver50 = results.find((r) => r.name.startsWith('driver:') && r.connections === CONNECTIONS);
if (http50 && driver50) {
  console.log(`\ngetItemsByCategory over HTTP vs the driver at ${CONNECTIONS} connections: ${Math.round((http50.rps / driver50.rps) * 100)} %`);
}
