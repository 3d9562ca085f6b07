import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { adminItemRoutes } from './routes-admin.ts';
import { purgeDeletedItems } from './service-admin.ts';
import { itemRoutes } from './routes.ts';

export interface CatalogueOptions {
  db: Database;
}

/** Items (the shoppers', the sellers' and the admin's calls); needs the auth module's session guard and the job queue (the purge of deleted products). */
export async function registerCatalogue(app: FastifyInstance, { db }: CatalogueOptions): Promise<void> {
  await app.register(itemRoutes, { db });
  await app.register(adminItemRoutes, { db });
  scheduleDeletedItemsPurge(app, db);
}

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
