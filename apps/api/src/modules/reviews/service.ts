import {
  ADMIN_ACTION,
  REVIEWABLE_ORDER_STATUSES,
  REVIEW_PAGE_SIZE,
  averageRating,
  isReviewEditable,
  reviewEditableUntil,
  reviewerNameOf,
  type ItemReviews,
  type OrderReviews,
  type Review,
  type ReviewPage,
  type ReviewSummary,
} from '@marketplace/contract';
import type { z } from 'zod';
import type {
  adminReviewsQuerySchema,
  itemReviewsQuerySchema,
  replyReviewRequestSchema,
  saveReviewRequestSchema,
  setReviewHiddenRequestSchema,
  storeReviewsQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { StoredReviewPhoto } from '../../db/schema.ts';
import { isUuid } from '../../http/ids.ts';
import { recordAdminAction } from '../audit/service.ts';
import { downloadUrlOf, type RecordView } from '../media/records.ts';
import { reviewErrors } from './errors.ts';
import {
  findReview,
  insertReview,
  lineForReview,
  lockItem,
  lockReview,
  orderLinesWithReviews,
  ownImageRows,
  refreshItemRating,
  reviewOfLine,
  reviewPageRows,
  reviewView,
  setReplyOnce,
  starCounts,
  updateReview,
  type ReviewListFilter,
  type ReviewView,
} from './store.ts';

/** How answers address stored photos (the media module's public base). */
export type ReviewMedia = RecordView;

/** Who reads a review: the public never learns why one is hidden (it never sees one). */
type Reader = 'public' | 'party';

function toReview(media: ReviewMedia, row: ReviewView, reader: Reader = 'party'): Review {
  return {
    id: row.id,
    orderLineId: row.orderLineId,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    itemCover: row.itemCover,
    storeId: row.sellerId,
    buyerName: reviewerNameOf(row.buyerName ?? '', row.buyerLastname ?? ''),
    rating: row.rating,
    text: row.text,
    photos: row.photos.map((photo) => ({
      id: photo.uploadId,
      url: downloadUrlOf(media, photo.key),
      width: photo.width,
      height: photo.height,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    reply: row.reply !== null && row.repliedAt !== null ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    hidden: reader === 'party' && row.hidden,
    hiddenReason: reader === 'party' ? row.hiddenReason : '',
  };
}

const summaryOf = (counts: number[]): ReviewSummary => {
  const total = counts.reduce((sum, value) => sum + value, 0);
  const sum = counts.reduce((acc, value, index) => acc + value * (index + 1), 0);
  return { average: averageRating(sum, total), count: total, counts };
};

async function pageOf(db: Database, media: ReviewMedia, filter: ReviewListFilter, reader: Reader): Promise<ReviewPage> {
  const { found, total } = await reviewPageRows(db, filter);
  return {
    reviews: found.map((row) => toReview(media, row, reader)),
    page: filter.page,
    pageSize: REVIEW_PAGE_SIZE,
    total,
  };
}

/** A product's visible reviews, newest first, one page (of one rating if asked), with the product's summary. */
export async function itemReviews(
  db: Database,
  media: ReviewMedia,
  query: z.output<typeof itemReviewsQuerySchema>,
): Promise<ItemReviews> {
  if (!isUuid(query.itemId)) {
    return { reviews: [], page: query.page, pageSize: REVIEW_PAGE_SIZE, total: 0, summary: summaryOf([0, 0, 0, 0, 0]) };
  }
  const [page, counts] = await Promise.all([
    pageOf(db, media, { page: query.page, stars: query.stars, itemId: query.itemId, hidden: false }, 'public'),
    starCounts(db, { itemId: query.itemId }),
  ]);
  return { ...page, summary: summaryOf(counts) };
}

/** A store's score over the visible reviews of its products. */
export async function storeScore(db: Database, storeId: string): Promise<ReviewSummary> {
  if (!isUuid(storeId)) return summaryOf([0, 0, 0, 0, 0]);
  return summaryOf(await starCounts(db, { sellerId: storeId }));
}

/** What a save changed: the review as answered, and the item whose rating followed. */
export interface ReviewChange {
  review: Review;
}

/**
 * Writes the buyer's review of an order line of theirs whose order is DELIVERED or COMPLETED, or
 * changes it within REVIEW_EDIT_DAYS of writing it. The item's row is locked first, so the reviews
 * of one item are changed one at a time and its rating, recounted in the same transaction, counts
 * every committed one.
 */
export async function saveReview(
  db: Database,
  media: ReviewMedia,
  buyerId: string,
  input: z.output<typeof saveReviewRequestSchema>,
  now: Date = new Date(),
): Promise<ReviewChange> {
  const reviewId = await db.transaction(async (tx) => {
    const line = await lineForReview(tx, input.orderLineId);
    if (!line || line.buyerId !== buyerId) throw reviewErrors.lineNotFound();
    if (!(REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(line.status)) throw reviewErrors.notDelivered(line.status);
    if (!line.itemId || !(await lockItem(tx, line.itemId))) throw reviewErrors.itemGone();
    const photos = await ownPhotos(tx, buyerId, input.photoIds);
    const existing = await reviewOfLine(tx, line.id);
    if (existing) {
      if (!isReviewEditable(existing.createdAt, now)) {
        throw reviewErrors.editClosed(reviewEditableUntil(existing.createdAt).toISOString());
      }
      await updateReview(tx, existing.id, { rating: input.rating, text: input.text, photos, updatedAt: now });
    }
    const saved =
      existing ??
      (await insertReview(tx, {
        orderLineId: line.id,
        orderId: line.orderId,
        buyerId,
        sellerId: line.sellerId,
        itemId: line.itemId,
        rating: input.rating,
        text: input.text,
        photos,
        createdAt: now,
        updatedAt: now,
      }));
    await refreshItemRating(tx, line.itemId);
    return saved.id;
  });
  return { review: await answerOf(db, media, reviewId) };
}

/** The photos as stored: each id a finished image upload of the buyer's own, in the order given. */
async function ownPhotos(
  tx: Parameters<typeof ownImageRows>[0],
  buyerId: string,
  ids: readonly string[],
): Promise<StoredReviewPhoto[]> {
  const found = new Map((await ownImageRows(tx, buyerId, ids)).map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const upload = found.get(id);
    if (!upload) throw reviewErrors.photoInvalid(index);
    return { uploadId: upload.id, key: upload.key, width: upload.width, height: upload.height };
  });
}

async function answerOf(db: Database, media: ReviewMedia, reviewId: string): Promise<Review> {
  const row = await reviewView(db, reviewId);
  if (!row) throw reviewErrors.reviewNotFound();
  return toReview(media, row);
}

/** Each line of the buyer's order with its review, and whether it may be written or changed now. */
export async function orderReviews(
  db: Database,
  media: ReviewMedia,
  buyerId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<OrderReviews> {
  const found = await orderLinesWithReviews(db, orderId, buyerId);
  if (!found) throw reviewErrors.lineNotFound();
  const reviewable = (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(found.order.status);
  const byLine = new Map(found.written.map((row) => [row.orderLineId, row]));
  return {
    lines: found.lines.map((line) => {
      const written = byLine.get(line.id);
      const canSave = reviewable && line.itemId !== null && (!written || isReviewEditable(written.createdAt, now));
      return { orderLineId: line.id, canSave, review: written ? toReview(media, written) : null };
    }),
  };
}

/** The seller's Reviews: reviews of the store's products, newest first, hidden ones marked. */
export async function storeReviews(
  db: Database,
  media: ReviewMedia,
  sellerId: string,
  query: z.output<typeof storeReviewsQuerySchema>,
): Promise<ReviewPage> {
  return pageOf(db, media, { page: query.page, stars: query.stars, sellerId, unanswered: query.unanswered }, 'party');
}

/** The seller's one reply to a review of their store's product. */
export async function replyReview(
  db: Database,
  media: ReviewMedia,
  sellerId: string,
  input: z.output<typeof replyReviewRequestSchema>,
  now: Date = new Date(),
): Promise<Review> {
  const review = await findReview(db, input.reviewId);
  if (!review || review.sellerId !== sellerId) throw reviewErrors.reviewNotFound();
  if (!(await setReplyOnce(db, review.id, sellerId, input.text, now))) throw reviewErrors.alreadyReplied();
  return answerOf(db, media, review.id);
}

/** The admin's list: every review, newest first, by rating, hidden or not, product. */
export async function adminReviews(
  db: Database,
  media: ReviewMedia,
  query: z.output<typeof adminReviewsQuerySchema>,
): Promise<ReviewPage> {
  if (query.itemId !== undefined && !isUuid(query.itemId)) {
    return { reviews: [], page: query.page, pageSize: REVIEW_PAGE_SIZE, total: 0 };
  }
  return pageOf(db, media, { page: query.page, stars: query.stars, hidden: query.hidden, itemId: query.itemId }, 'party');
}

/**
 * An admin hides a review with a reason, or shows it again: the item's rating follows and the audit
 * log records it, in one transaction. Setting the state it already has changes and records nothing.
 */
export async function setReviewHidden(
  db: Database,
  media: ReviewMedia,
  adminId: string,
  input: z.output<typeof setReviewHiddenRequestSchema>,
  now: Date = new Date(),
): Promise<{ review: Review; changed: boolean }> {
  const known = await findReview(db, input.reviewId);
  if (!known) throw reviewErrors.reviewNotFound();
  const changed = await db.transaction(async (tx) => {
    // The item first, as a save locks it: the two never wait for each other in opposite orders.
    if (known.itemId) await lockItem(tx, known.itemId);
    const review = await lockReview(tx, known.id);
    if (!review) throw reviewErrors.reviewNotFound();
    if (review.hidden === input.hidden) return false;
    const reason = input.hidden ? input.reason : '';
    await updateReview(tx, review.id, {
      hidden: input.hidden,
      hiddenReason: reason,
      hiddenAt: input.hidden ? now : null,
      hiddenBy: input.hidden ? adminId : null,
    });
    await recordAdminAction(tx, {
      adminId,
      action: input.hidden ? ADMIN_ACTION.REVIEW_HIDDEN : ADMIN_ACTION.REVIEW_SHOWN,
      target: { kind: 'review', id: review.id },
      details: { itemId: review.itemId, storeId: review.sellerId, rating: review.rating, ...(input.hidden ? { reason } : {}) },
    });
    if (review.itemId) await refreshItemRating(tx, review.itemId);
    return true;
  });
  return { review: await answerOf(db, media, known.id), changed };
}
