import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/** autocannon against one address for `seconds`; every answer must be 2xx. */
export async function loadHttp(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: { ...(target.body === undefined ? {} : { 'content-type': 'application/json' }), ...target.headers },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  });
  return {
    name: target.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The same work called in-process by `connections` concurrent loops for `seconds` (the driver figure). */
export async function loadDirect(name: string, work: () => Promise<unknown>, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await work();
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 50) * 100) / 100,
    p99: Math.round(percentile(latencies, 99) * 100) / 100,
    errors,
  };
}

export function printTable(title: string, results: LoadResult[], baselineName: string): void {
  const baseline = new Map(results.filter((r) => r.name === baselineName).map((r) => [r.connections, r.rps]));
  console.log(`\n${title}`);
  console.log(`| route | conns | req/s | p50 ms | p99 ms | vs baseline |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const r of results) {
    const base = baseline.get(r.connections);
    const ratio = base ? `${Math.round((r.rps / base) * 100)} %` : '';
    const errors = r.errors ? ` (${r.errors} errors/non-2xx)` : '';
    console.log(`| ${r.name}${errors} | ${r.connections} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} |`);
  }
}
