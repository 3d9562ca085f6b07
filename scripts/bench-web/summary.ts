import { HYDRATED_MARK } from '../../apps/web/src/shopper/hydratedMark.ts';

/** The figures `npm run bench:web` prints for one Lighthouse run. */
export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page fetched during the run, bytes over the wire (as sent: brotli here), headers included. */
  jsTransferBytes: number;
  /** The scripts requested before the page was live (the hydrated mark), bytes over the wire. */
  initialJsBytes: number;
  /** The same initial scripts, gzip-compressed (level 9) bodies. */
  initialJsGzipBytes: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

/** When the page became live, in the network records' clock (ms from navigation start); Infinity when unmarked. */
function hydratedAt(report: LighthouseReport): number {
  const marks = report.audits['user-timings']?.details?.items ?? [];
  const mark = marks.find((item) => item.name === HYDRATED_MARK && typeof item.startTime === 'number');
  return mark ? (mark.startTime as number) : Number.POSITIVE_INFINITY;
}

/**
 * `gzipSizeOf(url)` gives a script's gzip size; it is asked only about the initial scripts.
 * Without a hydrated mark (the page never went live) every script counts as initial.
 */
export function figuresOf(report: LighthouseReport, gzipSizeOf: (url: string) => number): RunFigures {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  const transferOf = (request: Record<string, unknown>) => (typeof request.transferSize === 'number' ? request.transferSize : 0);
  const live = hydratedAt(report);
  const initial = scripts.filter(
    (request) => typeof request.networkRequestTime === 'number' && request.networkRequestTime < live,
  );
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: scripts.reduce((sum, request) => sum + transferOf(request), 0),
    initialJsBytes: initial.reduce((sum, request) => sum + transferOf(request), 0),
    initialJsGzipBytes: initial.reduce((sum, request) => sum + gzipSizeOf(String(request.url)), 0),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs (taken figure by figure). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    initialJsBytes: of((run) => run.initialJsBytes),
    initialJsGzipBytes: of((run) => run.initialJsGzipBytes),
  };
}

/** Targets: score ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02, initial JS transferred ≤ 130 KB. */
export const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.02, initialJsBytes: 130 * 1024 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(rows: Array<{ page: string; figures: RunFigures }>): string {
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const lines = [
    '| page | score | LCP | TBT | CLS | initial JS (sent) | initial JS (gzip) | all JS (sent) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(({ page, figures: f }) =>
      [
        '',
        ` ${page} `,
        ` ${f.score}${mark(f.score >= TARGETS.score)}`,
        ` ${Math.round(f.lcpMs)} ms${mark(f.lcpMs <= TARGETS.lcpMs)}`,
        ` ${Math.round(f.tbtMs)} ms${mark(f.tbtMs <= TARGETS.tbtMs)}`,
        ` ${f.cls.toFixed(3)}${mark(f.cls <= TARGETS.cls)}`,
        ` ${kb(f.initialJsBytes)}${mark(f.initialJsBytes <= TARGETS.initialJsBytes)}`,
        ` ${kb(f.initialJsGzipBytes)} `,
        ` ${kb(f.jsTransferBytes)} `,
        '',
      ].join('|'),
    ),
  ];
  return [
    ...lines,
    '(median of each figure; "!" = misses the target: score ≥ 98, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.02, initial JS sent ≤ 130 KB)',
    '(initial JS: the scripts requested before the page was live, i.e. before its first hydrated commit; "sent" is the bytes',
    ' transferred as Lighthouse counts them (brotli here, headers included); "gzip" is the same files gzip-compressed, for',
    ' comparison; "all" adds what loads afterwards: deferred widgets and the prefetched next page)',
  ].join('\n');
}
