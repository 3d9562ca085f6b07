import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;

/** The query builder every module uses; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Backend = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly backend: Backend;
  readonly db: Database;
  /** Plain SQL on the same pool (the job queue's own statements). */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies the pending migrations of apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Closes the connection(s) and, on PGlite, releases the data directory. Idempotent. */
  close(): Promise<void>;
}
