import {
  FALLBACK_LANGUAGE,
  FAVOURITES_PAGE_SIZE,
  FOLLOWER_NOTICE_INTERVAL_HOURS,
  FOLLOWS_PAGE_SIZE,
  type FavouriteMarks,
  type FavouritesPage,
  type FollowerNoticeStore,
  type FollowsPage,
  type SetFavouriteAnswer,
  type SetFollowAnswer,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { sendToAccounts, type AccountNotice } from '../inbox/store-schedule.ts';
import { favouriteErrors } from './errors.ts';
import { wordNewProductsNotice, wordSaleNotice, type SaleNoticeFacts } from './service-notices.ts';
import {
  claimFollowerNotice,
  favouritePage,
  followPage,
  followerCount,
  followersOf,
  followersWithNews,
  isVisibleStore,
  lockListedItem,
  markFollowsNoticed,
  marksOf,
  setFollowRow,
  setHeart,
  type FollowerNews,
} from './store.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Followers read per round of the daily notice, and per batch of a sale's notices. */
const FOLLOWERS_PER_ROUND = 500;

/**
 * Hearts a product a buyer can see, or takes the heart back (whatever the product is now). The
 * item's row is locked, so its fav_count counts every committed heart. Doing it twice changes nothing.
 */
export async function setFavourite(
  db: Database,
  accountId: string,
  itemId: string,
  favourite: boolean,
): Promise<SetFavouriteAnswer> {
  if (!isUuid(itemId)) throw favouriteErrors.itemNotFound();
  const favCount = await db.transaction(async (tx) => {
    if (favourite && !(await lockListedItem(tx, itemId))) throw favouriteErrors.itemNotFound();
    return setHeart(tx, accountId, itemId, favourite);
  });
  return { itemId, favourite, favCount };
}

/** Follows a store a buyer can see, or stops following (whatever the store is now). Doing it twice changes nothing. */
export async function setFollow(db: Database, accountId: string, storeId: string, follow: boolean): Promise<SetFollowAnswer> {
  if (!isUuid(storeId)) throw favouriteErrors.storeNotFound();
  if (follow && !(await isVisibleStore(db, storeId))) throw favouriteErrors.storeNotFound();
  await setFollowRow(db, accountId, storeId, follow);
  return { storeId, follow, followers: await followerCount(db, storeId) };
}

/** How many follow a store (the store header's and the panel's figure). */
export async function followersOfStore(db: Database, storeId: string): Promise<number> {
  return isUuid(storeId) ? followerCount(db, storeId) : 0;
}

/** Which of a page's products the buyer hearted and which of its stores they follow. */
export async function favouriteMarks(
  db: Database,
  accountId: string,
  itemIds: string[],
  storeIds: string[],
): Promise<FavouriteMarks> {
  return marksOf(db, accountId, itemIds.filter(isUuid), storeIds.filter(isUuid));
}

export async function favouritesOf(db: Database, accountId: string, page: number): Promise<FavouritesPage> {
  const found = await favouritePage(db, accountId, FAVOURITES_PAGE_SIZE, (page - 1) * FAVOURITES_PAGE_SIZE);
  return { items: found.items, page, pageSize: FAVOURITES_PAGE_SIZE, total: found.total };
}

export async function followsOf(db: Database, accountId: string, page: number): Promise<FollowsPage> {
  const found = await followPage(db, accountId, FOLLOWS_PAGE_SIZE, (page - 1) * FOLLOWS_PAGE_SIZE);
  return {
    stores: found.stores.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      profileImage: row.profileImage,
      verified: row.merchantStatus === 'VERIFIED',
      productCount: Number(row.productCount),
      followers: Number(row.followers),
      followedAt: new Date(row.followedAt).toISOString(),
    })),
    page,
    pageSize: FOLLOWS_PAGE_SIZE,
    total: found.total,
  };
}

function byFollower(
  news: readonly FollowerNews[],
): Map<string, { language: FollowerNews['language']; stores: FollowerNoticeStore[] }> {
  const grouped = new Map<string, { language: FollowerNews['language']; stores: FollowerNoticeStore[] }>();
  for (const row of news) {
    const entry = grouped.get(row.accountId) ?? { language: row.language ?? FALLBACK_LANGUAGE, stores: [] };
    entry.stores.push({
      storeId: row.storeId,
      companyName: row.companyName,
      newItems: Number(row.newItems),
      newestItemId: row.newestItemId,
    });
    grouped.set(row.accountId, entry);
  }
  return grouped;
}

/**
 * The daily notice of followed stores' new products: each follower with news who was not told in
 * the last FOLLOWER_NOTICE_INTERVAL_HOURS gets one notice for all their stores, and is then told of
 * everything listed up to `now`. Per follower one transaction: the claim (one conditional upsert, so
 * another process running it at once tells nobody twice), the mark and the inbox row. Answers who
 * was told, for their bells.
 */
export async function sendFollowerNotices(db: Database, now: Date = new Date()): Promise<string[]> {
  const toldBefore = new Date(now.getTime() - FOLLOWER_NOTICE_INTERVAL_HOURS * HOUR_MS);
  const told: string[] = [];
  for (;;) {
    const news = await followersWithNews(db, now, toldBefore, FOLLOWERS_PER_ROUND);
    if (news.length === 0) break;
    const round = byFollower(news);
    let claimedAny = false;
    for (const [accountId, { language, stores }] of round) {
      const claimed = await db.transaction(async (tx) => {
        if (!(await claimFollowerNotice(tx, accountId, now, toldBefore))) return false;
        await markFollowsNoticed(tx, accountId, now);
        await sendToAccounts(tx, [wordNewProductsNotice(accountId, language, stores)]);
        return true;
      });
      if (claimed) told.push(accountId);
      claimedAny ||= claimed;
    }
    // Another process took every one of this round: what it has not finished it will.
    if (!claimedAny || round.size < FOLLOWERS_PER_ROUND) break;
  }
  return told;
}

/**
 * Tells every follower of a store of its sale, at once and in their language (events.ts' noticeFollowersOfSale,
 * after the sale has committed); a notice opens the store's page. In batches of
 * FOLLOWERS_PER_ROUND; answers who was told, for their bells.
 */
export async function sendSaleNotices(db: Database, sale: SaleNoticeFacts): Promise<string[]> {
  if (!isUuid(sale.storeId)) return [];
  const told: string[] = [];
  let after: string | null = null;
  for (;;) {
    const followers = await followersOf(db, sale.storeId, after, FOLLOWERS_PER_ROUND);
    if (followers.length === 0) break;
    const notices: AccountNotice[] = followers.map((follower) =>
      wordSaleNotice(follower.accountId, follower.language ?? FALLBACK_LANGUAGE, sale),
    );
    await sendToAccounts(db, notices);
    told.push(...followers.map((follower) => follower.accountId));
    after = followers[followers.length - 1]?.accountId ?? null;
    if (followers.length < FOLLOWERS_PER_ROUND) break;
  }
  return told;
}
