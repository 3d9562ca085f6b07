import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  ORDER_STATUS,
  changeOrderStatusRequestSchema,
  myOrdersQuerySchema,
  orderDetailSchema,
  orderListSchema,
  orderQuerySchema,
  type AccountType,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { authErrors } from '../auth/auth-errors.ts';
import { refundCancelledOrder } from '../payments/service.ts';
import type { OrderEventsEnv } from './events.ts';
import { ordersChanged } from './events.ts';
import { orderAdminRoutes, auditAdminMove } from './routes-admin.ts';
import { checkoutRoutes } from './routes-checkout.ts';
import { offerRoutes } from './routes-offers.ts';
import { orderSellerRoutes } from './routes-seller.ts';
import { buyerOrders, changeOrderStatus, orderDetail, type OrderCaller } from './service.ts';

export interface OrderRouteOptions {
  db: Database;
  /** The steps after a commit: notices, live bells, caches (events.ts). */
  events: OrderEventsEnv;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** The signed-in account behind a request that passed a session guard. */
export function callerOf(request: FastifyRequest): OrderCaller {
  if (!request.auth) throw authErrors.unauthorized();
  return { accountId: request.auth.account.id, accountType: request.auth.account.type as AccountType };
}

/**
 * /order/v1/*: the checkout (routes-checkout.ts) and the orders' lives: the buyer's history, one
 * order and its moves for its buyer, its store or an admin (anyone else hears 404, as for an unknown
 * order), the store's Orders (routes-seller.ts), the admin's (routes-admin.ts), and each move of the
 * status table (contract ORDER_TRANSITIONS). Never cached; the session is checked before the body.
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { db, events }) => {
  await app.register(checkoutRoutes, { db, events });
  await app.register(orderSellerRoutes, { db, events });
  await app.register(orderAdminRoutes, { db });
  await app.register(offerRoutes, { db, events });
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const signedIn = app.sessionGuard.sessionRequired;

  app.get(
    API_PATHS.order.getMyOrders,
    { preValidation: buyerOnly, schema: { querystring: myOrdersQuerySchema, response: { 200: orderListSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await buyerOrders(db, callerOf(request).accountId, request.query.page)),
  );

  app.get(
    API_PATHS.order.getOrder,
    { preValidation: signedIn, schema: { querystring: orderQuerySchema, response: { 200: orderDetailSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await orderDetail(db, callerOf(request), request.query.orderId)),
  );

  app.post(
    API_PATHS.order.changeOrderStatus,
    { preValidation: signedIn, schema: { body: changeOrderStatusRequestSchema, response: { 200: orderDetailSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const change = await changeOrderStatus(db, caller, request.body, { audit: auditAdminMove(caller.accountId) });
      await ordersChanged(events, [change]);
      // A paid order cancelled (by its buyer, its store or an admin): the rest of its money goes back.
      if (change.to === ORDER_STATUS.CANCELLED) await refundCancelledOrder(db, change.orderId, change.reason);
      return reply.headers(NO_STORE).send(await orderDetail(db, caller, change.orderId));
    },
  );
};
