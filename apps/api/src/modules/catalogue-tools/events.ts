import type { Database } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { catalogueChanged } from '../items/events.ts';

/** The queue of background CSV imports (module.ts defines its worker). */
export const IMPORT_JOB = 'catalogue-import';

/** After a committed bulk action or import: the catalogue caches dropped in every process (buyers see the change at once). */
export const catalogueToolsChanged = (db: Database): Promise<void> => catalogueChanged(db);

/** After the import's row is committed: its job, run by one process of all those sharing the database. */
export async function queueImport(jobs: JobQueue, id: string): Promise<void> {
  await jobs.send(IMPORT_JOB, { id });
}
