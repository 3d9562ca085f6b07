import { announceChange } from '../../db/change-listener.ts';
import type { Database } from '../../db/connection.ts';
import type { LiveSession } from './sessions.ts';

/** The NOTIFY channel every API process listens on (PostgreSQL) to drop its cached sessions. */
export const SESSIONS_CHANNEL = 'sessions_changed';

/**
 * How long a process may answer from a session it read. Every change to sessions or accounts made
 * through the API drops the cache once it has committed, in this process at once and in the others
 * by NOTIFY; this bound only matters for a change made outside the API or while a listener reconnects.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;

/**
 * Live sessions by token digest, so that a signed-in request does not read its session from the
 * database each time. A read that started before a clear is not cached (the generation moved on):
 * it may have seen the session just before a logout or a block committed. The clear comes after
 * the commit, so no read that starts after it can see the old session.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession; untilMs: number }>();
  private generation = 0;
  private readonly clearListeners = new Set<() => void>();

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

  /** Keeps a session read in `readInGeneration`, unless the cache was cleared since (see frozenSession). */
  set(tokenDigest: string, session: LiveSession, untilMs: number, readInGeneration: number): void {
    if (readInGeneration !== this.generation) return;
    if (this.entries.size >= MAX_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenDigest, { session, untilMs });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /**
   * Runs `listener` after every clear: sessions may have ended (here, or in another process whose
   * notice reached this one). The live channel checks its connections' sessions again.
   */
  onClear(listener: () => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }
}

/**
 * A session as requests share it: the same object answers many requests, so none may change it
 * (a change throws, on the first request as on the later ones).
 */
export function frozenSession(session: LiveSession): LiveSession {
  const settings = session.account.settings;
  if (settings && typeof settings === 'object') Object.freeze(settings);
  return Object.freeze({ ...session, account: Object.freeze({ ...session.account }) });
}

const caches = new WeakMap<object, SessionCache>();

/** The cache of a database handle (the one the server was built with; each server has its own). */
export function sessionCacheOf(db: object): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Call after a committed change that ends sessions or changes an account (logout, block,
 * deactivation, upgrade, reset, profile edit), with the server's own database handle — not a
 * transaction, and not before the commit: a request that read the session meanwhile could
 * otherwise put the old one back. Drops this process's cached sessions and, through NOTIFY, every
 * other process's.
 */
export async function sessionsChanged(db: Database): Promise<void> {
  sessionCacheOf(db).clear();
  await announceChange(db, SESSIONS_CHANNEL);
}
