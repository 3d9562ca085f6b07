import { describe, expect, it } from 'vitest';
import { retryOperation } from './retryOperation.ts';

/** A clock that only moves when the operation "sleeps". */
function fakeClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
  };
}

describe('retryOperation', () => {
  it('retries with doubling waits until the operation succeeds', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await retryOperation(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('offline');
        return 'record';
      },
      { budgetMs: 120_000, isRetryable: () => true, firstDelayMs: 500, ...clock },
    );
    expect(result).toBe('record');
    expect(clock.waits).toEqual([500, 1000, 2000]);
  });

  it('stops at once on an error that retrying cannot fix', async () => {
    const clock = fakeClock();
    const refused = new Error('refused');
    await expect(
      retryOperation(() => Promise.reject(refused), { budgetMs: 120_000, isRetryable: () => false, ...clock }),
    ).rejects.toBe(refused);
    expect(clock.waits).toEqual([]);
  });

  it('gives up when the next wait would pass the budget', async () => {
    const clock = fakeClock();
    await expect(
      retryOperation(() => Promise.reject(new Error('down')), {
        budgetMs: 120_000,
        isRetryable: () => true,
        firstDelayMs: 1000,
        maxDelayMs: 15_000,
        ...clock,
      }),
    ).rejects.toThrow('down');
    const waited = clock.waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThan(120_000);
    expect(waited + 15_000).toBeGreaterThanOrEqual(120_000);
  });
});
