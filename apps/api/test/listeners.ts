import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rowsPlannedPerCall } from '../src/db/rows.ts';

/** PostgreSQL: waits until `count` API processes hold a live LISTEN on `channel` (each connects in the background at start). */
export async function waitForListeners(db: Database, channel: string, count: number, timeoutMs: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const [listeners] = await rowsPlannedPerCall<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND state = 'idle' AND query LIKE ${`%LISTEN "${channel}"%`}`,
      );
      expect(listeners?.n).toBe(count);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}
