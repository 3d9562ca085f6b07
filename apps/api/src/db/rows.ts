import type { SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './connection.ts';
import { StatementNames } from './statement-names.ts';

/** Builds query text as `db.execute` does (no casing option is configured on either driver). */
const dialect = new PgDialect();
const statementNames = new StatementNames();

/**
 * Runs raw SQL and returns its rows. On PostgreSQL as a named prepared statement: each pooled
 * connection parses the text once and, after a few calls, keeps a generic plan and only binds and
 * executes it, where an unnamed query is parsed and planned again on every call. Through drizzle's
 * own prepared query, so the values are parsed exactly as `db.execute` parses them. The embedded
 * PGlite is reached through the same driver (one connection, so its names stay valid).
 */
export async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const session = db._.session;
  if (!(session instanceof NodePgSession)) return rowsPlannedPerCall(db, query);
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementNames.nameOf(built.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * Runs raw SQL unnamed, so PostgreSQL plans it for the very values of this call — for a query whose
 * best plan depends on them (a LIKE pattern's frequency picks the index), which a prepared
 * statement's generic plan would fix once for every value.
 */
export async function rowsPlannedPerCall<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
