import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { IMPORT_JOB } from './events.ts';
import { catalogueToolsRoutes } from './routes.ts';
import { runImport } from './service-csv.ts';

/** The seller's catalogue tools: their routes and the worker of the background CSV imports. */
export async function registerCatalogueTools(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(catalogueToolsRoutes, { db });
  app.jobs.define<{ id: string }>(IMPORT_JOB, ({ id }) => runImport(db, id));
}
