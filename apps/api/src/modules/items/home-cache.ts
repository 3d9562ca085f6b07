import { cachedBodyOf, type CachedBody } from '../../http/cached-body.ts';
import { ReadThroughCache } from '../../http/read-through-cache.ts';

/** The safety net behind the change notifications: no process serves a home block older than this. */
export const HOME_CACHE_TTL_MS = 30_000;

/** Read-through cache of serialised home blocks (top items, top sale, categories, the store strip). */
export class HomeCache {
  private readonly cache: ReadThroughCache<CachedBody>;

  constructor(ttlMs = HOME_CACHE_TTL_MS) {
    this.cache = new ReadThroughCache({ ttlMs });
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.cache.get(key, () => load().then(cachedBodyOf));
  }

  clear(): void {
    this.cache.clear();
  }
}
