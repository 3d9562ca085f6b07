import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  adminReviewsQuerySchema,
  itemReviewsQuerySchema,
  itemReviewsSchema,
  orderReviewsQuerySchema,
  orderReviewsSchema,
  replyReviewRequestSchema,
  reviewPageSchema,
  reviewSchema,
  reviewSummarySchema,
  saveReviewRequestSchema,
  setReviewHiddenRequestSchema,
  storeReviewsQuerySchema,
  storeScoreQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminIdOf } from '../audit/routes.ts';
import { callerOf } from '../orders/routes.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { reviewsChanged } from './events.ts';
import {
  adminReviews,
  itemReviews,
  orderReviews,
  replyReview,
  saveReview,
  setReviewHidden,
  storeReviews,
  storeScore,
  type ReviewMedia,
} from './service.ts';

export interface ReviewRouteOptions {
  db: Database;
  media: ReviewMedia;
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /review/v1/*: a product's reviews and a store's score (anyone); the buyer's review of a delivered
 * order line and their order's reviewable lines (buyers only: a guest hears 401, a seller or admin
 * 403); the seller's Reviews and one reply (sellers only; a deactivated store reads but does not
 * reply); the admin's list and hiding (admins only, audited). Never cached: a change shows at once.
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, { db, media }) => {
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);
  const { sellerOnly, sellerWrite, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.review.getItemReviews,
    { schema: { querystring: itemReviewsQuerySchema, response: { 200: itemReviewsSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await itemReviews(db, media, request.query)),
  );

  app.get(
    API_PATHS.review.getStoreScore,
    { schema: { querystring: storeScoreQuerySchema, response: { 200: reviewSummarySchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await storeScore(db, request.query.storeId)),
  );

  app.post(
    API_PATHS.review.saveReview,
    { preValidation: buyerOnly, schema: { body: saveReviewRequestSchema, response: { 200: reviewSchema } } },
    async (request, reply) => {
      const { review } = await saveReview(db, media, callerOf(request).accountId, request.body);
      await reviewsChanged(db, request.log);
      return reply.headers(NO_STORE).send(review);
    },
  );

  app.get(
    API_PATHS.review.getOrderReviews,
    { preValidation: buyerOnly, schema: { querystring: orderReviewsQuerySchema, response: { 200: orderReviewsSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await orderReviews(db, media, callerOf(request).accountId, request.query.orderId)),
  );

  app.get(
    API_PATHS.review.getStoreReviews,
    { preValidation: sellerOnly, schema: { querystring: storeReviewsQuerySchema, response: { 200: reviewPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await storeReviews(db, media, accountOf(request.auth), request.query)),
  );

  app.post(
    API_PATHS.review.replyReview,
    { preValidation: sellerWrite, schema: { body: replyReviewRequestSchema, response: { 200: reviewSchema } } },
    async (request, reply) => {
      const review = await replyReview(db, media, accountOf(request.auth), request.body);
      await reviewsChanged(db, request.log);
      return reply.headers(NO_STORE).send(review);
    },
  );

  app.get(
    API_PATHS.review.getAdminReviews,
    { preValidation: adminOnly, schema: { querystring: adminReviewsQuerySchema, response: { 200: reviewPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await adminReviews(db, media, request.query)),
  );

  app.post(
    API_PATHS.review.setReviewHidden,
    { preValidation: adminOnly, schema: { body: setReviewHiddenRequestSchema, response: { 200: reviewSchema } } },
    async (request, reply) => {
      const { review, changed } = await setReviewHidden(db, media, adminIdOf(request), request.body);
      if (changed) await reviewsChanged(db, request.log);
      return reply.headers(NO_STORE).send(review);
    },
  );
};
