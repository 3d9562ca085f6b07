import { z } from 'zod';

/** The live channel's guard against one client holding every socket (LIVE_* variables), read by config.ts. */
export interface LiveSettings {
  /** Open live connections one client address (an IPv6 /64) may hold in this process; 0: no limit. */
  maxConnectionsPerAddress: number;
}

/**
 * A page holds one connection, so even a large office or a carrier's shared address stays far below
 * this; a load test from one machine (bench:chat opens 500 on each of its two processes) too.
 */
export const DEFAULT_LIVE_CONNECTIONS_PER_ADDRESS = 1000;

/** Spread into the environment schema of config.ts. */
export const liveEnvShape = {
  LIVE_CONNECTIONS_PER_ADDRESS: z
    .string()
    .regex(/^\d{1,7}$/, { message: 'must be a whole number of connections (0 for no limit)' })
    .transform(Number)
    .default(DEFAULT_LIVE_CONNECTIONS_PER_ADDRESS),
};

type LiveEnv = z.output<z.ZodObject<typeof liveEnvShape>>;

export function liveSettingsOf(env: LiveEnv): LiveSettings {
  return { maxConnectionsPerAddress: env.LIVE_CONNECTIONS_PER_ADDRESS };
}
