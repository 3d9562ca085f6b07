import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './connection.ts';
import { acquireOwnerLock } from './lock.ts';
import { MIGRATION_ADVISORY_LOCK, MIGRATIONS_FOLDER } from './migrate.ts';
import * as schema from './schema.ts';

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections, which would otherwise crash the process. */
  onBackgroundError?: (error: Error) => void;
}

export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onBackgroundError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireOwnerLock(path.join(dataDir, 'db.lock'));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: pgliteDirOf(dataDir), extensions: { pg_trgm, unaccent } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    backend: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () =>
      (closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      })()),
  };
}

async function openPostgres(
  connectionString: string,
  onBackgroundError: ((error: Error) => void) | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => onBackgroundError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    backend: 'postgres',
    db,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
