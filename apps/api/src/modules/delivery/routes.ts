import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  deliveryOptionsSchema,
  getDeliveryOptionsQuerySchema,
  updateDeliveryOptionsRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { readDeliveryOptions, saveDeliveryOptions } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A store's delivery options: anyone reads them (a signed-in seller without a storeId reads their
 * own); only a seller writes, and only their own store's (the call takes no store id), while the
 * store is ACTIVE (403 PARTNER_INACTIVE otherwise).
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { sellerWrite, accountOf } = sellerGuards(app, db);
  /** The signed-in caller; a stale token reads as a guest, unless the call needs to know who it is (401). */
  const viewerOf = async (request: FastifyRequest, required: boolean) => {
    if (!request.headers.authorization) return undefined;
    try {
      const session = await app.sessionGuard.requireSession(request);
      return { accountId: session.account.id, type: session.account.type };
    } catch (error) {
      if (required) throw error;
      return undefined;
    }
  };

  app.get(
    API_PATHS.order.getDeliveryOptions,
    { schema: { querystring: getDeliveryOptionsQuerySchema, response: { 200: deliveryOptionsSchema } } },
    async (request, reply) => {
      const viewer = await viewerOf(request, request.query.storeId === undefined);
      return reply.headers(NO_STORE).send(await readDeliveryOptions(db, viewer, request.query.storeId));
    },
  );

  app.post(
    API_PATHS.order.updateDeliveryOptions,
    {
      preValidation: sellerWrite,
      schema: { body: updateDeliveryOptionsRequestSchema, response: { 200: deliveryOptionsSchema } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await saveDeliveryOptions(db, accountOf(request.auth), request.body)),
  );
};
