import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MAIN, buildApiIfStale } from '../apps/api/scripts/build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  port: number;
  pid: number;
  /** From spawning the process to the first healthy answer. */
  startupMs: number;
  dataDir: string;
  outboxDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server did not become healthy in 180 s:\n${output()}`);
}

/**
 * Starts the production server, as `npm start` runs it (the server built to JavaScript, rebuilt
 * first when a source is newer; the built web app must exist), on a free port with a temporary data dir.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  await buildApiIfStale();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marketplace-e2e-'));
  const outboxDir = path.join(dataDir, 'outbox');
  let log = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: outboxDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, () => log);
  const startupMs = performance.now() - spawnedAt;
  return {
    port,
    pid: child.pid!,
    startupMs,
    dataDir,
    outboxDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
