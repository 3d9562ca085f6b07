import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { ledgerRoutes } from './routes.ts';
import { settleDueBalances } from './service.ts';
import type { LedgerSettings } from './settings.ts';

const SETTLE_JOB = 'ledger-settle-balances';
const EVERY_MINUTE = '* * * * *';

export interface LedgerDeps {
  db: Database;
  settings: LedgerSettings;
}

/**
 * The sellers' money: its routes, and every minute one process settles the stores' kept balances
 * whose pending entries have become available (Payouts settles what is due before it reads, too).
 */
export async function registerLedger(app: FastifyInstance, deps: LedgerDeps): Promise<void> {
  app.jobs.every(SETTLE_JOB, EVERY_MINUTE, async () => {
    const settled = await settleDueBalances(deps.db, new Date());
    if (settled > 0) app.log.info({ settled }, 'ledger: store balances settled');
  });
  await app.register(ledgerRoutes, { db: deps.db, settings: deps.settings });
}
