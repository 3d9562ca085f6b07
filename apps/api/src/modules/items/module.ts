import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { categoryRoutes } from '../categories/routes.ts';
import { merchantPanelRoutes } from '../merchants/panel-routes.ts';
import { merchantRoutes } from '../merchants/routes.ts';
import { searchRoutes } from '../search/routes.ts';
import { adminItemRoutes } from './admin-routes.ts';
import { scheduleDeletedItemsPurge } from './purge.ts';
import { itemRoutes } from './routes.ts';

export interface CatalogueOptions {
  db: Database;
}

/**
 * Categories, items, partners (admin permissions and the seller panel's calls) and search; needs the
 * auth module's session guard and the job queue (the purge of deleted products).
 */
export async function registerCatalogue(app: FastifyInstance, { db }: CatalogueOptions): Promise<void> {
  await app.register(categoryRoutes, { db });
  await app.register(itemRoutes, { db });
  await app.register(adminItemRoutes, { db });
  scheduleDeletedItemsPurge(app, db);
  await app.register(merchantRoutes, { db });
  await app.register(merchantPanelRoutes, { db });
  await app.register(searchRoutes, { db });
}
