import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { statisticsRoutes } from './routes.ts';
import { summariseRecent } from './service.ts';

const SUMMARY_JOB = 'statistics-summarise';
const EVERY_TEN_MINUTES = '*/10 * * * *';

export interface StatisticsDeps {
  db: Database;
  now?: () => Date;
}

/**
 * Statistics: its routes, and every ten minutes one process sums today's and yesterday's views,
 * orders, favourites and sign-ups into the daily rows the pages read, and drops the views no day
 * needs any more. A page view itself only appends a row.
 */
export async function registerStatistics(app: FastifyInstance, deps: StatisticsDeps): Promise<void> {
  app.jobs.every(SUMMARY_JOB, EVERY_TEN_MINUTES, async () => {
    const { dropped } = await summariseRecent(deps.db, deps.now?.() ?? new Date());
    if (dropped > 0) app.log.info({ dropped }, 'statistics: old views dropped');
  });
  await app.register(statisticsRoutes, { db: deps.db, now: deps.now });
}
