import { sql } from 'drizzle-orm';
import type { Queryable } from './accounts.ts';
import type { LiveSession } from './sessions.ts';

/** The NOTIFY channel every API process listens on (PostgreSQL) to drop its cached sessions. */
export const SESSIONS_CHANNEL = 'sessions_changed';

/**
 * How long a process may answer from a session it read. Every change to sessions or accounts made
 * through the API drops the cache at once in this process and, by NOTIFY at commit, in the others;
 * this bound only matters for a change made outside the API or while a listener reconnects.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;

/**
 * Live sessions by token digest, so that a signed-in request does not read its session from the
 * database each time. A read that started before a clear is not cached (the generation moved on):
 * it may have seen the session just before a logout or a block committed.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession; untilMs: number }>();
  private generation = 0;

  get(tokenDigest: string, nowMs: number): LiveSession | undefined {
    const entry = this.entries.get(tokenDigest);
    if (!entry) return undefined;
    if (nowMs < entry.untilMs) return entry.session;
    this.entries.delete(tokenDigest);
    return undefined;
  }

  /** The generation a read starts in; pass it to `set` when the read is done. */
  currentGeneration(): number {
    return this.generation;
  }

  set(tokenDigest: string, session: LiveSession, untilMs: number, readInGeneration: number): void {
    if (readInGeneration !== this.generation) return;
    if (this.entries.size >= MAX_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenDigest, { session: Object.freeze({ ...session, account: Object.freeze({ ...session.account }) }), untilMs });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** One per process: tokens are unique, so the servers a test starts in one process may share it. */
export const sessionCache = new SessionCache();

/**
 * Call wherever sessions end or an account changes, inside the writing transaction if there is
 * one: drops this process's cached sessions now and, through NOTIFY (sent when the transaction
 * commits), every other process's — and this one's again, after the commit.
 */
export async function sessionsChanged(db: Queryable): Promise<void> {
  sessionCache.clear();
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, '')`);
}
