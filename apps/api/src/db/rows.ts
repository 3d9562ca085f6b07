import type { SQL } from 'drizzle-orm';
import type { Database } from './connection.ts';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
