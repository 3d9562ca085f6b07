import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  adminPromotionsQuerySchema,
  cancelPromotionRequestSchema,
  createPromotionRequestSchema,
  decidePromotionRequestSchema,
  okAnswerSchema,
  promotedItemsQuerySchema,
  promotedItemsSchema,
  promotionEventsRequestSchema,
  promotionPageSchema,
  promotionSchema,
  storePromotionsQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminIdOf } from '../audit/routes.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { promotedPlacesChanged } from './events.ts';
import {
  adminPromotions,
  cancelPromotion,
  createPromotion,
  decidePromotion,
  promotedItems,
  registerPromotionEvents,
  storePromotions,
} from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
/** The promoted places change when an admin approves or stops one: browsers may keep them briefly. */
const PUBLIC_CACHE = { 'cache-control': 'public, max-age=30, stale-while-revalidate=60' };

/**
 * /promotion/v1/*: the seller's Advertise, cancel and list (sellers only; a deactivated store reads
 * but does not ask); the admins' list and decision (admins only, audited); the promoted products
 * and the views and clicks the shopper site reports (anyone).
 */
export const promotionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);
  const { sellerOnly, sellerWrite, accountOf } = sellerGuards(app, db);

  app.post(
    API_PATHS.promotion.createPromotion,
    { preValidation: sellerWrite, schema: { body: createPromotionRequestSchema, response: { 200: promotionSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await createPromotion(db, accountOf(request.auth), request.body)),
  );

  app.post(
    API_PATHS.promotion.cancelPromotion,
    { preValidation: sellerOnly, schema: { body: cancelPromotionRequestSchema, response: { 200: promotionSchema } } },
    async (request, reply) => {
      const promotion = await cancelPromotion(db, accountOf(request.auth), request.body.promotionId);
      await promotedPlacesChanged(db, request.log);
      return reply.headers(NO_STORE).send(promotion);
    },
  );

  app.get(
    API_PATHS.promotion.getStorePromotions,
    { preValidation: sellerOnly, schema: { querystring: storePromotionsQuerySchema, response: { 200: promotionPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await storePromotions(db, accountOf(request.auth), request.query)),
  );

  app.get(
    API_PATHS.promotion.getAdminPromotions,
    { preValidation: adminOnly, schema: { querystring: adminPromotionsQuerySchema, response: { 200: promotionPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await adminPromotions(db, request.query)),
  );

  app.post(
    API_PATHS.promotion.decidePromotion,
    { preValidation: adminOnly, schema: { body: decidePromotionRequestSchema, response: { 200: promotionSchema } } },
    async (request, reply) => {
      const { promotion, placesChanged } = await decidePromotion(db, adminIdOf(request), request.body);
      if (placesChanged) await promotedPlacesChanged(db, request.log);
      return reply.headers(NO_STORE).send(promotion);
    },
  );

  app.get(
    API_PATHS.promotion.getPromotedItems,
    { schema: { querystring: promotedItemsQuerySchema, response: { 200: promotedItemsSchema } } },
    async (request, reply) => reply.headers(PUBLIC_CACHE).send(await promotedItems(db, request.query.categoryId)),
  );

  app.post(
    API_PATHS.promotion.registerPromotionEvents,
    { schema: { body: promotionEventsRequestSchema, response: { 200: okAnswerSchema } } },
    async (request, reply) => {
      await registerPromotionEvents(db, request.body);
      return reply.headers(NO_STORE).send({ ok: true as const });
    },
  );
};
