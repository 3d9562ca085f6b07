import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  changeOrdersStatusAnswerSchema,
  changeOrdersStatusRequestSchema,
  orderListSchema,
  storeOrderCountsSchema,
  storeOrdersQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { ordersChanged, type OrderEventsEnv } from './events.ts';
import { changeOrdersStatus, storeOrderCounts, storeOrders } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The seller panel's Orders (sellers only: a guest hears 401, any other account 403): the store's own
 * orders by status tab and search, the tabs' and the dashboard's counts, and accepting or marking
 * shipped several at once (all or none). A store an admin deactivated still reads and fulfils the
 * orders it has.
 */
export const orderSellerRoutes: FastifyPluginAsyncZod<{ db: Database; events: OrderEventsEnv }> = async (app, { db, events }) => {
  const { sellerOnly, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.order.getStoreOrders,
    { preValidation: sellerOnly, schema: { querystring: storeOrdersQuerySchema, response: { 200: orderListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await storeOrders(db, accountOf(request.auth), request.query)),
  );

  app.get(
    API_PATHS.order.getStoreOrderCounts,
    { preValidation: sellerOnly, schema: { response: { 200: storeOrderCountsSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await storeOrderCounts(db, accountOf(request.auth))),
  );

  app.post(
    API_PATHS.order.changeOrdersStatus,
    {
      preValidation: sellerOnly,
      schema: { body: changeOrdersStatusRequestSchema, response: { 200: changeOrdersStatusAnswerSchema } },
    },
    async (request, reply) => {
      const changes = await changeOrdersStatus(db, accountOf(request.auth), request.body);
      await ordersChanged(events, changes);
      return reply.headers(NO_STORE).send({ changed: changes.length });
    },
  );
};
