import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { followersTold } from './events.ts';
import { favouriteRoutes } from './routes.ts';
import { sendFollowerNotices } from './service.ts';
import { DEFAULT_FAVOURITE_SETTINGS, type FavouriteSettings } from './settings.ts';

const FOLLOWER_NOTICE_JOB = 'follower-notice';

export interface FavouriteDeps {
  db: Database;
  live: LivePublisher;
  settings?: FavouriteSettings | undefined;
}

/**
 * Hearts and follows: their routes, and the job that tells followers of followed stores' new
 * products (one process runs it; each follower's notice is claimed by one conditional upsert).
 */
export async function registerFavourites(app: FastifyInstance, deps: FavouriteDeps): Promise<void> {
  const settings = deps.settings ?? DEFAULT_FAVOURITE_SETTINGS;
  app.jobs.every(FOLLOWER_NOTICE_JOB, settings.followerNoticeCron, async () => {
    const told = await sendFollowerNotices(deps.db);
    if (told.length > 0) app.log.info({ told: told.length }, 'favourites: followers told of new products');
    await followersTold(deps.live, told);
  });
  await app.register(favouriteRoutes, { db: deps.db });
}
