// Favourites (a buyer's hearts on products) and store follows (zod-free: a card that only shows a
// heart loads no schema).

/** Products per page of the buyer's favourites in /profile, and stores per page of the follows. */
export const FAVOURITES_PAGE_SIZE = 24;
export const FOLLOWS_PAGE_SIZE = 24;
/** Deepest numbered page of either list. */
export const FAVOURITES_MAX_PAGE = 1_000;
/** Ids one marks question may ask about (a page's cards and stores). */
export const FAVOURITE_MARKS_MAX_IDS = 100;
/** A follower hears of followed stores' new products at most once in this many hours. */
export const FOLLOWER_NOTICE_INTERVAL_HOURS = 24;
/** Stores named in one follower notice; the rest are counted ("and 3 more"). */
export const FOLLOWER_NOTICE_STORES_NAMED = 3;

export const FAVOURITE_ERROR_CODES = {
  /** No such product a buyer can see (unknown, hidden, deleted, or of an inactive store). */
  FAVOURITE_ITEM_NOT_FOUND: 'FAVOURITE_ITEM_NOT_FOUND',
  /** No such store a buyer can see. */
  FOLLOW_STORE_NOT_FOUND: 'FOLLOW_STORE_NOT_FOUND',
} as const;
export type FavouriteErrorCode = (typeof FAVOURITE_ERROR_CODES)[keyof typeof FAVOURITE_ERROR_CODES];

/** One followed store's news in a follower notice. */
export interface FollowerNoticeStore {
  storeId: string;
  companyName: string;
  /** New products since the follower was last told. */
  newItems: number;
  /** The newest of them: the notice opens it when it is the only one. */
  newestItemId: string;
}

/**
 * Where a follower notice leads: the one new product's page, the one store's page, or the buyer's
 * followed stores when several stores have news.
 */
export function followerNoticeLink(stores: readonly FollowerNoticeStore[]): string {
  const [first] = stores;
  if (!first || stores.length > 1) return '/profile/following';
  if (first.newItems === 1) return `/item?id=${encodeURIComponent(first.newestItemId)}`;
  return `/company?id=${encodeURIComponent(first.storeId)}`;
}
