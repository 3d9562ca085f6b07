import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
