import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { attemptCounters } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { liveState, type CounterState } from './throttle.ts';

/** What a change writes for each key: a new state, null to drop the key, undefined to leave it. */
export type CounterWrite = CounterState | null | undefined;

/** Attempt counters that a flood of other keys cannot push out: Redis when configured, else the database. */
export interface CounterStore {
  /**
   * Reads the live counters of `keys`, lets `decide` choose what to write, and writes it with no other
   * change to these keys in between. `decide` must be pure: it may run again on a conflict.
   */
  change<T>(
    keys: string[],
    now: number,
    decide: (states: (CounterState | undefined)[]) => { result: T; writes: CounterWrite[] },
  ): Promise<T>;
}

/** Counters in `attempt_counters`, serialised per key with transaction-scoped advisory locks. */
export function databaseCounterStore(db: Database): CounterStore {
  return {
    change: (keys, now, decide) =>
      db.transaction(async (tx) => {
        // Sorted, so two changes of the same keys never wait on each other crosswise.
        for (const key of [...keys].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:${key}`}, 0))`);
        }
        const rows = await tx.select().from(attemptCounters).where(inArray(attemptCounters.key, keys));
        const states = keys.map((key) => {
          const row = rows.find((candidate) => candidate.key === key);
          const state = row && { count: row.count, lastAt: row.lastAt.getTime(), expiresAt: row.expiresAt.getTime() };
          return liveState(state, now);
        });
        const { result, writes } = decide(states);
        for (const [index, write] of writes.entries()) {
          const key = keys[index]!;
          if (write === null) {
            await tx.delete(attemptCounters).where(eq(attemptCounters.key, key));
          } else if (write) {
            const values = { count: write.count, lastAt: new Date(write.lastAt), expiresAt: new Date(write.expiresAt) };
            await tx
              .insert(attemptCounters)
              .values({ key, ...values })
              .onConflictDoUpdate({ target: attemptCounters.key, set: values });
          }
        }
        return result;
      }),
  };
}

/** Redis first; while Redis fails, the database keeps counting (a Redis outage must not open the door). */
export function withFallback(primary: CounterStore, fallback: CounterStore, log: FastifyBaseLogger): CounterStore {
  return {
    async change(keys, now, decide) {
      try {
        return await primary.change(keys, now, decide);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        log.warn({ err: error }, 'attempt counters: Redis failed, counting in the database');
        return fallback.change(keys, now, decide);
      }
    },
  };
}
