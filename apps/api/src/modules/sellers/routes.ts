import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  companyHeaderSchema,
  companyIdByNameQuerySchema,
  companyIdByNameSchema,
  companyListQuerySchema,
  companyListSchema,
  companyQuerySchema,
  FALLBACK_LANGUAGE,
  itemPageSchema,
  merchantDashboardSchema,
  permittedCategoriesAnswerSchema,
  permittedCategoriesQuerySchema,
  sellerItemsRequestSchema,
  setItemsStatusAnswerSchema,
  setItemsStatusRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sendCached } from '../../http/cached-reply.ts';
import { decodeOffset } from '../../http/page-token.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { homeCacheOf } from '../items/events.ts';
import { sellerItems } from '../items/store.ts';
import { sellerErrors } from './errors.ts';
import { sellerAdminRoutes } from './routes-admin.ts';
import { storeStatusOf } from './service.ts';
import { permittedCategories, sellerDashboard, setItemsStatus } from './service-panel.ts';
import { activeStores, storeHeader, storeIdByName } from './service-stores.ts';

export interface SellerGuards {
  /** A seller's session (a guest hears 401, any other account 403). */
  sellerOnly: preHandlerAsyncHookHandler;
  /** A seller whose store is ACTIVE: a deactivated store hears 403 PARTNER_INACTIVE before any complaint about the body. */
  sellerWrite: preHandlerAsyncHookHandler[];
  /** After a session guard: a seller whose store is not ACTIVE hears 403 PARTNER_INACTIVE (other accounts pass). */
  activeStoreIfSeller: preHandlerAsyncHookHandler;
  /** The signed-in seller's account id, on a route behind one of the guards. */
  accountOf(auth: LiveSession | null): string;
}

/**
 * The session checks of the seller's routes (and the item writes'), run in preValidation (before
 * the body is read). The store status check is only an early answer: every write checks it again
 * inside its transaction (assertStoreActive).
 */
export function sellerGuards(app: FastifyInstance, db: Database): SellerGuards {
  const sellerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT);
  const accountOf = (auth: LiveSession | null): string => {
    if (!auth) throw new Error('guarded route reached without a session');
    return auth.account.id;
  };
  const activeStoreOnly: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    if ((await storeStatusOf(db, accountOf(request.auth))) !== 'ACTIVE') throw sellerErrors.storeInactive();
  };
  const activeStoreIfSeller: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    if (request.auth?.account.type !== ACCOUNT_TYPE.MERCHANT) return;
    if ((await storeStatusOf(db, request.auth.account.id)) !== 'ACTIVE') throw sellerErrors.storeInactive();
  };
  return { sellerOnly, sellerWrite: [sellerOnly, activeStoreOnly], activeStoreIfSeller, accountOf };
}

/** Public store reads may be cached briefly by browsers and shared caches. */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';
const NO_STORE = { 'cache-control': 'no-store' };
const sellerPageSchema = itemPageSchema.extend({ total: z.number().int() });

/**
 * The seller's routes: the public store list and header and the 404 page's look-up by name; the
 * seller panel's /merchant/v1/* calls, sellers only (guest 401, others 403), never cached — reads
 * work for a deactivated store, its writes hear 403 PARTNER_INACTIVE; and the admin's (routes-admin.ts).
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now }) => {
  await app.register(sellerAdminRoutes, { db, now });
  const { sellerOnly, sellerWrite, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.auth.getAllMerchants,
    { schema: { querystring: companyListQuerySchema, response: { 200: companyListSchema } } },
    async (request, reply) => {
      const { page_size: pageSize, page_token: pageToken } = request.query;
      // The first page is the home page's store strip: cached like the other home blocks (and
      // dropped on every catalogue change). Later pages are keyset reads; caching them would let
      // any token grow the cache.
      if (!pageToken) {
        return sendCached(
          request,
          reply,
          await homeCacheOf(db).get(`companies:${pageSize}`, () => activeStores(db, pageSize, undefined)),
        );
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return activeStores(db, pageSize, pageToken);
    },
  );

  app.get(
    API_PATHS.company.getCompany,
    { schema: { querystring: companyQuerySchema, response: { 200: companyHeaderSchema.nullable() } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return storeHeader(db, request.query.id);
    },
  );

  app.get(
    API_PATHS.company.getCompanyIdByName,
    { schema: { querystring: companyIdByNameQuerySchema, response: { 200: companyIdByNameSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return storeIdByName(db, request.query.name);
    },
  );

  app.post(
    API_PATHS.merchant.getItemListByPage,
    { preValidation: sellerOnly, schema: { body: sellerItemsRequestSchema, response: { 200: sellerPageSchema } } },
    async (request, reply) => {
      const { ids, page_size: pageSize, page_token: token, offset, status, q, archived } = request.body;
      const page = await sellerItems(db, accountOf(request.auth), {
        ids,
        status,
        q,
        archived,
        pageSize,
        offset: offset ?? decodeOffset(token),
      });
      return reply.headers(NO_STORE).send(page);
    },
  );

  app.post(
    API_PATHS.merchant.setItemsStatus,
    { preValidation: sellerWrite, schema: { body: setItemsStatusRequestSchema, response: { 200: setItemsStatusAnswerSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send({ updated: await setItemsStatus(db, accountOf(request.auth), request.body.ids, request.body.status) }),
  );

  app.get(
    API_PATHS.merchant.getDashboard,
    { preValidation: sellerOnly, schema: { response: { 200: merchantDashboardSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await sellerDashboard(db, accountOf(request.auth))),
  );

  app.get(
    API_PATHS.merchant.getPermittedCategories,
    {
      preValidation: sellerOnly,
      schema: { querystring: permittedCategoriesQuerySchema, response: { 200: permittedCategoriesAnswerSchema } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send({
        categories: await permittedCategories(db, accountOf(request.auth), request.query.lng ?? FALLBACK_LANGUAGE),
      }),
  );
};
