import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './connection.ts';

const RECONNECT_MS = 2_000;

/** Databases only this process uses (the embedded PGlite): there is nobody to tell. */
const ownedByThisProcess = new WeakSet<Database>();

/**
 * Marks the embedded database: its change notices stay in this process (the writer drops its own
 * caches before announcing). NOTIFY would reach nobody anyway: through the socket it crosses no
 * connections, and no other process can open the data directory.
 */
export function keepChangesInProcess(db: Database): void {
  ownedByThisProcess.add(db);
}

/** Whether this database's notices stay in the process (the embedded database) rather than go through NOTIFY. */
export function changesStayInProcess(db: Database): boolean {
  return ownedByThisProcess.has(db);
}

/** Who announces a change through a database handle: the payload its listener knows as its own. */
const sources = new WeakMap<Database, string>();
export function changeSourceOf(db: Database): string {
  let source = sources.get(db);
  if (!source) {
    source = randomUUID();
    sources.set(db, source);
  }
  return source;
}

/**
 * The sending side: tells every API process listening on `channel` that a change has committed.
 * The sender has dropped its own caches already, so its listener skips the notice (one more drop,
 * arriving later, would only throw away what was read after the change). The embedded database
 * skips the round trip.
 */
export async function announceChange(db: Database, channel: string): Promise<void> {
  if (ownedByThisProcess.has(db)) return;
  await db.execute(sql`SELECT pg_notify(${channel}, ${changeSourceOf(db)})`);
}

/**
 * What to do when a channel is notified: drop a process's caches of what another process changed,
 * or take the notice's payload (the realtime channel's events). `payload` is undefined when the
 * listener has (re)connected: notices may have been missed, so act as if anything changed.
 */
export type ChangeHandlers = Record<string, (payload?: string) => void>;

/**
 * PostgreSQL: LISTEN on each channel for changes committed by any API process (this one included)
 * and run its handler with the notice's payload. Every handler also runs (without a payload) once
 * the listener is (re)connected, since notifications sent while it was away are lost; the caches'
 * short expiry covers that gap, and the realtime hub reads again what it follows.
 */
export function listenForChanges(
  databaseUrl: string,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
  /** The changeSourceOf the handle whose caches the handlers drop: its own notices are skipped. */
  ownSource?: string,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const runAll = () => Object.values(handlers).forEach((handler) => handler());

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (ownSource !== undefined && message.payload === ownSource) return;
      handlers[message.channel]?.(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change listener lost its connection');
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(
        Object.keys(handlers)
          .map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`)
          .join('; '),
      );
      runAll();
    } catch (error) {
      log.warn({ err: error }, 'change listener could not connect');
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
