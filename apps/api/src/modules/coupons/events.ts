import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { noticeFollowersOfSale } from '../favourites/events.ts';
import { catalogueChanged } from '../items/events.ts';
import { saleNoticeRows } from './store.ts';

/** What the steps after a commit need: the database, the bells' live channel, the log. */
export interface CouponEventsEnv {
  db: Database;
  live: LivePublisher;
  log: FastifyBaseLogger;
}

/**
 * After a committed change of products' sale prices (a sale put on or taken off): the cached pages,
 * home blocks and search orders that show prices are dropped in every process; the followers of each
 * store whose sale went on now are told of it (inbox and bell). A failure is logged; the change
 * itself is committed.
 */
export async function salePricesChanged(
  env: CouponEventsEnv,
  changed: { changed: number; started?: readonly string[] },
): Promise<void> {
  if (changed.changed > 0) {
    await catalogueChanged(env.db).catch((error: unknown) =>
      env.log.warn({ err: error }, 'coupons: catalogue caches not dropped'),
    );
  }
  const started = changed.started ?? [];
  if (started.length === 0) return;
  try {
    for (const sale of await saleNoticeRows(env.db, started)) await noticeFollowersOfSale(env, sale);
  } catch (error) {
    env.log.warn({ err: error, sales: started }, 'coupons: followers not told of a sale');
  }
}
