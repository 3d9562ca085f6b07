import { HOME_POPULAR, HOME_TOP_SALE, type Language } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { categoryList, categoryTree } from '../categories/service.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { homeCacheOf } from './events.ts';
import { topItems, type TopOrder } from './store.ts';

/** The cached home blocks, shared by the HTTP routes and the server-rendered shopper pages. */
export const homeBlocks = {
  top: (db: Database, order: TopOrder, top: number): Promise<CachedBody> =>
    homeCacheOf(db).get(`top:${order}:${top}`, () => topItems(db, order, top)),
  categoryTree: (db: Database, lng: Language): Promise<CachedBody> =>
    homeCacheOf(db).get(`tree:${lng}`, () => categoryTree(db, lng)),
  categoryList: (db: Database, lng: Language): Promise<CachedBody> =>
    homeCacheOf(db).get(`list:${lng}`, () => categoryList(db, lng)),
};

export const DEFAULT_TOP: Record<TopOrder, number> = { popular: HOME_POPULAR, bestselling: HOME_TOP_SALE };
