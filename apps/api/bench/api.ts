// `npm run bench:api`: figures for the production server on this machine (not a test; nothing is asserted).
// Needs the built web app (`npm run build`).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../../../e2e/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

async function measure(name: string, url: string, connections: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(28)} c=${String(connections).padEnd(3)} ${String(Math.round(result.requests.average)).padStart(7)} req/s` +
      `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors/non-2xx)` : ''}`,
  );
}

const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const base = `http://127.0.0.1:${server.port}`;
  console.log(`cold start to first healthy answer: ${Math.round(server.startupMs)} ms (includes tsx)`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`idle RSS: ${rssMiB(server.pid)} MiB`);
  const targets: Array<[string, string, Record<string, string>?]> = [
    ['GET /healthz (db ping)', `${base}/healthz`],
    ['GET /localization/az', `${base}/localization/az/translation.json`],
    ['GET / (shopper SSR)', `${base}/`],
    ['GET merchant SPA shell', `${base}/products`, { host: `merchant.localhost:${server.port}` }],
  ];
  for (const [name, url, headers] of targets) {
    await measure(name, url, 1, headers);
    await measure(name, url, CONNECTIONS, headers);
  }
  console.log(`RSS after load: ${rssMiB(server.pid)} MiB`);
} finally {
  await server.stop();
}
