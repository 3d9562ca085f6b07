import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  API_PATHS,
  adminItemIdsRequestSchema,
  adminItemPageSchema,
  adminItemsChangedSchema,
  adminItemsRequestSchema,
  adminSetItemsStatusRequestSchema,
  type AdminAction,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminActions } from '../audit/service.ts';
import { adminItems } from './store-admin.ts';
import { deleteItemsAsAdmin, restoreItemsAsAdmin, setItemsStatusAsAdmin, type AlsoInTransaction } from './service-admin.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** The audit log's entries of a bulk action: one per product that changed, in the action's transaction. */
const audited =
  (request: FastifyRequest, action: AdminAction, details?: Record<string, unknown>): AlsoInTransaction =>
  (tx, changedIds) =>
    recordAdminActions(
      tx,
      adminIdOf(request),
      action,
      changedIds.map((id) => ({ target: { kind: 'item', id }, details })),
    );

/**
 * The admin site's Products Management calls (issue 16), admins only (a guest hears 401, any other
 * account 403, before the body is read), never cached; every change is in the audit log with the
 * change's own transaction. The product form's save is updateItem, which takes an admin's session too (routes.ts).
 */
export const adminItemRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.post(
    API_PATHS.item.getAdminItems,
    { preValidation: adminOnly, schema: { body: adminItemsRequestSchema, response: { 200: adminItemPageSchema } } },
    async (request, reply) => {
      const { page, page_size: pageSize, store, status, category, q } = request.body;
      return reply.headers(NO_STORE).send(await adminItems(db, { page, pageSize, store, status, category, q }));
    },
  );

  app.post(
    API_PATHS.item.setAdminItemsStatus,
    { preValidation: adminOnly, schema: { body: adminSetItemsStatusRequestSchema, response: { 200: adminItemsChangedSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({
        updated: await setItemsStatusAsAdmin(
          db,
          request.body.ids,
          request.body.status,
          audited(request, ADMIN_ACTION.ITEM_STATUS, { status: request.body.status }),
        ),
      }),
  );

  app.post(
    API_PATHS.item.deleteAdminItems,
    { preValidation: adminOnly, schema: { body: adminItemIdsRequestSchema, response: { 200: adminItemsChangedSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send({ updated: await deleteItemsAsAdmin(db, request.body.ids, now(), audited(request, ADMIN_ACTION.ITEM_DELETED)) }),
  );

  app.post(
    API_PATHS.item.restoreAdminItems,
    { preValidation: adminOnly, schema: { body: adminItemIdsRequestSchema, response: { 200: adminItemsChangedSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send({ updated: await restoreItemsAsAdmin(db, request.body.ids, audited(request, ADMIN_ACTION.ITEM_RESTORED)) }),
  );
};
