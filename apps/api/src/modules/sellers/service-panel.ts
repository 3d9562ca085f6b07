import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CategoryFlat, ItemStatus, Language, MerchantDashboard } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { items } from '../../db/schema.ts';
import { categoryList } from '../categories/service.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';
import { isUuid } from '../../http/ids.ts';
import { assertPartnerActive, partnerOf } from './service.ts';

/**
 * The seller panel's own calls (ours; spec §2 "Merchant host routes" shows what they feed):
 * `setItemsStatus`, `merchantDashboard`, `sellerFigures` (also the seller's getClientInfo stats)
 * and `permittedCategories`.
 */

/**
 * POST /merchant/v1/setItemsStatus: hides or shows several of the seller's own products in one
 * transaction. Any id that is another seller's → 403 NOT_ITEM_OWNER, else any unknown one → 404
 * ITEM_NOT_FOUND, and then nothing changes. Answers how many products changed status (those
 * already in it are left alone). The catalogue caches are dropped after the commit, so a hidden
 * product leaves the shopper lists at once.
 */
export async function setItemsStatus(db: Database, merchantId: string, ids: readonly string[], status: ItemStatus): Promise<number> {
  const wanted = [...new Set(ids)];
  const known = wanted.filter(isUuid);
  const updated = await db.transaction(async (tx) => {
    // First, as every catalogue write: the seller's account row is locked before the items' rows.
    await assertPartnerActive(tx, merchantId);
    const found =
      known.length === 0
        ? []
        : await tx
            .select({ id: items.id, merchantId: items.merchantId })
            .from(items)
            // A product an admin deleted is unknown to its seller.
            .where(and(inArray(items.id, known), isNull(items.deletedAt)))
            .orderBy(asc(items.id))
            .for('update');
    if (found.some((item) => item.merchantId !== merchantId)) throw catalogueErrors.notItemOwner();
    if (found.length !== wanted.length) throw catalogueErrors.itemNotFound();
    const changed = await tx
      .update(items)
      .set({ status, updatedAt: new Date() })
      .where(and(inArray(items.id, known), eq(items.merchantId, merchantId), ne(items.status, status)))
      .returning({ id: items.id });
    return changed.length;
  });
  if (updated > 0) await catalogueChanged(db);
  return updated;
}

interface FiguresRow {
  products: number | string;
  active: number | string;
  hidden: number | string;
  with_photos: number | string;
  views: number | string;
  favourites: number | string;
  sold: number | string;
  rating: number | string | null;
}

/**
 * The seller's figures over all own products, hidden ones included, deleted ones not (one pass over the seller's
 * rows of items_merchant_created_idx). Followers: there is no follow feature yet, so nobody
 * follows a store and the figure is 0.
 */
export async function merchantDashboard(db: Database, merchantId: string): Promise<MerchantDashboard> {
  const [row] = await rows<FiguresRow>(
    db,
    sql`SELECT count(*) AS products,
          count(*) FILTER (WHERE i.status = 'ACTIVE') AS active,
          count(*) FILTER (WHERE i.status = 'HIDDEN') AS hidden,
          count(*) FILTER (WHERE i.cover_image <> '' OR jsonb_array_length(i.media) > 0) AS with_photos,
          coalesce(sum(i.view_count), 0) AS views,
          coalesce(sum(i.fav_count), 0) AS favourites,
          coalesce(sum(i.sold), 0) AS sold,
          round(avg(nullif(i.rating, 0)), 2) AS rating
        FROM items i WHERE i.merchant_id = ${merchantId}::uuid AND i.deleted_at IS NULL`,
  );
  return {
    products: Number(row?.products ?? 0),
    activeProducts: Number(row?.active ?? 0),
    hiddenProducts: Number(row?.hidden ?? 0),
    productsWithPhotos: Number(row?.with_photos ?? 0),
    totalViews: Number(row?.views ?? 0),
    favourites: Number(row?.favourites ?? 0),
    sold: Number(row?.sold ?? 0),
    followers: 0,
    ratingAverage: row?.rating === null || row?.rating === undefined ? 0 : Number(row.rating),
  };
}

/** getClientInfo's `stats` of a seller (spec §3, its spelling): the dashboard's figures. */
export async function sellerStats(db: Database, merchantId: string): Promise<{ followers: number; views: number; raitingAvarage: number }> {
  const figures = await merchantDashboard(db, merchantId);
  return { followers: figures.followers, views: figures.totalViews, raitingAvarage: figures.ratingAverage };
}

/** GET /merchant/v1/getPermittedCategories: the leaf categories this seller may list products in, titles in `lng`. */
export async function permittedCategories(db: Database, merchantId: string, lng: Language): Promise<CategoryFlat[]> {
  const [all, partner] = await Promise.all([categoryList(db, lng), partnerOf(db, merchantId)]);
  const permitted = new Set(partner.categories);
  return all.filter((category) => category.isLeaf && (partner.allCategories || permitted.has(category.id)));
}
