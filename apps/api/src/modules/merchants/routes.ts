import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, ACCOUNT_TYPE, ADMIN_ACTION, setModifiedCategoryPermissionsRequestSchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';
import { isUuid } from '../../http/ids.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminAction } from '../audit/service.ts';
import { setPartnerCategories } from './service.ts';

const partnerAnswerSchema = z.object({
  partnerId: z.string(),
  allCategories: z.boolean(),
  categories: z.array(z.number()),
});

/** Admin: a partner's category permissions (spec §7 setModifiedCategoryPermissions). The session is checked before the body. */
export const merchantRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    API_PATHS.item.setModifiedCategoryPermissions,
    {
      preValidation: app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN),
      schema: { body: setModifiedCategoryPermissionsRequestSchema, response: { 200: partnerAnswerSchema } },
    },
    async (request) => {
      const { partnerId, addedCategories, removedCategories, finalCategoryList } = request.body.changes;
      if (!isUuid(partnerId)) throw catalogueErrors.unknownPartner();
      const partner = await setPartnerCategories(db, partnerId, finalCategoryList, (tx) =>
        recordAdminAction(tx, {
          adminId: adminIdOf(request),
          action: ADMIN_ACTION.CATEGORY_PERMISSIONS,
          target: { kind: 'company', id: partnerId },
          details: { added: addedCategories, removed: removedCategories, final: finalCategoryList },
        }),
      );
      return { partnerId, allCategories: partner.allCategories, categories: partner.categories };
    },
  );
};
