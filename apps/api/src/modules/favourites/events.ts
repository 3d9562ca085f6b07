import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import type { SaleNoticeFacts } from './service-notices.ts';
import { sendSaleNotices } from './service.ts';

/** What the steps after a commit need: the database, the bells' live channel, the log. */
export interface FollowerEventsEnv {
  db: Database;
  live: LivePublisher;
  log: FastifyBaseLogger;
}

/** These followers' bells changed (their notices are in their inboxes). */
export async function followersTold(live: LivePublisher, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length > 0) await live.publish([{ t: 'bell', accountIds: [...accountIds] }]);
}

/**
 * After a store's sale has committed: each of its followers gets a notice of it in their inbox and
 * bell. Never throws: the sale is committed whatever happens to its notices.
 */
export async function noticeFollowersOfSale(env: FollowerEventsEnv, sale: SaleNoticeFacts): Promise<void> {
  try {
    await followersTold(env.live, await sendSaleNotices(env.db, sale));
  } catch (error) {
    env.log.warn({ err: error, storeId: sale.storeId }, 'favourites: followers not told of a sale');
  }
}
