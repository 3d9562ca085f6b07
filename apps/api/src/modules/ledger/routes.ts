import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  earningsSchema,
  ledgerEntriesPageSchema,
  ledgerEntriesQuerySchema,
  ledgerExportQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { ledgerAdminRoutes } from './routes-admin.ts';
import { earnings, ledgerCsv, ledgerEntries } from './service.ts';
import type { LedgerSettings } from './settings.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The seller panel's Earnings (sellers only: a guest hears 401, any other account 403; a seller
 * reads only their own store's ledger): the balances and the monthly summary, the entries filtered
 * and paged, and the same entries as CSV. The admins' Payouts and commission rates are in
 * routes-admin.ts.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Database; settings: LedgerSettings; now?: () => Date }> = async (
  app,
  { db, settings, now = () => new Date() },
) => {
  const { sellerOnly, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.ledger.getEarnings,
    { preValidation: sellerOnly, schema: { response: { 200: earningsSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await earnings(db, accountOf(request.auth), settings, now())),
  );

  app.get(
    API_PATHS.ledger.getLedgerEntries,
    { preValidation: sellerOnly, schema: { querystring: ledgerEntriesQuerySchema, response: { 200: ledgerEntriesPageSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await ledgerEntries(db, accountOf(request.auth), request.query, now())),
  );

  app.get(
    API_PATHS.ledger.exportLedger,
    { preValidation: sellerOnly, schema: { querystring: ledgerExportQuerySchema } },
    async (request, reply) => {
      const csv = await ledgerCsv(db, accountOf(request.auth), request.query);
      const day = now().toISOString().slice(0, 10);
      return reply
        .headers({
          ...NO_STORE,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="earnings-${day}.csv"`,
        })
        .send(csv);
    },
  );

  await app.register(ledgerAdminRoutes, { db, now });
};
