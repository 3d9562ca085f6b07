import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_TYPE, API_PATHS, auditLogPageSchema, auditLogQuerySchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { authErrors } from '../auth/auth-errors.ts';
import { auditLogPage } from './service.ts';

/** The audit log, for admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.admin.getAuditLog,
    { preValidation: adminOnly, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, page_size: pageSize, action, admin, target_kind: targetKind, target_id: targetId, from, to } = request.query;
      return auditLogPage(db, { page, pageSize, action, admin, targetKind, targetId, from, to });
    },
  );
};

/** The account id of the admin behind a request that passed the admin guard. */
export function adminIdOf(request: FastifyRequest): string {
  if (!request.auth) throw authErrors.unauthorized();
  return request.auth.account.id;
}
