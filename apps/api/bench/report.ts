import type { LoadResult } from './load.ts';

/** What a row stands for in the targets. */
export type RowRole =
  | { role: 'baseline' }
  | { role: 'cached-home' }
  /** A list read from the database; `driver` names the row of the same query through the driver. */
  | { role: 'db-list'; driver: string }
  /** The query of a list called in-process, without HTTP. */
  | { role: 'driver' }
  /** A server-rendered shopper page, from the page cache or rendered for every request. */
  | { role: 'page'; page: 'product' | 'category' | 'home'; cached: boolean };

/** `run` names a server started apart (its rows are compared with that server's own baseline). */
export type ReportRow = LoadResult & { kind?: RowRole; run?: string };

const baselineKey = (row: ReportRow) => `${row.run ?? ''}:${row.connections}`;
/** The constant answer's req/s of each run and concurrency (closed loop). */
const baselinesOf = (rows: ReportRow[]) =>
  new Map(
    rows.filter((row) => row.kind?.role === 'baseline' && row.rate === undefined).map((row) => [baselineKey(row), row.rps]),
  );

const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '' : value.toFixed(digits));
const loadOf = (row: ReportRow) => (row.rate === undefined ? 'closed' : `${row.rate}/s`);
/** A fixed-rate row has no connection count of its own: it shows how many requests were open at most. */
const connectionsOf = (row: ReportRow) => (row.rate === undefined ? String(row.connections) : `≤${row.connections} open`);
const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

export function printTable(title: string, rows: ReportRow[]): void {
  const baseline = baselinesOf(rows);
  console.log(`\n${title}`);
  console.log('| route | conns | load | req/s | p50 ms | p99 ms | vs baseline | CPU ms/req: app | PostgreSQL | load gen |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const base = row.rate === undefined && row.kind?.role !== 'driver' ? baseline.get(baselineKey(row)) : undefined;
    const ratio = base ? `${percent(row.rps, base)} %` : '';
    const timedOut = row.timeouts ? `, ${row.timeouts} timed out` : '';
    const unavailable = row.unavailable ? `, ${row.unavailable} × 503` : '';
    const errors = row.errors ? ` (${row.errors} errors/non-2xx${unavailable}${timedOut})` : '';
    console.log(
      `| ${row.name}${errors} | ${connectionsOf(row)} | ${loadOf(row)} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${ratio} | ` +
        `${fixed(row.cpu.app)} | ${fixed(row.cpu.postgres)} | ${fixed(row.cpu.loader)} |`,
    );
  }
}

export interface Verdict {
  target: string;
  met: boolean;
  figures: string;
}

/** The route without method and query string: `getTopItems (cached)`. */
const shortName = (name: string) => name.replace(/^(?:GET|POST) /, '').replace(/\?\S*/, '');
const closedLoop = (rows: ReportRow[]) => rows.filter((row) => row.rate === undefined);

/** The three targets, each compared on this run's own figures. */
export function verdicts(rows: ReportRow[], p99LimitMs: number): Verdict[] {
  const closed = closedLoop(rows);
  const baseline = new Map(
    closed.filter((row) => row.kind?.role === 'baseline' && !row.run).map((row) => [row.connections, row.rps]),
  );
  const closedLists = closed.filter((row) => row.kind?.role === 'db-list');

  const homeRatios = closed
    .filter((row) => row.kind?.role === 'cached-home' && baseline.has(row.connections))
    .map((row) => ({ row, ratio: percent(row.rps, baseline.get(row.connections) as number) }));
  const driverRatios = closed.flatMap((row) => {
    const kind = row.kind;
    if (kind?.role !== 'db-list') return [];
    const driver = closed.find((other) => other.name === kind.driver && other.connections === row.connections);
    return driver ? [{ row, ratio: percent(row.rps, driver.rps) }] : [];
  });
  const moderate = rows.filter((row) => row.kind?.role === 'db-list' && row.rate !== undefined);

  const byRoute = <T extends { row: ReportRow }>(entries: T[], figure: (entry: T) => string, unit: string) =>
    [...new Set(entries.map((entry) => entry.row.name))]
      .map(
        (name) =>
          `${shortName(name)} ${entries
            .filter((entry) => entry.row.name === name)
            .map(figure)
            .join('/')} ${unit}`,
      )
      .join(', ');
  const conns = (entries: { row: ReportRow }[]) => [...new Set(entries.map((entry) => entry.row.connections))].join('/');
  const rates = [...new Set(moderate.map((row) => row.rate))].join(' and ');

  return [
    {
      target: "cached home reads ≥ 60 % of the baseline's req/s",
      met: homeRatios.length > 0 && homeRatios.every((entry) => entry.ratio >= 60),
      figures: `${byRoute(homeRatios, (entry) => String(entry.ratio), '%')} at ${conns(homeRatios)} connections`,
    },
    {
      target: 'DB-bound lists ≥ 70 % of the same query through the driver at the same concurrency',
      met:
        driverRatios.length > 0 && driverRatios.length === closedLists.length && driverRatios.every((entry) => entry.ratio >= 70),
      figures: `${byRoute(driverRatios, (entry) => String(entry.ratio), '%')} at ${conns(driverRatios)} connections`,
    },
    {
      target: `p99 of DB-bound lists ≤ ${p99LimitMs} ms at moderate load`,
      met: moderate.length > 0 && moderate.every((row) => row.p99 <= p99LimitMs && row.errors === 0),
      figures: `${byRoute(
        moderate.map((row) => ({ row })),
        (entry) => String(entry.row.p99),
        'ms',
      )} at fixed ${rates} req/s`,
    },
  ];
}

export function printVerdicts(list: Verdict[]): void {
  console.log('\nTargets');
  for (const verdict of list) console.log(`- ${verdict.target}: ${verdict.met ? 'met' : 'NOT met'} — ${verdict.figures}`);
}

export interface SpeedFigures {
  startsMs: number[];
  idleRssMiB: number[];
  backend: string;
}

export interface SpeedLimits {
  coldStartMs: number;
  idleRssMiB: number;
  productPageRps: number;
  productPageBaselinePercent: number;
}

/** The server's own targets: the cached product page, cold start and idle memory. */
export function speedVerdicts(rows: ReportRow[], figures: SpeedFigures, limits: SpeedLimits): Verdict[] {
  const baseline = baselinesOf(rows);
  const product = closedLoop(rows).filter((row) => row.kind?.role === 'page' && row.kind.page === 'product' && row.kind.cached);
  const widest = product.reduce<ReportRow | undefined>(
    (most, row) => (!most || row.connections > most.connections ? row : most),
    undefined,
  );
  const ratio = widest ? percent(widest.rps, baseline.get(baselineKey(widest)) ?? Infinity) : 0;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  const startMs = median(figures.startsMs);
  const rss = median(figures.idleRssMiB);
  return [
    {
      target: `server-rendered product page (cached) ≥ ${limits.productPageRps.toLocaleString('en')} req/s and ≥ ${limits.productPageBaselinePercent} % of the baseline at 50 connections`,
      met: !!widest && widest.errors === 0 && widest.rps >= limits.productPageRps && ratio >= limits.productPageBaselinePercent,
      figures: widest
        ? `${Math.round(widest.rps)} req/s, ${ratio} % of the baseline at ${widest.connections} connections`
        : 'not measured',
    },
    {
      target: `cold start to the first answer ≤ ${limits.coldStartMs} ms on an existing database`,
      met: startMs <= limits.coldStartMs,
      figures: `median ${startMs} ms of ${figures.startsMs.join(', ')} ms (${figures.backend})`,
    },
    {
      target: `idle RSS ≤ ${limits.idleRssMiB} MiB on ${figures.backend === 'postgres' ? 'PostgreSQL' : 'the embedded database'}`,
      met: rss <= limits.idleRssMiB,
      figures: `median ${rss} MiB of ${figures.idleRssMiB.join(', ')} MiB (${figures.backend})`,
    },
  ];
}
