import { describe, expect, it } from 'vitest';
import { judge, refunded, waitAfter, type AttemptRule, type CounterState } from './throttle.ts';

const MINUTE = 60_000;
const counted = (count: number, lastAt: number, forgetAfterMs = 10 * MINUTE): CounterState => ({
  count,
  lastAt,
  expiresAt: lastAt + forgetAfterMs,
});

describe('judge', () => {
  const lock: AttemptRule = { forgetAfterMs: 10 * MINUTE, lockAfter: 3 };

  it('counts attempts until the lock, then refuses until the count is forgotten', () => {
    const first = judge(undefined, lock, 1000);
    expect(first).toEqual({ allowed: true, next: counted(1, 1000) });
    expect(judge(counted(2, 1000), lock, 2000)).toEqual({ allowed: true, next: counted(3, 2000) });
    expect(judge(counted(3, 2000), lock, 5000)).toEqual({ allowed: false, reason: 'locked', retryAfterMs: 10 * MINUTE - 3000 });
    expect(judge(counted(3, 2000), lock, 2000 + 10 * MINUTE)).toEqual({
      allowed: true,
      next: counted(1, 2000 + 10 * MINUTE),
    });
  });

  it('lets the free attempts through, then makes each next one wait longer after the previous one', () => {
    const slow: AttemptRule = { forgetAfterMs: 24 * 60 * MINUTE, delay: { free: 2, firstMs: 1000, maxMs: 5000 } };
    const day = 24 * 60 * MINUTE;
    expect(judge(counted(1, 0, day), slow, 0)).toMatchObject({ allowed: true });
    expect(judge(counted(2, 0, day), slow, 999)).toEqual({ allowed: false, reason: 'delayed', retryAfterMs: 1 });
    expect(judge(counted(2, 0, day), slow, 1000)).toMatchObject({ allowed: true, next: { count: 3 } });
    expect(judge(counted(3, 0, day), slow, 1500)).toEqual({ allowed: false, reason: 'delayed', retryAfterMs: 500 });
    expect(judge(counted(9, 0, day), slow, 4000)).toEqual({ allowed: false, reason: 'delayed', retryAfterMs: 1000 });
  });
});

describe('waitAfter', () => {
  it('doubles from the first delay and stops at the cap, even for huge counts', () => {
    const delay = { free: 5, firstMs: 1000, maxMs: 15 * MINUTE };
    expect([4, 5, 6, 7, 14, 15, 1e9].map((count) => waitAfter(count, delay))).toEqual([
      0,
      1000,
      2000,
      4000,
      512_000,
      15 * MINUTE,
      15 * MINUTE,
    ]);
  });
});

describe('refunded', () => {
  it('takes one attempt back and drops a counter that reaches nothing', () => {
    expect(refunded(counted(3, 0), 10)).toEqual(counted(2, 0));
    expect(refunded(counted(1, 0), 10)).toBeNull();
    expect(refunded(undefined, 10)).toBeNull();
    expect(refunded(counted(3, 0), 10 * MINUTE)).toBeNull();
  });
});
