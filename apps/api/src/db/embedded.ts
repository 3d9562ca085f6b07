import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedWorkerData, FromEmbeddedWorker } from './embedded-messages.ts';
import { keepWasmInBaselineCompiler } from './embedded-wasm-tiering.ts';
import { acquireOwnerLock } from './lock.ts';

/** pg finds a Unix socket by directory and port: `<dir>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;
/** A database thread that does not stop within this is terminated. */
const STOP_TIMEOUT_MS = 10_000;

/** The production build (apps/api/dist) puts the worker's JavaScript next to the server's. */
const BUILT = import.meta.url.endsWith('.js');
const WORKER_URL = new URL(BUILT ? './embedded-worker.js' : './embedded-worker.ts', import.meta.url);

/** tsx's ESM API, found from this file (not from the directory the process was started in). */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/**
 * From the sources the worker is TypeScript, and a worker thread does not inherit this process's
 * loader (tsx): it registers tsx itself, then loads the worker module.
 */
function startWorker(workerData: EmbeddedWorkerData): Worker {
  if (BUILT) return new Worker(WORKER_URL, { workerData });
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** The embedded database, served from its own thread; `connection` reaches it with pg. */
export interface EmbeddedDatabase {
  connection: { host: string; port: number; user: string; database: string };
  /** Ends on an unexpected stop of the thread (a crash) with its reason. */
  onCrash(listener: (error: Error) => void): void;
  /** Stops the thread (closing PGlite) and releases the data directory. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Opens PGlite in `pgliteDir` inside a worker thread that serves it on a private Unix socket (a
 * fresh 0700 directory, the socket itself 0600). One process owns the data directory (`lockPath`).
 * Its WebAssembly stays in V8's baseline compiler (embedded-wasm-tiering.ts).
 */
export async function startEmbeddedDatabase(pgliteDir: string, lockPath: string): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const lock = acquireOwnerLock(lockPath);
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const cleanUp = () => {
    rmSync(socketDir, { recursive: true, force: true });
    lock.release();
  };
  const workerData: EmbeddedWorkerData = { pgliteDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  keepWasmInBaselineCompiler();
  const worker = startWorker(workerData);

  let stopping = false;
  let crashListener: ((error: Error) => void) | undefined;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: FromEmbeddedWorker) =>
        message.type === 'ready'
          ? resolve()
          : reject(
              new Error(`the embedded database did not start: ${message.type === 'failed' ? message.message : message.type}`),
            ),
      );
      worker.once('error', reject);
      void exited.then((code) => reject(new Error(`the embedded database thread exited with code ${code} while starting`)));
    });
  } catch (error) {
    await worker.terminate();
    cleanUp();
    throw error;
  }
  worker.on('error', (error) => crashListener?.(error));
  void exited.then((code) => {
    if (!stopping) crashListener?.(new Error(`the embedded database thread stopped unexpectedly (exit code ${code})`));
  });

  let stopped: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    onCrash: (listener) => {
      crashListener = listener;
    },
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        try {
          const answered = new Promise<FromEmbeddedWorker>((resolve) => worker.once('message', resolve));
          worker.postMessage('stop');
          const outcome = await Promise.race([
            answered,
            exited.then(() => undefined),
            new Promise<'timeout'>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout').unref()),
          ]);
          if (outcome === 'timeout') await worker.terminate();
          else await exited;
          if (outcome && outcome !== 'timeout' && outcome.type === 'failed')
            throw new Error(`closing the embedded database failed: ${outcome.message}`);
        } finally {
          cleanUp();
        }
      })()),
  };
}
