import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';

/** The NOTIFY channel every API process listens on (PostgreSQL) to drop its home-block cache. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The safety net behind the notifications: no process serves a home block older than this. */
export const HOME_CACHE_TTL_MS = 30_000;

export interface CachedBody {
  /** The JSON text, serialised once. */
  body: string;
  etag: string;
  /** The value itself, for in-process readers (server rendering); never mutate it. */
  data: unknown;
}

interface Entry {
  value: Promise<CachedBody>;
  expiresAt: number;
}

/** Read-through cache of serialised home blocks (top items, top sale, categories). */
export class HomeCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly ttlMs = HOME_CACHE_TTL_MS) {}

  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const generation = this.generation;
    const value = load().then(serialise);
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    // A failed load is not remembered; neither is one that a change overtook while it ran.
    value.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

function serialise(data: unknown): CachedBody {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, data };
}

const caches = new WeakMap<Database, HomeCache>();

/** The one cache of a database handle, shared by the routes and the server-side shopper loaders. */
export function homeCacheOf(db: Database): HomeCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new HomeCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a committed catalogue write: drops this process's cache and tells the others. */
export async function catalogueChanged(db: Database): Promise<void> {
  homeCacheOf(db).clear();
  await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
}
