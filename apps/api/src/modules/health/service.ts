import type { Database } from '../../db/connection.ts';
import { pingDatabase } from './store.ts';

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}
