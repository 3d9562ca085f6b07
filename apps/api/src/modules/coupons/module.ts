import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { salePricesChanged } from './events.ts';
import { couponRoutes } from './routes.ts';
import { applyDueSales } from './service-sales.ts';

const SALES_JOB = 'sales-due';
/** Every minute: a sale goes on its products within the minute its first Baku day begins, and off after its last. */
const SALES_CRON = '* * * * *';

/**
 * Coupons and sales: their routes and the minute job that puts sales on and takes them off (one
 * process runs it), telling the followers of a store whose sale went on.
 */
export async function registerCoupons(app: FastifyInstance, deps: { db: Database; live: LivePublisher }): Promise<void> {
  const { db, live } = deps;
  app.jobs.every(SALES_JOB, SALES_CRON, async () => {
    const changed = await db.transaction((tx) => applyDueSales(tx, new Date()));
    if (changed.changed > 0) app.log.info({ products: changed.changed }, 'coupons: sale prices changed');
    await salePricesChanged({ db, live, log: app.log }, changed);
  });
  await app.register(couponRoutes, { db, live });
}
