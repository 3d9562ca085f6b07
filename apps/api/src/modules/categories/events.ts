import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/events.ts';

/**
 * After a committed category edit or product move: the trees, lists, counts and pages every API
 * process keeps of the catalogue are dropped, in this process and, through the change channel, in
 * the others.
 */
export async function categoriesChanged(db: Database): Promise<void> {
  await catalogueChanged(db);
}
