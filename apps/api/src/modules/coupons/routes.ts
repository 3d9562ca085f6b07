import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  adminStopCouponRequestSchema,
  couponListSchema,
  couponSchema,
  createCouponRequestSchema,
  createSaleRequestSchema,
  couponListQuerySchema,
  saleListSchema,
  saleSchema,
  stopCouponRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { adminIdOf } from '../audit/routes.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { salePricesChanged } from './events.ts';
import { createCoupon, listCoupons, stopCoupon } from './service.ts';
import { createSale, listSales, stopSale } from './service-sales.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /coupon/v1/*: the seller's coupons and sales (sellers only: a guest hears 401, others 403; a
 * deactivated store reads but does not write), each call on the caller's own store only; the
 * admins' lists of every store's and their stop with a reason (admins only, audited). Never cached.
 */
export const couponRoutes: FastifyPluginAsyncZod<{ db: Database; live: LivePublisher }> = async (app, { db, live }) => {
  const env = (request: { log: FastifyBaseLogger }) => ({ db, live, log: request.log });
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);
  const { sellerOnly, sellerWrite, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.coupon.getStoreCoupons,
    { preValidation: sellerOnly, schema: { querystring: couponListQuerySchema, response: { 200: couponListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await listCoupons(db, accountOf(request.auth), request.query)),
  );

  app.post(
    API_PATHS.coupon.createCoupon,
    { preValidation: sellerWrite, schema: { body: createCouponRequestSchema, response: { 200: couponSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await createCoupon(db, accountOf(request.auth), request.body)),
  );

  app.post(
    API_PATHS.coupon.stopCoupon,
    { preValidation: sellerWrite, schema: { body: stopCouponRequestSchema, response: { 200: couponSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await stopCoupon(db, { sellerId: accountOf(request.auth) }, request.body)),
  );

  app.get(
    API_PATHS.coupon.getStoreSales,
    { preValidation: sellerOnly, schema: { querystring: couponListQuerySchema, response: { 200: saleListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await listSales(db, accountOf(request.auth), request.query)),
  );

  app.post(
    API_PATHS.coupon.createSale,
    { preValidation: sellerWrite, schema: { body: createSaleRequestSchema, response: { 200: saleSchema } } },
    async (request, reply) => {
      const { sale, ...changed } = await createSale(db, accountOf(request.auth), request.body);
      await salePricesChanged(env(request), changed);
      return reply.headers(NO_STORE).send(sale);
    },
  );

  app.post(
    API_PATHS.coupon.stopSale,
    { preValidation: sellerWrite, schema: { body: stopCouponRequestSchema, response: { 200: saleSchema } } },
    async (request, reply) => {
      const { sale, changed } = await stopSale(db, { sellerId: accountOf(request.auth) }, request.body);
      await salePricesChanged(env(request), { changed });
      return reply.headers(NO_STORE).send(sale);
    },
  );

  app.get(
    API_PATHS.coupon.getAdminCoupons,
    { preValidation: adminOnly, schema: { querystring: couponListQuerySchema, response: { 200: couponListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await listCoupons(db, null, request.query)),
  );

  app.post(
    API_PATHS.coupon.adminStopCoupon,
    { preValidation: adminOnly, schema: { body: adminStopCouponRequestSchema, response: { 200: couponSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await stopCoupon(db, { adminId: adminIdOf(request) }, request.body)),
  );

  app.get(
    API_PATHS.coupon.getAdminSales,
    { preValidation: adminOnly, schema: { querystring: couponListQuerySchema, response: { 200: saleListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await listSales(db, null, request.query)),
  );

  app.post(
    API_PATHS.coupon.adminStopSale,
    { preValidation: adminOnly, schema: { body: adminStopCouponRequestSchema, response: { 200: saleSchema } } },
    async (request, reply) => {
      const { sale, changed } = await stopSale(db, { adminId: adminIdOf(request) }, request.body);
      await salePricesChanged(env(request), { changed });
      return reply.headers(NO_STORE).send(sale);
    },
  );
};
