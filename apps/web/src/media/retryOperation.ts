export interface RetryOperationOptions {
  /** Give up once this much time has passed since the first attempt. */
  budgetMs: number;
  isRetryable: (error: unknown) => boolean;
  /** First wait; doubles after each failure. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `operation` until it succeeds, fails for good, or the time budget is spent (then the last error is thrown). */
export async function retryOperation<T>(operation: () => Promise<T>, options: RetryOperationOptions): Promise<T> {
  const { budgetMs, isRetryable, firstDelayMs = 500, maxDelayMs = 15_000, now = Date.now, sleep = defaultSleep } = options;
  const startedAt = now();
  let delay = firstDelayMs;
  for (;;) {
    try {
      return await operation();
    } catch (error) {
      const waitUntil = now() + delay;
      if (!isRetryable(error) || waitUntil - startedAt >= budgetMs) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
