import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  companyItemsRequestSchema,
  itemByIdRequestSchema,
  itemInputSchema,
  itemSchema,
  itemsByCategoryRequestSchema,
  pagedQuerySchema,
  registerViewRequestSchema,
  similarItemsRequestSchema,
  topQuerySchema,
  updateItemRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminActions } from '../audit/service.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { sendCached } from '../../http/cached-reply.ts';
import { sendIdempotent } from '../../http/idempotency.ts';
import { DEFAULT_TOP, homeBlocks } from './service-home.ts';
import { categoryItemsPage, companyItemsPage } from './store-pages.ts';
import { itemById, latestItems, similarItems, type Viewer } from './store.ts';
import { createItem, registerView, updateItem, updateItemAsAdmin } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** The signed-in caller of a public read, if any; a missing or stale token just means a guest. */
async function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | undefined> {
  if (!request.headers.authorization && !request.headers.cookie) return undefined;
  try {
    const session = await app.sessionGuard.requireSession(request);
    return { accountId: session.account.id, type: session.account.type };
  } catch {
    return undefined;
  }
}

/**
 * Spec §7 "Items": /item/v1/* reads and writes (the seller's own list is in sellers/routes.ts).
 * Guarded routes check the session in preValidation, before the body: a guest always hears 401,
 * never a 400 about the body. A deactivated store's writes are refused (403 PARTNER_INACTIVE).
 */
export const itemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { sellerWrite, activeStoreIfSeller, accountOf } = sellerGuards(app, db);

  app.get(API_PATHS.item.getAllItems, { schema: { querystring: pagedQuerySchema } }, async (request) =>
    latestItems(db, { pageSize: request.query.page_size, pageToken: request.query.page_token }),
  );

  app.get(API_PATHS.item.getTopItems, { schema: { querystring: topQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.top(db, 'popular', request.query.top ?? DEFAULT_TOP.popular)),
  );

  app.get(API_PATHS.item.getTopSale, { schema: { querystring: topQuerySchema } }, async (request, reply) =>
    sendCached(request, reply, await homeBlocks.top(db, 'bestselling', request.query.top ?? DEFAULT_TOP.bestselling)),
  );

  app.post(API_PATHS.item.getItemsByCategory, { schema: { body: itemsByCategoryRequestSchema } }, async (request) =>
    categoryItemsPage(db, request.body.ids, request.body),
  );

  app.post(
    API_PATHS.item.getItemsById,
    { schema: { body: itemByIdRequestSchema, response: { 200: itemSchema.nullable() } } },
    async (request, reply) => {
      const item = await itemById(db, request.body.id, await optionalViewer(app, request));
      if (item && request.body.view_id && (await registerView(db, item.id, request.body.view_id))) item.viewCount += 1;
      return reply.headers(NO_STORE).send(item);
    },
  );

  app.post(
    API_PATHS.item.registerView,
    { schema: { body: registerViewRequestSchema, response: { 200: z.object({ counted: z.boolean() }) } } },
    async (request) => ({ counted: await registerView(db, request.body.id, request.body.view_id) }),
  );

  app.post(API_PATHS.item.getSimilarItemList, { schema: { body: similarItemsRequestSchema } }, async (request) =>
    similarItems(db, request.body.id, request.body.top),
  );

  app.post(API_PATHS.item.getProductsByCompanyId, { schema: { body: companyItemsRequestSchema } }, async (request) =>
    companyItemsPage(db, request.body.id, request.body),
  );

  app.post(
    API_PATHS.item.addNewItem,
    { preValidation: sellerWrite, schema: { body: itemInputSchema, response: { 200: itemSchema } } },
    async (request, reply) =>
      // A retry with the same Idempotency-Key answers the first item instead of adding a second.
      sendIdempotent(db, request, reply, {
        accountId: accountOf(request.auth),
        headers: NO_STORE,
        create: () => createItem(db, accountOf(request.auth), request.body),
      }),
  );

  // A seller edits an own product (its store ACTIVE); an admin any product (Products Management's edit).
  const sellerOrAdmin = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT, ACCOUNT_TYPE.ADMIN);
  app.post(
    API_PATHS.item.updateItem,
    {
      preValidation: [sellerOrAdmin, activeStoreIfSeller],
      schema: { body: updateItemRequestSchema, response: { 200: itemSchema } },
    },
    async (request, reply) => {
      const item =
        request.auth?.account.type === ACCOUNT_TYPE.ADMIN
          ? await updateItemAsAdmin(db, request.body, (tx, edited) =>
              recordAdminActions(tx, adminIdOf(request), ADMIN_ACTION.ITEM_UPDATED, [
                { target: { kind: 'item', id: edited.id }, details: { merchantId: edited.merchantId } },
              ]),
            )
          : await updateItem(db, accountOf(request.auth), request.body);
      return reply.headers(NO_STORE).send(item);
    },
  );
};
