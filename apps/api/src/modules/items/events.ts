import { announceChange } from '../../db/change-listener.ts';
import type { Database } from '../../db/connection.ts';
import { createSearchRankCache, type RankedIds } from '../search/store-ranks.ts';
import { PageCache } from '../../web/page-cache.ts';
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

/** The NOTIFY channel every API process listens on (PostgreSQL) to drop its catalogue caches. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** What a process keeps of the catalogue between requests; every catalogue change drops all of it. */
export interface CatalogueCaches {
  home: HomeCache;
  searchRanks: ReadThroughCache<RankedIds>;
  /** Server-rendered shopper pages; keeps nothing until the site routes give it a budget. */
  pages: PageCache;
  clear(): void;
}

const caches = new WeakMap<Database, CatalogueCaches>();

/** The caches of a database handle, shared by the routes and the server-side shopper loaders. */
export function catalogueCachesOf(db: Database): CatalogueCaches {
  let found = caches.get(db);
  if (!found) {
    const home = new HomeCache();
    const searchRanks = createSearchRankCache();
    const pages = new PageCache({ ttlMs: HOME_CACHE_TTL_MS, maxBytes: 0 });
    found = {
      home,
      searchRanks,
      pages,
      clear: () => {
        home.clear();
        searchRanks.clear();
        pages.clear();
      },
    };
    caches.set(db, found);
  }
  return found;
}

export const homeCacheOf = (db: Database): HomeCache => catalogueCachesOf(db).home;

/** Call after a committed catalogue write: drops this process's caches and tells the others. */
export async function catalogueChanged(db: Database): Promise<void> {
  catalogueCachesOf(db).clear();
  await announceChange(db, CATALOGUE_CHANNEL);
}
