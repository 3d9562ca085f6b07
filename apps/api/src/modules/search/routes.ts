import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, searchQuerySchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { searchItems } from './service.ts';

/** GET /item/v1/search?q=&page=: the top bar's search box. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(API_PATHS.item.search, { schema: { querystring: searchQuerySchema } }, async (request) =>
    searchItems(db, request.query.q, request.query.page, request.query.page_size),
  );
};
