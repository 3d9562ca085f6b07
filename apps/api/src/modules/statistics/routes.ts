import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  marketStatisticsSchema,
  recordViewAnswerSchema,
  recordViewRequestSchema,
  statisticsQuerySchema,
  storeStatisticsSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { registerView } from '../items/service.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { marketStatistics, recordView, storeStatistics } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /statistics/v1/*: a product page's view (anyone: counted once per page load for the product's
 * viewCount, once per visitor and day for the statistics); the seller's statistics of its own store
 * (sellers only: a guest hears 401, others 403; a deactivated store still reads them) and the admin's
 * of the marketplace (admins only). Never cached: the job's next run shows at once.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now }) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);
  const { sellerOnly, accountOf } = sellerGuards(app, db);
  const clock = now ?? (() => new Date());

  app.post(
    API_PATHS.statistics.recordView,
    { schema: { body: recordViewRequestSchema, response: { 200: recordViewAnswerSchema } } },
    async (request, reply) => {
      const { id, view_id: viewId, visitor, source } = request.body;
      const counted = await registerView(db, id, viewId);
      // A page load already reported (a remount, a retry) is not a new view of the day either.
      const accountId = counted ? await signedInAccount(request) : undefined;
      const countedToday = counted && (await recordView(db, { itemId: id, accountId, visitor, viewId, source }, clock()));
      return reply.headers(NO_STORE).send({ counted, countedToday });
    },
  );

  /** The caller's account when a live session comes with the request; a guest (or a stale token) is none. */
  async function signedInAccount(request: Parameters<typeof app.sessionGuard.requireSession>[0]): Promise<string | undefined> {
    if (!request.headers.authorization && !request.headers.cookie) return undefined;
    try {
      return (await app.sessionGuard.requireSession(request)).account.id;
    } catch {
      return undefined;
    }
  }

  app.get(
    API_PATHS.statistics.getStoreStatistics,
    { preValidation: sellerOnly, schema: { querystring: statisticsQuerySchema, response: { 200: storeStatisticsSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await storeStatistics(db, accountOf(request.auth), request.query, clock())),
  );

  app.get(
    API_PATHS.statistics.getMarketStatistics,
    { preValidation: adminOnly, schema: { querystring: statisticsQuerySchema, response: { 200: marketStatisticsSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await marketStatistics(db, request.query, clock())),
  );
};
