import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { startServer, type RunningServer } from '../../../e2e/server.ts';
import type { PostgresBackends } from './cpu.ts';
import { loadHttp, type Target } from './load.ts';
import type { ReportRow } from './report.ts';

/** The issue's targets for the server itself (PERFORMANCE.md). */
export const COLD_START_LIMIT_MS = 1_500;
export const IDLE_RSS_LIMIT_MIB = 150;
/** The embedded default (PGlite) shares the server's process. */
export const EMBEDDED_IDLE_RSS_LIMIT_MIB = 250;
export const PRODUCT_PAGE_MIN_RPS = 3_000;
export const PRODUCT_PAGE_MIN_BASELINE_PERCENT = 15;

/** Quiet time after the first answer before the idle RSS is read: start-up garbage is collected by then. */
const SETTLE_MS = 10_000;

/** A `kB` field of a /proc file, in MiB. */
function procMiB(file: string, field: string): number {
  const text = readFileSync(file, 'utf8');
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024);
}

export function rssMiB(pid: number): number {
  return procMiB(`/proc/${pid}/status`, 'VmRSS');
}

export interface StartFigures {
  /** Spawn to the first healthy answer, each start. */
  startsMs: number[];
  /** RSS of each start once idle. */
  idleRssMiB: number[];
  /** The anonymous part of it (heaps, the database's memory; not the node binary and libraries). */
  idleAnonMiB: number[];
  /** The highest RSS of each start until then (VmHWM). */
  peakRssMiB: number[];
}

/** Starts and stops the production server `times` times on the existing database. */
export async function coldStarts(env: Record<string, string>, times: number): Promise<StartFigures> {
  const figures: StartFigures = { startsMs: [], idleRssMiB: [], idleAnonMiB: [], peakRssMiB: [] };
  for (let run = 0; run < times; run += 1) {
    const server = await startServer(env);
    try {
      figures.startsMs.push(Math.round(server.startupMs));
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      figures.idleRssMiB.push(rssMiB(server.pid));
      figures.idleAnonMiB.push(procMiB(`/proc/${server.pid}/smaps_rollup`, 'Anonymous'));
      figures.peakRssMiB.push(procMiB(`/proc/${server.pid}/status`, 'VmHWM'));
    } finally {
      await server.stop();
    }
  }
  return figures;
}

export interface PageAddresses {
  productId: string;
  categoryId: number;
}

/** The server-rendered pages a browser asks for (it takes gzip and br). */
export function pageTargets(base: string, pages: PageAddresses, cached: boolean): Target[] {
  const label = cached ? 'cached' : 'rendered each time';
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'az' };
  return [
    {
      name: `GET /item?id=… (product page, ${label})`,
      url: `${base}/item?id=${encodeURIComponent(pages.productId)}`,
      headers: browser,
    },
    { name: `GET /category?id=… (category page, ${label})`, url: `${base}/category?id=${pages.categoryId}`, headers: browser },
    { name: `GET / (home page, ${label})`, url: `${base}/`, headers: browser },
  ];
}

/** How the server answers a browser's request for `target`: its coding and the bytes sent. */
function codingOf(target: Target): Promise<string> {
  return new Promise((resolve, reject) => {
    get(target.url, { headers: target.headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve(`${response.headers['content-encoding'] ?? 'identity'}, ${bytes.toLocaleString('en')} bytes`),
      );
    }).on('error', reject);
  });
}

/**
 * The pages with the constant answer just before them, at each concurrency, on `server`; rows of
 * the server without the cache carry `run: 'uncached'` so they are compared with that run's baseline.
 */
export async function pageRows(
  server: RunningServer,
  pages: PageAddresses,
  options: { cached: boolean; connections: number[]; seconds: number; backends?: PostgresBackends },
): Promise<ReportRow[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const run = options.cached ? undefined : 'uncached';
  const probe = { serverPid: server.pid, backends: options.backends };
  const targets = pageTargets(base, pages, options.cached);
  const rows: ReportRow[] = [];
  for (const connections of options.connections) {
    const baseline: Target = { name: `baseline GET /healthz/live${run ? ` (${run} run)` : ''}`, url: `${base}/healthz/live` };
    rows.push({
      ...(await loadHttp(baseline, { connections, seconds: options.seconds }, probe)),
      kind: { role: 'baseline' },
      run,
    });
    for (const [index, target] of targets.entries()) {
      const page = (['product', 'category', 'home'] as const)[index]!;
      // Warm: the first render fills the cache (and the loaders' caches) before the clock starts.
      await fetch(target.url, { headers: target.headers });
      if (connections === options.connections[0]) console.log(`${target.name}: ${await codingOf(target)}`);
      const result = await loadHttp(target, { connections, seconds: options.seconds }, probe);
      rows.push({ ...result, kind: { role: 'page', page, cached: options.cached }, run });
    }
  }
  return rows;
}
