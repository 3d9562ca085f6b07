import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  adminUserPageSchema,
  adminUsersQuerySchema,
  setAccountBlockedAnswerSchema,
  setAccountBlockedRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminIdOf } from '../audit/routes.ts';
import { adminUsersPage, setAccountBlocked } from './service.ts';

/** The admin's Users section: every account, searched and paged, and blocking or unblocking one (admins only). */
export const userRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.admin.getUsers,
    { preValidation: adminOnly, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, page_size: pageSize, q, type, status } = request.query;
      return adminUsersPage(db, { page, pageSize, q, type, status });
    },
  );

  app.post(
    API_PATHS.admin.setAccountBlocked,
    {
      preValidation: adminOnly,
      schema: { body: setAccountBlockedRequestSchema, response: { 200: setAccountBlockedAnswerSchema } },
    },
    async (request) => {
      const { id, blocked } = request.body;
      const status = await setAccountBlocked(db, { adminId: adminIdOf(request), accountId: id, blocked }, now?.() ?? new Date());
      return { id, status };
    },
  );
};
