import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { categoryRoutes } from '../categories/routes.ts';
import { merchantRoutes } from '../merchants/routes.ts';
import { searchRoutes } from '../search/routes.ts';
import { listenForCatalogueChanges } from './change-listener.ts';
import { catalogueCachesOf } from './catalogue-caches.ts';
import { itemRoutes } from './routes.ts';

export interface CatalogueOptions {
  db: Database;
  /** PostgreSQL: listen there for other processes' catalogue changes. */
  databaseUrl: string | undefined;
}

/** Categories, items, partners and search; needs the auth module's session guard. */
export async function registerCatalogue(app: FastifyInstance, { db, databaseUrl }: CatalogueOptions): Promise<void> {
  await app.register(categoryRoutes, { db });
  await app.register(itemRoutes, { db });
  await app.register(merchantRoutes, { db });
  await app.register(searchRoutes, { db });
  if (databaseUrl) {
    const stop = listenForCatalogueChanges(databaseUrl, catalogueCachesOf(db), app.log);
    app.addHook('onClose', stop);
  }
}
