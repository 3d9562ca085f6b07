import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { measureCpu, waitUntilIdle } from './cpu.ts';
import type { CpuProbe, LoadResult, Target } from './load.ts';

/** Sockets kept open for the run: more than a moderate load ever needs at once. */
const MAX_SOCKETS = 64;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function send(agent: http.Agent, target: Target): Promise<number> {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const headers: Record<string, string> = { ...target.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const outgoing = http.request(target.url, { method: target.method ?? 'GET', headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Requests at a fixed arrival rate (an open loop): the i-th request leaves at start + i / rate
 * whether or not earlier ones were answered, and its latency counts from that scheduled moment, so
 * a stall shows in every request it delays. (autocannon's overallRate is not this: each connection
 * sends its share of a second back to back, then waits for the next second — bursts of a closed loop.)
 */
export async function loadAtRate(target: Target, rate: number, seconds: number, probe: CpuProbe): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const latencies: number[] = [];
  let errors = 0;
  let open = 0;
  let peak = 0;
  const { cpu } = await measureCpu(
    async () => {
      const total = Math.round(rate * seconds);
      const start = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let i = 0; i < total; i += 1) {
        const scheduled = start + (i * 1000) / rate;
        const wait = scheduled - performance.now();
        if (wait > 0) await sleep(wait);
        open += 1;
        peak = Math.max(peak, open);
        inFlight.push(
          send(agent, target)
            .then(
              (status) => {
                if (status >= 200 && status < 300) latencies.push(performance.now() - scheduled);
                else errors += 1;
              },
              () => {
                errors += 1;
              },
            )
            .finally(() => {
              open -= 1;
            }),
        );
      }
      await Promise.all(inFlight);
    },
    () => latencies.length + errors,
    { appPid: probe.serverPid, backends: probe.backends, loaderInProcess: true },
  );
  agent.destroy();
  await waitUntilIdle(probe.serverPid, probe.backends);
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    // The most requests that were waiting at once.
    connections: peak,
    rate,
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
    cpu,
  };
}
