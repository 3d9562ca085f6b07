import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  API_PATHS,
  adminCompanyListQuerySchema,
  adminPartnerQuerySchema,
  adminPartnerSchema,
  adminCompanyListSchema,
  companyHeaderSchema,
  companyIdByNameQuerySchema,
  companyIdByNameSchema,
  companyListQuerySchema,
  companyListSchema,
  companyQuerySchema,
  updateCompanyPremiumAnswerSchema,
  updateCompanyPremiumRequestSchema,
  updateCompanyStatusAnswerSchema,
  updateCompanyStatusRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sendCached } from '../../http/cached-reply.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminAction } from '../audit/service.ts';
import { homeCacheOf } from '../items/catalogue-caches.ts';
import { adminPartner, setCompanyPremium } from './admin-partners.ts';
import { activeCompanies, adminCompanies, companyHeader, companyIdByName, updateCompanyStatus } from './service.ts';

/** Public store reads may be cached briefly by browsers and shared caches. */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=60';

/** Stores: the public list and header, the 404 page's vanity look-up, and the admin's list and status switch. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.auth.getAllMerchants,
    { schema: { querystring: companyListQuerySchema, response: { 200: companyListSchema } } },
    async (request, reply) => {
      const { page_size: pageSize, page_token: pageToken } = request.query;
      // The first page is the home page's store strip: cached like the other home blocks (and
      // dropped on every catalogue change). Later pages are keyset reads; caching them would let
      // any token grow the cache.
      if (!pageToken) {
        return sendCached(request, reply, await homeCacheOf(db).get(`companies:${pageSize}`, () => activeCompanies(db, pageSize, undefined)));
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return activeCompanies(db, pageSize, pageToken);
    },
  );

  app.get(
    API_PATHS.company.getCompany,
    { schema: { querystring: companyQuerySchema, response: { 200: companyHeaderSchema.nullable() } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return companyHeader(db, request.query.id);
    },
  );

  app.get(
    API_PATHS.company.getCompanyIdByName,
    { schema: { querystring: companyIdByNameQuerySchema, response: { 200: companyIdByNameSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return companyIdByName(db, request.query.name);
    },
  );

  app.get(
    API_PATHS.auth.getAdminMerchants,
    { preValidation: adminOnly, schema: { querystring: adminCompanyListQuerySchema, response: { 200: adminCompanyListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page_size: pageSize, page_token: pageToken, page, q, status } = request.query;
      return adminCompanies(db, { pageSize, pageToken, page, q, status });
    },
  );

  app.get(
    API_PATHS.company.getAdminPartner,
    { preValidation: adminOnly, schema: { querystring: adminPartnerQuerySchema, response: { 200: adminPartnerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminPartner(db, request.query.id);
    },
  );

  app.post(
    API_PATHS.company.updateCompanyPremium,
    { preValidation: adminOnly, schema: { body: updateCompanyPremiumRequestSchema, response: { 200: updateCompanyPremiumAnswerSchema } } },
    async (request) => {
      const { id, premium } = request.body;
      await setCompanyPremium(db, id, premium, (tx) =>
        recordAdminAction(tx, { adminId: adminIdOf(request), action: ADMIN_ACTION.COMPANY_PREMIUM, target: { kind: 'company', id }, details: { premium } }),
      );
      return { id: request.body.id, premium: request.body.premium };
    },
  );

  app.post(
    API_PATHS.company.updateCompanyStatus,
    { preValidation: adminOnly, schema: { body: updateCompanyStatusRequestSchema, response: { 200: updateCompanyStatusAnswerSchema } } },
    async (request) => {
      const { id, status } = request.body;
      await updateCompanyStatus(db, id, status, now?.() ?? new Date(), (tx) =>
        recordAdminAction(tx, { adminId: adminIdOf(request), action: ADMIN_ACTION.COMPANY_STATUS, target: { kind: 'company', id }, details: { status } }),
      );
      return { id: request.body.id, status: request.body.status };
    },
  );
};
