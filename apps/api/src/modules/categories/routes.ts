import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, categoriesQuerySchema, FALLBACK_LANGUAGE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sendCached } from '../../http/cached-reply.ts';
import { homeBlocks } from '../items/home-blocks.ts';
import { adminCategoryRoutes } from './admin-routes.ts';

/**
 * GET getAllCategories (tree with counts) and getCategoryList (flat): cached home blocks, titles in `lng`;
 * and the admin's Categories Management (admin-routes.ts).
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(adminCategoryRoutes, { db });
  app.get(API_PATHS.item.getAllCategories, { schema: { querystring: categoriesQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.categoryTree(db, request.query.lng ?? FALLBACK_LANGUAGE)),
  );
  app.get(API_PATHS.item.getCategoryList, { schema: { querystring: categoriesQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.categoryList(db, request.query.lng ?? FALLBACK_LANGUAGE)),
  );
};
