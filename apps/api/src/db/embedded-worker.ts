// The embedded database's own thread: PGlite (WASM PostgreSQL) behind a PostgreSQL wire-protocol
// socket, so its queries never run on the server's event loop and the server reaches it with the
// same driver as a real PostgreSQL. Started by embedded.ts; stops on a 'stop' message.
import { chmod } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { EmbeddedWorkerData, FromEmbeddedWorker } from './embedded-messages.ts';
import { embeddedStartParams } from './embedded-settings.ts';

const { pgliteDir, socketPath } = workerData as EmbeddedWorkerData;
const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs only as a worker thread');
const send = (message: FromEmbeddedWorker) => port.postMessage(message);

try {
  const db = await PGlite.create({
    dataDir: pgliteDir,
    extensions: { pg_trgm, unaccent },
    startParams: embeddedStartParams(PGlite.defaultStartParams),
  });
  // The server's pool uses one connection (PGlite is a single session: statements of two connections
  // would interleave in it), but a connection it drops (pg drops one after any query error) may
  // still be closing when its replacement opens.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  // Only this user may connect: the socket has no password.
  await chmod(socketPath, 0o600);
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    void (async () => {
      try {
        await server.stop();
        if (!db.closed) await db.close();
        send({ type: 'stopped' });
      } catch (error) {
        send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        port.close();
      }
    })();
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  port.close();
}
