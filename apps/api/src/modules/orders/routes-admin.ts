import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_TYPE, ADMIN_ACTION, API_PATHS, adminOrdersQuerySchema, orderListSchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { recordAdminAction } from '../audit/service.ts';
import { adminOrders, type AuditMove } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The audit entry of an admin's move (the table lets an admin only cancel), written in the move's
 * transaction: the order, its number and store, the status it left and the reason.
 */
export function auditAdminMove(adminId: string): AuditMove {
  return (tx, order, change) =>
    recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.ORDER_CANCELLED,
      target: { kind: 'order', id: order.id },
      details: { number: order.number, storeId: order.sellerId, from: change.from, action: change.action, reason: change.reason },
    });
}

/**
 * The admins' Orders across stores (admins only): by store, status, dates of placing and number,
 * and the overdue view. One order and its cancellation go through the shared routes (routes.ts).
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.order.getAdminOrders,
    { preValidation: adminOnly, schema: { querystring: adminOrdersQuerySchema, response: { 200: orderListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await adminOrders(db, request.query)),
  );
};
