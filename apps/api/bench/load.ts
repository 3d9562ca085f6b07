import autocannon from 'autocannon';
import { measureCpu, waitUntilIdle, type CpuPerRequest, type PostgresBackends } from './cpu.ts';

export interface LoadResult {
  name: string;
  /** Connections of a closed loop; for a fixed rate, the most requests that were open at once. */
  connections: number;
  /** Requests per second offered at a fixed rate; undefined for a closed loop (each connection sends as soon as it is answered). */
  rate?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests given up after the target's time-out (counted in `errors` too). */
  timeouts?: number;
  /** 503 answers: load shed or the database unavailable (counted in `errors` too). */
  unavailable?: number;
  cpu: CpuPerRequest;
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** A different path for every request (the address's own path is then ignored). */
  nextPath?: () => string;
  /** Seconds before a request is given up (autocannon's default is 10). */
  timeoutSeconds?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface CpuProbe {
  serverPid: number;
  backends?: PostgresBackends;
}

/** autocannon against one address for `seconds`, a closed loop; every answer must be 2xx. */
export async function loadHttp(target: Target, options: LoadOptions, probe: CpuProbe): Promise<LoadResult> {
  const { nextPath } = target;
  const { result, cpu } = await measureCpu(
    () =>
      autocannon({
        url: target.url,
        connections: options.connections,
        duration: options.seconds,
        method: target.method ?? 'GET',
        ...(target.timeoutSeconds === undefined ? {} : { timeout: target.timeoutSeconds }),
        headers: { ...(target.body === undefined ? {} : { 'content-type': 'application/json' }), ...target.headers },
        ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
        ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
      }),
    (run) => run.requests.total,
    { appPid: probe.serverPid, backends: probe.backends, loaderInProcess: true },
  );
  await waitUntilIdle(probe.serverPid, probe.backends);
  return {
    name: target.name,
    connections: options.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    unavailable: (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['503']?.count ?? 0,
    cpu,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The same work called in-process by `connections` concurrent loops for `seconds` (the driver figure). */
export async function loadDirect(
  name: string,
  work: () => Promise<unknown>,
  options: LoadOptions,
  backends: PostgresBackends | undefined,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const { cpu } = await measureCpu(
    async () => {
      const until = performance.now() + options.seconds * 1000;
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
      await Promise.all(Array.from({ length: options.connections }, loop));
    },
    () => latencies.length,
    { backends, loaderInProcess: false },
  );
  await waitUntilIdle(undefined, backends);
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections: options.connections,
    rps: latencies.length / options.seconds,
    p50: Math.round(percentile(latencies, 50) * 100) / 100,
    p99: Math.round(percentile(latencies, 99) * 100) / 100,
    errors,
    cpu,
  };
}
