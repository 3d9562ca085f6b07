import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  API_PATHS,
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  adminPartnerQuerySchema,
  adminPartnerSchema,
  reviewCompanyAnswerSchema,
  reviewCompanyRequestSchema,
  setModifiedCategoryPermissionsRequestSchema,
  updateCompanyPremiumAnswerSchema,
  updateCompanyPremiumRequestSchema,
  updateCompanyStatusAnswerSchema,
  updateCompanyStatusRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminAction } from '../audit/service.ts';
import { sellerErrors } from './errors.ts';
import { reviewStore, setSellerCategories, setSellerPremium, updateStoreStatus } from './service.ts';
import { adminSellerDetail, adminStores } from './service-stores.ts';

const permissionsAnswerSchema = z.object({
  partnerId: z.string(),
  allCategories: z.boolean(),
  categories: z.array(z.number()),
});

/**
 * The admin's seller routes (admins only, the session checked before the body): the store list
 * (with the review queue's filter and count), one store's detail, its review, its premium mark and status, and its category permissions (spec §7
 * setModifiedCategoryPermissions), each change recorded in the audit log.
 */
export const sellerAdminRoutes: FastifyPluginAsyncZod<{ db: Database; now?: (() => Date) | undefined }> = async (
  app,
  { db, now },
) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.auth.getAdminMerchants,
    { preValidation: adminOnly, schema: { querystring: adminCompanyListQuerySchema, response: { 200: adminCompanyListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page_size: pageSize, page_token: pageToken, page, q, status, review } = request.query;
      return adminStores(db, { pageSize, pageToken, page, q, status, review });
    },
  );

  app.get(
    API_PATHS.company.getAdminPartner,
    { preValidation: adminOnly, schema: { querystring: adminPartnerQuerySchema, response: { 200: adminPartnerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminSellerDetail(db, request.query.id);
    },
  );

  app.post(
    API_PATHS.company.updateCompanyPremium,
    {
      preValidation: adminOnly,
      schema: { body: updateCompanyPremiumRequestSchema, response: { 200: updateCompanyPremiumAnswerSchema } },
    },
    async (request) => {
      const { id, premium } = request.body;
      await setSellerPremium(db, id, premium, (tx) =>
        recordAdminAction(tx, {
          adminId: adminIdOf(request),
          action: ADMIN_ACTION.COMPANY_PREMIUM,
          target: { kind: 'company', id },
          details: { premium },
        }),
      );
      return { id: request.body.id, premium: request.body.premium };
    },
  );

  app.post(
    API_PATHS.company.reviewCompany,
    { preValidation: adminOnly, schema: { body: reviewCompanyRequestSchema, response: { 200: reviewCompanyAnswerSchema } } },
    async (request) => {
      const { id, decision, reason = '' } = request.body;
      return reviewStore(db, id, decision, reason, now?.() ?? new Date(), (tx) =>
        recordAdminAction(tx, {
          adminId: adminIdOf(request),
          action: ADMIN_ACTION.COMPANY_REVIEW,
          target: { kind: 'company', id },
          details: decision === 'REJECT' ? { decision, reason } : { decision },
        }),
      );
    },
  );

  app.post(
    API_PATHS.company.updateCompanyStatus,
    {
      preValidation: adminOnly,
      schema: { body: updateCompanyStatusRequestSchema, response: { 200: updateCompanyStatusAnswerSchema } },
    },
    async (request) => {
      const { id, status } = request.body;
      await updateStoreStatus(db, id, status, now?.() ?? new Date(), (tx) =>
        recordAdminAction(tx, {
          adminId: adminIdOf(request),
          action: ADMIN_ACTION.COMPANY_STATUS,
          target: { kind: 'company', id },
          details: { status },
        }),
      );
      return { id: request.body.id, status: request.body.status };
    },
  );

  app.post(
    API_PATHS.item.setModifiedCategoryPermissions,
    {
      preValidation: adminOnly,
      schema: { body: setModifiedCategoryPermissionsRequestSchema, response: { 200: permissionsAnswerSchema } },
    },
    async (request) => {
      const { partnerId, addedCategories, removedCategories, finalCategoryList } = request.body.changes;
      if (!isUuid(partnerId)) throw sellerErrors.unknownSeller();
      const seller = await setSellerCategories(db, partnerId, finalCategoryList, (tx) =>
        recordAdminAction(tx, {
          adminId: adminIdOf(request),
          action: ADMIN_ACTION.CATEGORY_PERMISSIONS,
          target: { kind: 'company', id: partnerId },
          details: { added: addedCategories, removed: removedCategories, final: finalCategoryList },
        }),
      );
      return { partnerId, allCategories: seller.allCategories, categories: seller.categories };
    },
  );
};
