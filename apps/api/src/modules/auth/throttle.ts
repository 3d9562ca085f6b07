/** A counter of attempts under one key, in epoch milliseconds of the auth clock. */
export interface CounterState {
  count: number;
  lastAt: number;
  /** The count is forgotten from then on. */
  expiresAt: number;
}

/** What a key allows. Both limits may be set; a key with neither only counts. */
export interface AttemptRule {
  /** The count is forgotten this long after the last counted attempt. */
  forgetAfterMs: number;
  /** Refused once this many attempts are counted, until the count is forgotten. */
  lockAfter?: number;
  /** After `free` counted attempts, the next one waits `firstMs` after the previous one, doubling each time up to `maxMs`. */
  delay?: { free: number; firstMs: number; maxMs: number };
}

export type Verdict =
  { allowed: true; next: CounterState } | { allowed: false; retryAfterMs: number; reason: 'locked' | 'delayed' };

/** The state that still counts at `now`, or none. */
export const liveState = (state: CounterState | undefined, now: number): CounterState | undefined =>
  state && state.expiresAt > now ? state : undefined;

/** How long the attempt after `count` counted ones waits after the previous one. */
export function waitAfter(count: number, delay: AttemptRule['delay']): number {
  if (!delay || count < delay.free) return 0;
  // 2 ** 40 ms is centuries: beyond it the cap has long applied.
  return Math.min(delay.maxMs, delay.firstMs * 2 ** Math.min(count - delay.free, 40));
}

/** Whether one more attempt may go ahead now, and if so the counter that counts it. */
export function judge(state: CounterState | undefined, rule: AttemptRule, now: number): Verdict {
  const live = liveState(state, now);
  const count = live?.count ?? 0;
  if (live && rule.lockAfter !== undefined && count >= rule.lockAfter) {
    return { allowed: false, retryAfterMs: live.expiresAt - now, reason: 'locked' };
  }
  const wait = waitAfter(count, rule.delay);
  if (live && now < live.lastAt + wait) return { allowed: false, retryAfterMs: live.lastAt + wait - now, reason: 'delayed' };
  return { allowed: true, next: { count: count + 1, lastAt: now, expiresAt: now + rule.forgetAfterMs } };
}

/** Takes back one counted attempt (it turned out right); the key's clock is left as it was. */
export function refunded(state: CounterState | undefined, now: number): CounterState | null {
  const live = liveState(state, now);
  if (!live || live.count <= 1) return null;
  return { ...live, count: live.count - 1 };
}
