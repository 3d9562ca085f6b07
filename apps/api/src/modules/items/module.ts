import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { adminItemRoutes } from './admin-routes.ts';
import { scheduleDeletedItemsPurge } from './purge.ts';
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
