import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { keepChangesInProcess } from './change-listener.ts';
import type { DatabaseHandle } from './connection.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { MIGRATION_ADVISORY_LOCK, MIGRATIONS_FOLDER } from './migrate.ts';
import * as schema from './schema.ts';

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in `dataDir/db`, served from its own thread. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections (and a crash of the embedded database), which would otherwise crash the process. */
  onBackgroundError?: (error: Error) => void;
}

export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** A request waits at most this long for a pooled connection; then it is answered 503 (db/unavailable.ts). */
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * One driver and one code path for both backends: node-postgres to PostgreSQL (DATABASE_URL), or to
 * the embedded PGlite that a worker thread serves on a private socket.
 */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onBackgroundError) : openEmbedded(options);
}

async function openEmbedded({ dataDir, onBackgroundError }: DatabaseOptions): Promise<DatabaseHandle> {
  const embedded = await startEmbeddedDatabase(pgliteDirOf(dataDir), path.join(dataDir, 'db.lock'));
  embedded.onCrash((error) => onBackgroundError?.(error));
  // PGlite is one session: one connection, kept open (its prepared statements outlive a reconnect).
  const config: pg.PoolConfig & { onConnect(client: pg.PoolClient): Promise<void> } = {
    ...embedded.connection,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A new connection joins the same session: drop the statements a previous one prepared (pg would prepare them again).
    onConnect: async (client: pg.PoolClient) => {
      await client.query('DEALLOCATE ALL');
    },
  };
  // pg-pool runs `onConnect` before handing the client out (its typings do not list it yet).
  const pool = new pg.Pool(config);
  pool.on('error', (error) => onBackgroundError?.(error));
  const db = drizzle({ client: pool, schema });
  keepChangesInProcess(db);
  let closing: Promise<void> | undefined;
  return {
    backend: 'pglite',
    db,
    runSql: (text, values) => pool.query(text, values),
    // One process owns the data directory: no lock between instances needed.
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () =>
      (closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await embedded.stop();
        }
      })()),
  };
}

async function openPostgres(
  connectionString: string,
  onBackgroundError: ((error: Error) => void) | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  pool.on('error', (error) => onBackgroundError?.(error));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    backend: 'postgres',
    db,
    runSql: (text, values) => pool.query(text, values),
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
