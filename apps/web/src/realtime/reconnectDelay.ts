/** How the page's live connection comes back after a drop. */
export const LIVE_RECONNECT = {
  /** The first wait after a drop (before jitter). */
  firstDelayMs: 500,
  /** The longest wait, however many attempts failed. */
  maxDelayMs: 30_000,
  /** A connection that stays up this long resets the backoff: its next drop is retried at once. */
  stableAfterMs: 10_000,
} as const;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from firstDelayMs up to maxDelayMs,
 * and a random half of it taken off, so that the pages a restart dropped do not all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT.maxDelayMs, LIVE_RECONNECT.firstDelayMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}
