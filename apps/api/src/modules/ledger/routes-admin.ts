import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  commissionRatesQuerySchema,
  commissionRatesSchema,
  ledgerAdjustmentAnswerSchema,
  ledgerAdjustmentRequestSchema,
  markPayoutPaidAnswerSchema,
  markPayoutPaidRequestSchema,
  payoutStoresPageSchema,
  payoutStoresQuerySchema,
  setCommissionRateRequestSchema,
  storePayoutsQuerySchema,
  storePayoutsSchema,
} from '@marketplace/contract';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotency.ts';
import { adminIdOf } from '../audit/routes.ts';
import { ledgerErrors } from './errors.ts';
import {
  addLedgerAdjustment,
  commissionRates,
  markPayoutPaid,
  payoutStores,
  setCommissionRate,
  storePayouts,
} from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The admins' Payouts (admins only): the stores with their balances, one store's payouts, "mark
 * paid" (an Idempotency-Key is required: a double submit pays once) and adjustments, and the
 * commission rates. Every change is in the audit log.
 */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (app, { db, now }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.ledger.getPayoutStores,
    { preValidation: adminOnly, schema: { querystring: payoutStoresQuerySchema, response: { 200: payoutStoresPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await payoutStores(db, request.query, now())),
  );

  app.get(
    API_PATHS.ledger.getStorePayouts,
    { preValidation: adminOnly, schema: { querystring: storePayoutsQuerySchema, response: { 200: storePayoutsSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await storePayouts(db, request.query.storeId, request.query.page, now())),
  );

  app.post(
    API_PATHS.ledger.markPayoutPaid,
    { preValidation: adminOnly, schema: { body: markPayoutPaidRequestSchema, response: { 200: markPayoutPaidAnswerSchema } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (key === undefined) throw ledgerErrors.idempotencyKeyRequired();
      const adminId = adminIdOf(request);
      return sendIdempotent(db, request, reply, {
        accountId: adminId,
        headers: NO_STORE,
        create: () => markPayoutPaid(db, adminId, request.body, `${adminId}:${key}`, now()),
      });
    },
  );

  app.post(
    API_PATHS.ledger.addLedgerAdjustment,
    {
      preValidation: adminOnly,
      schema: { body: ledgerAdjustmentRequestSchema, response: { 200: ledgerAdjustmentAnswerSchema } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await addLedgerAdjustment(db, adminIdOf(request), request.body, now())),
  );

  app.get(
    API_PATHS.ledger.getCommissionRates,
    { preValidation: adminOnly, schema: { querystring: commissionRatesQuerySchema, response: { 200: commissionRatesSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await commissionRates(db, request.query.language)),
  );

  app.post(
    API_PATHS.ledger.setCommissionRate,
    {
      preValidation: adminOnly,
      schema: { body: setCommissionRateRequestSchema, response: { 200: z.object({ saved: z.literal(true) }) } },
    },
    async (request, reply) => {
      await setCommissionRate(db, adminIdOf(request), request.body);
      return reply.headers(NO_STORE).send({ saved: true as const });
    },
  );
};
