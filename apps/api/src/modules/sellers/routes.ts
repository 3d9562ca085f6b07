import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  FALLBACK_LANGUAGE,
  itemPageSchema,
  merchantDashboardSchema,
  permittedCategoriesAnswerSchema,
  permittedCategoriesQuerySchema,
  sellerItemsRequestSchema,
  setItemsStatusAnswerSchema,
  setItemsStatusRequestSchema,
} from '@marketplace/contract';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { decodeOffset } from '../../http/page-token.ts';
import { sellerItems } from '../items/queries.ts';
import { sellerGuards } from './guards.ts';
import { merchantDashboard, permittedCategories, setItemsStatus } from './panel.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const sellerPageSchema = itemPageSchema.extend({ total: z.number().int() });

/**
 * /merchant/v1/*: the seller panel's calls, sellers only (guest 401, others 403), never cached.
 * Reads work for a deactivated store; its writes hear 403 PARTNER_INACTIVE.
 */
export const merchantPanelRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { merchantOnly, merchantWrite, accountOf } = sellerGuards(app, db);

  app.post(
    API_PATHS.merchant.getItemListByPage,
    { preValidation: merchantOnly, schema: { body: sellerItemsRequestSchema, response: { 200: sellerPageSchema } } },
    async (request, reply) => {
      const { ids, page_size: pageSize, page_token: token, offset, status, q } = request.body;
      const page = await sellerItems(db, accountOf(request.auth), {
        ids,
        status,
        q,
        pageSize,
        offset: offset ?? decodeOffset(token),
      });
      return reply.headers(NO_STORE).send(page);
    },
  );

  app.post(
    API_PATHS.merchant.setItemsStatus,
    { preValidation: merchantWrite, schema: { body: setItemsStatusRequestSchema, response: { 200: setItemsStatusAnswerSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send({ updated: await setItemsStatus(db, accountOf(request.auth), request.body.ids, request.body.status) }),
  );

  app.get(
    API_PATHS.merchant.getDashboard,
    { preValidation: merchantOnly, schema: { response: { 200: merchantDashboardSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await merchantDashboard(db, accountOf(request.auth))),
  );

  app.get(
    API_PATHS.merchant.getPermittedCategories,
    { preValidation: merchantOnly, schema: { querystring: permittedCategoriesQuerySchema, response: { 200: permittedCategoriesAnswerSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({
        categories: await permittedCategories(db, accountOf(request.auth), request.query.lng ?? FALLBACK_LANGUAGE),
      }),
  );
};
