import type { CategoryFlat, ItemStatus, Language, MerchantDashboard } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { categoryList } from '../categories/service.ts';
import { catalogueErrors } from '../items/errors.ts';
import { storeChanged } from './events.ts';
import { assertStoreActive, sellerRecordOf } from './service.ts';
import { lockLiveItems, sellerFigures, writeItemsStatus } from './store.ts';
import { followersOfStore } from '../favourites/service.ts';

/**
 * The seller panel's own calls (ours; spec §2 "Merchant host routes" shows what they feed):
 * `setItemsStatus`, `sellerDashboard`, `sellerStats` (the seller's getClientInfo stats) and
 * `permittedCategories`.
 */

/**
 * POST /merchant/v1/setItemsStatus: hides or shows several of the seller's own products in one
 * transaction. Any id that is another seller's → 403 NOT_ITEM_OWNER, else any unknown one → 404
 * ITEM_NOT_FOUND, and then nothing changes. Answers how many products changed status (those
 * already in it are left alone). The catalogue caches are dropped after the commit, so a hidden
 * product leaves the shopper lists at once.
 */
export async function setItemsStatus(
  db: Database,
  sellerId: string,
  ids: readonly string[],
  status: ItemStatus,
): Promise<number> {
  const wanted = [...new Set(ids)];
  const known = wanted.filter(isUuid);
  const updated = await db.transaction(async (tx) => {
    // First, as every catalogue write: the seller's account row is locked before the items' rows.
    await assertStoreActive(tx, sellerId);
    // A product an admin deleted is unknown to its seller.
    const found = known.length === 0 ? [] : await lockLiveItems(tx, known);
    if (found.some((item) => item.merchantId !== sellerId)) throw catalogueErrors.notItemOwner();
    if (found.length !== wanted.length) throw catalogueErrors.itemNotFound();
    return writeItemsStatus(tx, sellerId, known, status);
  });
  if (updated > 0) await storeChanged(db);
  return updated;
}

/** The seller's figures over all own products, hidden ones included, deleted ones not; the store's followers. */
export async function sellerDashboard(db: Database, sellerId: string): Promise<MerchantDashboard> {
  const [row, followers] = await Promise.all([sellerFigures(db, sellerId), followersOfStore(db, sellerId)]);
  return {
    products: Number(row?.products ?? 0),
    activeProducts: Number(row?.active ?? 0),
    hiddenProducts: Number(row?.hidden ?? 0),
    productsWithPhotos: Number(row?.with_photos ?? 0),
    totalViews: Number(row?.views ?? 0),
    favourites: Number(row?.favourites ?? 0),
    sold: Number(row?.sold ?? 0),
    followers,
    ratingAverage: row?.rating === null || row?.rating === undefined ? 0 : Number(row.rating),
  };
}

/** getClientInfo's `stats` of a seller (spec §3, its spelling): the dashboard's figures. */
export async function sellerStats(
  db: Database,
  sellerId: string,
): Promise<{ followers: number; views: number; raitingAvarage: number }> {
  const figures = await sellerDashboard(db, sellerId);
  return { followers: figures.followers, views: figures.totalViews, raitingAvarage: figures.ratingAverage };
}

/** GET /merchant/v1/getPermittedCategories: the leaf categories this seller may list products in, titles in `lng`. */
export async function permittedCategories(db: Database, sellerId: string, lng: Language): Promise<CategoryFlat[]> {
  const [all, seller] = await Promise.all([categoryList(db, lng), sellerRecordOf(db, sellerId)]);
  const permitted = new Set(seller.categories);
  return all.filter((category) => category.isLeaf && (seller.allCategories || permitted.has(category.id)));
}
