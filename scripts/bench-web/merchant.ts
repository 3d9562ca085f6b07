// The seller panel's product list for `npm run bench:web`: a seller with 10,000 products, signed in
// through the browser's storage, measured by Lighthouse with its desktop configuration. Also tells
// whether the product form's rich-text editor was among the scripts the page loaded (it must not be:
// the editor loads with the form).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { ACCOUNT_TYPE, API_PATHS, STORAGE_KEYS, type CategoryFlat, type Item } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../../e2e/accounts.ts';
import type { RunFigures } from './summary.ts';

export const SELLER_PRODUCTS = Number(process.env.BENCH_SELLER_PRODUCTS ?? 10_000);
const ADD_CONCURRENCY = 4;
/** A string every build of the editor carries (ProseMirror's class on the editable element). */
const EDITOR_MARKER = 'ProseMirror';
/** A string every build of the statistics chart carries (Recharts' class on a chart's area). */
const CHART_MARKER = 'recharts-area-area';

export interface MerchantFigures extends RunFigures {
  /** Whether a script of the rich-text editor was fetched while the list loaded. */
  editorLoaded: boolean;
  /** Whether a script of the statistics chart (Recharts) was fetched. */
  chartLoaded: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const answer = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** Whether a built script (by its address) holds the statistics chart's code. */
export async function holdsChart(builtClientDir: string, url: string): Promise<boolean> {
  const source = await readFile(path.join(builtClientDir, new URL(url).pathname), 'utf8').catch(() => '');
  return source.includes(CHART_MARKER);
}

/** A new seller whose store holds `count` products made through addNewItem; answers the seller's token. */
export async function sellerWithProducts(origin: string, outboxDir: string, count: number): Promise<string> {
  const token = await registerThroughApi(origin, outboxDir, uniqueEmail('bench-seller'), ACCOUNT_TYPE.MERCHANT);
  const { categories } = await getJson<{ categories: CategoryFlat[] }>(
    `${origin}${API_PATHS.merchant.getPermittedCategories}?lng=az`,
    token,
  );
  const covers = (await getJson<Item[]>(`${origin}${API_PATHS.item.getTopItems}?top=20`)).map((item) => item.coverImage);
  if (categories.length === 0 || covers.length === 0) throw new Error('the demo shop has no categories or pictures');

  const started = performance.now();
  let next = 0;
  const addOne = async (n: number) => {
    await postJson(
      `${origin}${API_PATHS.item.addNewItem}`,
      {
        productName: `Əl işi xalça №${n + 1}`,
        authorName: 'Səadət Həsənova',
        productPrice: 20 + (n % 400),
        productInfo: '<p>Təbii yundan, əl ilə toxunub.</p>',
        selectedCategory: categories[n % categories.length]!.id,
        coverImage: covers[n % covers.length],
      },
      token,
    );
  };
  const worker = async () => {
    while (next < count) {
      const n = next++;
      await addOne(n);
      if ((n + 1) % 1000 === 0) process.stdout.write(`\r  seller products ${n + 1} / ${count}`);
    }
  };
  await Promise.all(Array.from({ length: ADD_CONCURRENCY }, worker));
  process.stdout.write(`\n  ${count} products added in ${Math.round((performance.now() - started) / 1000)} s\n`);
  return token;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse desktop run of `url` with the seller signed in (token and kind in local storage). */
export async function measureSellerPage(
  url: string,
  token: string,
  builtClientDir: string,
  chromePath: string,
  gzipSizeOf: (url: string) => number,
): Promise<MerchantFigures> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-seller-'));
  // The browser's own (persistent) context: the tab Lighthouse opens shares its storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/policy', url).toString());
    await page.evaluate(
      ([keys, value]) => {
        localStorage.setItem(keys.token, value);
        localStorage.setItem(keys.accountType, '2');
      },
      [STORAGE_KEYS, token] as const,
    );
    // The visit above cached the panel's scripts; a seller's first visit has none of them.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const report = result.lhr;
    const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (
      (report.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
    ).filter((request) => request.resourceType === 'Script');
    const sent = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    let editorLoaded = false;
    let chartLoaded = false;
    for (const script of scripts) {
      const file = path.join(builtClientDir, new URL(script.url).pathname);
      const source = await readFile(file, 'utf8').catch(() => '');
      if (source.includes(EDITOR_MARKER)) editorLoaded = true;
      if (source.includes(CHART_MARKER)) chartLoaded = true;
    }
    return {
      score: Math.round((report.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      // A client-rendered panel has no hydrated mark: every script of the load counts as initial.
      jsTransferBytes: sent,
      initialJsBytes: sent,
      initialJsGzipBytes: scripts.reduce((sum, request) => sum + gzipSizeOf(request.url), 0),
      editorLoaded,
      chartLoaded,
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
