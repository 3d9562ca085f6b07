/** The figures `npm run bench:web` prints for one Lighthouse run. */
export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript bytes over the wire (compressed), as Lighthouse's network records count them. */
  jsTransferBytes: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

export function figuresOf(report: LighthouseReport): RunFigures {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const jsTransferBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (typeof request.transferSize === 'number' ? request.transferSize : 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs (taken figure by figure). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    jsTransferBytes: median(runs.map((run) => run.jsTransferBytes)),
  };
}

/** Targets of PERFORMANCE.md: score ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02, JS ≤ 130 KB. */
export const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.02, jsTransferBytes: 130 * 1024 };

export function formatTable(rows: Array<{ page: string; figures: RunFigures }>): string {
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const lines = [
    '| page | score | LCP | TBT | CLS | JS (gzip) |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ page, figures: f }) =>
      [
        '',
        ` ${page} `,
        ` ${f.score}${mark(f.score >= TARGETS.score)}`,
        ` ${Math.round(f.lcpMs)} ms${mark(f.lcpMs <= TARGETS.lcpMs)}`,
        ` ${Math.round(f.tbtMs)} ms${mark(f.tbtMs <= TARGETS.tbtMs)}`,
        ` ${f.cls.toFixed(3)}${mark(f.cls <= TARGETS.cls)}`,
        ` ${(f.jsTransferBytes / 1024).toFixed(1)} KB${mark(f.jsTransferBytes <= TARGETS.jsTransferBytes)}`,
        '',
      ].join('|'),
    ),
  ];
  return `${lines.join('\n')}\n(median of each figure; "!" = misses the target: score ≥ 98, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.02, JS ≤ 130 KB)`;
}
