import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { purgeDeletedItems } from './admin-writes.ts';

const PURGE_JOB = 'deleted-items-purge';
/** Every hour at a quarter past: a deleted product is gone at most an hour after its 30 days. */
const PURGE_CRON = '15 * * * *';

/** Removes products deleted more than DELETED_ITEM_RETENTION_DAYS ago, on the job queue (one server of all those sharing the database). */
export function scheduleDeletedItemsPurge(app: FastifyInstance, db: Database, now: () => Date = () => new Date()): void {
  app.jobs.every(PURGE_JOB, PURGE_CRON, async () => {
    const purged = await purgeDeletedItems(db, now());
    if (purged > 0) app.log.info({ purged }, 'deleted products purged');
  });
}
