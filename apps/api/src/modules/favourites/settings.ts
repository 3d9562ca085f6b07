import { z } from 'zod';

/** The followers' notices (FOLLOWER_NOTICE_* variables), read by config.ts. */
export interface FavouriteSettings {
  /**
   * When the job looks for followers to tell of followed stores' new products (cron, UTC). Each run
   * tells only those not told in the last FOLLOWER_NOTICE_INTERVAL_HOURS, so running it hourly
   * means a follower hears within the hour of the first news, and at most once a day.
   */
  followerNoticeCron: string;
}

const DEFAULT_CRON = '17 * * * *';

/** Spread into the environment schema of config.ts. */
export const favouriteEnvShape = {
  FOLLOWER_NOTICE_CRON: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, { message: 'must be a cron expression of five fields (minute hour day month weekday)' })
    .default(DEFAULT_CRON),
};

type FavouriteEnv = z.output<z.ZodObject<typeof favouriteEnvShape>>;

export function favouriteSettingsOf(env: FavouriteEnv): FavouriteSettings {
  return { followerNoticeCron: env.FOLLOWER_NOTICE_CRON };
}

export const DEFAULT_FAVOURITE_SETTINGS: FavouriteSettings = { followerNoticeCron: DEFAULT_CRON };
