// `npm run bench:web`: Lighthouse (mobile, the default config) on the production server with the
// demo shop — home, one product page and one category page, 3 runs each — and the medians; then the
// seller panel's product list for a seller with 10,000 products (desktop), and the seller's statistics
// page over a year of 100,000 orders (desktop, statistics.ts). BENCH_ONLY=shopper|merchant|statistics
// measures one of them only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { categoryHref, productHref } from '../../design-system/src/rules/hrefs.ts';
import { startServer } from '../../e2e/server.ts';
import { buildWebIfStale } from '../build-web-if-stale.mjs';
import { SELLER_PRODUCTS, holdsChart, measureSellerPage, sellerWithProducts, type MerchantFigures } from './merchant.ts';
import { measureStatistics } from './statistics.ts';
import { figuresOf, formatTable, medianFigures, type RunFigures } from './summary.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `shopper`, `merchant`, `statistics` or all (default). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** Lighthouse desktop score the seller panel's product list must reach. */
const MERCHANT_SCORE_TARGET = 95;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** A real product and a real category of the demo shop. */
async function pagesToMeasure(origin: string): Promise<Array<{ page: string; url: string }>> {
  const [item] = await getJson<Array<{ id: string; productName: string }>>(`${origin}/item/v1/getTopItems?top=1`);
  const categories = await getJson<Array<{ id: number; urlPath: string; productCount: number }>>(
    `${origin}/item/v1/getAllCategories`,
  );
  const category = categories.find((candidate) => candidate.productCount > 0);
  if (!item || !category) throw new Error('the demo shop has no products or categories');
  return [
    { page: '/', url: `${origin}/` },
    { page: '/item', url: `${origin}${productHref(item)}` },
    { page: '/category', url: `${origin}${categoryHref(category)}` },
  ];
}

/** A built script's gzip size (level 9), by its address on the bench server. */
function gzipSizeOf(url: string): number {
  const file = path.join(root, 'apps/web/dist/client', new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

async function lighthouse(url: string, outDir: string, run: number): Promise<RunFigures> {
  const output = path.join(outDir, `run-${run}.json`);
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} on ${url}`))));
  });
  const report = JSON.parse(await readFile(output, 'utf8')) as Parameters<typeof figuresOf>[0];
  const requests = (
    report.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined
  )?.items;
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  for (const script of scripts) {
    if (await holdsChart(path.join(root, 'apps/web/dist/client'), script.url)) chartOnShopperPages.add(url);
  }
  return figuresOf(report, gzipSizeOf);
}

/** Shopper pages that loaded the statistics chart's code (there must be none). */
const chartOnShopperPages = new Set<string>();

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, twice at most. */
async function lighthouseWithRetry(url: string, outDir: string, run: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, outDir, run);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${url} run ${run}: ${(error as Error).message}; running it again`);
    }
  }
}

async function measureShopper(origin: string, outDir: string): Promise<void> {
  const rows = [];
  for (const { page, url } of await pagesToMeasure(origin)) {
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await lighthouseWithRetry(url, outDir, run);
      console.log(`${page} run ${run}: ${JSON.stringify(figures)}`);
      runs.push(figures);
    }
    rows.push({ page, figures: medianFigures(runs) });
  }
  console.log(`\nLighthouse ${RUNS}× per page, mobile (${origin}):\n`);
  console.log(formatTable(rows));
  console.log(
    `- the statistics chart's code is not among the shopper pages' scripts: ${chartOnShopperPages.size === 0 ? 'met' : `NOT met (${[...chartOnShopperPages].join(', ')})`}`,
  );
}

async function measureMerchant(port: number, outboxDir: string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  console.log(`\nA seller with ${SELLER_PRODUCTS.toLocaleString('en')} products…`);
  const token = await sellerWithProducts(origin, outboxDir, SELLER_PRODUCTS);
  const url = `http://merchant.localhost:${port}/products`;
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const runs: MerchantFigures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await measureSellerPage(url, token, path.join(root, 'apps/web/dist/client'), chromePath, gzipSizeOf);
    console.log(`merchant /products run ${run}: ${JSON.stringify(figures)}`);
    runs.push(figures);
  }
  const median = medianFigures(runs);
  const editorLoaded = runs.some((run) => run.editorLoaded);
  console.log(`\nLighthouse ${RUNS}×, desktop, seller panel (${SELLER_PRODUCTS.toLocaleString('en')} products, ${url}):\n`);
  console.log(
    formatTable([{ page: 'merchant /products', figures: median }])
      .split('\n')
      .slice(0, 3)
      .join('\n'),
  );
  console.log(
    `- performance ≥ ${MERCHANT_SCORE_TARGET} (desktop): ${median.score >= MERCHANT_SCORE_TARGET ? 'met' : 'NOT met'} — ${median.score}`,
  );
  console.log(`- the rich-text editor is not among the page's scripts: ${editorLoaded ? 'NOT met — it was loaded' : 'met'}`);
  console.log(
    '(the panel is client-rendered: every script of the load counts as initial; the shopper targets above do not apply)',
  );
}

async function main(): Promise<void> {
  if (!buildWebIfStale()) process.exit(1);
  const server = await startServer();
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-web-'));
  try {
    if (ONLY === '' || ONLY === 'shopper') await measureShopper(`http://127.0.0.1:${server.port}`, outDir);
    if (ONLY === '' || ONLY === 'merchant') await measureMerchant(server.port, server.outboxDir);
  } finally {
    await server.stop();
    await rm(outDir, { recursive: true, force: true });
  }
  if (ONLY === '' || ONLY === 'statistics') {
    await measureStatistics({
      products: SELLER_PRODUCTS,
      runs: RUNS,
      builtClientDir: path.join(root, 'apps/web/dist/client'),
      chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      gzipSizeOf,
    });
  }
}

await main();
