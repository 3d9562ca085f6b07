import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  API_PATHS,
  addCategoryRequestSchema,
  addedCategorySchema,
  categoriesQuerySchema,
  deleteCategoryRequestSchema,
  FALLBACK_LANGUAGE,
  okAnswerSchema,
  setModifiedCategoriesRequestSchema,
  updateCategoryRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { PRIVATE_CACHE_CONTROL, sendCached } from '../../http/cached-reply.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminActions } from '../audit/service.ts';
import { homeCacheOf } from '../items/events.ts';
import { homeBlocks } from '../items/service-home.ts';
import { addCategory, adminCategories, deleteCategory, moveItemsToCategories, updateCategory } from './service-admin.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET getAllCategories (tree with counts) and getCategoryList (flat): cached home blocks, titles in
 * `lng`. Categories Management (admins only: a guest hears 401, any other account 403, before the
 * body is read): the list, its edits and setModifiedCategories (moving products between
 * categories), each recorded in the audit log.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(API_PATHS.item.getAllCategories, { schema: { querystring: categoriesQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.categoryTree(db, request.query.lng ?? FALLBACK_LANGUAGE)),
  );
  app.get(API_PATHS.item.getCategoryList, { schema: { querystring: categoriesQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.categoryList(db, request.query.lng ?? FALLBACK_LANGUAGE)),
  );

  // Kept serialised and compressed with the home blocks (dropped by every catalogue change, in every
  // process): 2,000 categories are read, built and compressed once per change, not once per request.
  app.get(API_PATHS.item.getAdminCategories, { preValidation: adminOnly }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await homeCacheOf(db).get('admin-categories', async () => ({ categories: await adminCategories(db) })),
      PRIVATE_CACHE_CONTROL,
    ),
  );

  app.post(
    API_PATHS.item.addCategory,
    { preValidation: adminOnly, schema: { body: addCategoryRequestSchema, response: { 200: addedCategorySchema } } },
    async (request, reply) => reply.headers(NO_STORE).send({ id: await addCategory(db, request.body, adminIdOf(request)) }),
  );

  app.post(
    API_PATHS.item.updateCategory,
    { preValidation: adminOnly, schema: { body: updateCategoryRequestSchema, response: { 200: okAnswerSchema } } },
    async (request, reply) => {
      await updateCategory(db, request.body, adminIdOf(request));
      return reply.headers(NO_STORE).send({ ok: true as const });
    },
  );

  app.post(
    API_PATHS.item.deleteCategory,
    { preValidation: adminOnly, schema: { body: deleteCategoryRequestSchema, response: { 200: okAnswerSchema } } },
    async (request, reply) => {
      await deleteCategory(db, request.body.id, adminIdOf(request));
      return reply.headers(NO_STORE).send({ ok: true as const });
    },
  );

  app.post(
    API_PATHS.item.setModifiedCategories,
    { preValidation: adminOnly, schema: { body: setModifiedCategoriesRequestSchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      const moves = request.body.modifiedProducts;
      await moveItemsToCategories(db, moves, (tx) =>
        recordAdminActions(
          tx,
          adminIdOf(request),
          ADMIN_ACTION.ITEM_MOVED,
          Object.entries(moves).map(([id, move]) => ({ target: { kind: 'item', id }, details: { ...move } })),
        ),
      );
      return { ok: true as const };
    },
  );
};
