// The seller's statistics page for `npm run bench:web`: a seller with 10,000 products (made through
// the API, as the product list's row does) and a year of 100,000 orders and 300,000 product views
// (written straight to the stopped server's database by apps/api/bench/statistics-history.ts, then
// summed as the job sums them), measured by Lighthouse desktop on /statistics?range=365. Also tells
// whether the chart's code was loaded there (it must be) and on the panel's product list (it must not).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { busiestSeller, fillStoreHistory } from '../../apps/api/bench/statistics-history.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { startServer } from '../../e2e/server.ts';
import { measureSellerPage, sellerWithProducts, type MerchantFigures } from './merchant.ts';
import { formatTable, medianFigures } from './summary.ts';

const ORDERS = Number(process.env.BENCH_STAT_ORDERS ?? 100_000);
const VIEWS = Number(process.env.BENCH_STAT_VIEWS ?? 300_000);
const FAVOURITES = 5_000;
const SCORE_TARGET = 95;

export async function measureStatistics(options: {
  products: number;
  runs: number;
  builtClientDir: string;
  chromePath: string;
  gzipSizeOf: (url: string) => number;
}): Promise<void> {
  // One data directory for two servers: the first makes the seller and its products, the history is
  // written while no server holds the embedded database, the second serves the page.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-statistics-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    let token: string;
    try {
      console.log(`\nStatistics: a seller with ${options.products.toLocaleString('en')} products…`);
      token = await sellerWithProducts(`http://127.0.0.1:${first.port}`, first.outboxDir, options.products);
    } finally {
      await first.stop();
    }

    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    try {
      const figures = await fillStoreHistory(database.db, await busiestSeller(database.db), {
        orders: ORDERS,
        views: VIEWS,
        favourites: FAVOURITES,
      });
      console.log(
        `  a year of ${figures.orders.toLocaleString('en')} orders, ${figures.views.toLocaleString('en')} views and ` +
          `${figures.favourites.toLocaleString('en')} favourites written in ${Math.round(figures.writeMs / 1000)} s; ` +
          `the year's daily rows summed in ${Math.round(figures.summariseMs / 1000)} s`,
      );
    } finally {
      await database.close();
    }

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      const panel = `http://merchant.localhost:${second.port}`;
      const measure = async (address: string) => {
        const runs: MerchantFigures[] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          const found = await measureSellerPage(address, token, options.builtClientDir, options.chromePath, options.gzipSizeOf);
          console.log(`merchant ${new URL(address).pathname}${new URL(address).search} run ${run}: ${JSON.stringify(found)}`);
          runs.push(found);
        }
        return runs;
      };
      const statistics = await measure(`${panel}/statistics?range=365`);
      const products = await measure(`${panel}/products`);
      const median = medianFigures(statistics);
      console.log(
        `\nLighthouse ${options.runs}×, desktop, seller statistics (${options.products.toLocaleString('en')} products, ` +
          `${ORDERS.toLocaleString('en')} orders, 365 days):\n`,
      );
      console.log(
        formatTable([{ page: 'merchant /statistics', figures: median }])
          .split('\n')
          .slice(0, 3)
          .join('\n'),
      );
      console.log(
        `- performance ≥ ${SCORE_TARGET} (desktop): ${median.score >= SCORE_TARGET ? 'met' : 'NOT met'} — ${median.score}`,
      );
      console.log(
        `- the chart's code loads on the statistics page: ${statistics.every((run) => run.chartLoaded) ? 'yes' : 'NO'}`,
      );
      console.log(
        `- the chart's code is not among the panel product list's scripts: ${products.some((run) => run.chartLoaded) ? 'NOT met' : 'met'}`,
      );
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
