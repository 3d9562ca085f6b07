import { z } from 'zod';
import {
  REVIEW_HIDE_REASON_MAX,
  REVIEW_MAX_PAGE,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from './review-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /review/v1/* (ours): a buyer's review of a delivered order line, the product's and
// the store's lists, the seller's one reply, the admin's hiding. Texts are plain text (shown as
// text, never as HTML); instants ISO 8601.

const id = textString().trim().min(1).max(100);
const page = z.coerce.number().int().min(1).max(REVIEW_MAX_PAGE).default(1);
/** A stars filter in a query: 1–5, or absent for every review. */
const stars = z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional();
/** An id of a finished image upload (the media module's), as the upload answered it. */
export const reviewPhotoIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Expected an upload id');

/** A review's photo: its upload id (what a change of the review sends again to keep it) and address. */
export const reviewPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** One review as every reader gets it; `hidden`/`hiddenReason` are only ever set for its seller and admins. */
export const reviewSchema = z.object({
  id: z.string(),
  orderLineId: z.string(),
  itemId: z.string().nullable(),
  /** The line's title and cover as ordered. */
  itemTitle: z.string(),
  itemCover: z.string(),
  storeId: z.string(),
  /** "Aygün M.": the reviewer's first name and initial; null when the account has no name. */
  buyerName: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when its buyer may change it. */
  editableUntil: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A product's or a store's score: average (2 decimals), count and how many gave each star (index 0: 1 star). */
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  counts: z.array(z.number().int()).length(REVIEW_RATING_MAX),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Reviews matching the filter. */
  total: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /review/v1/getItemReviews?itemId=&page=&stars= (anyone): newest first, hidden ones left out, with the product's summary. */
export const itemReviewsQuerySchema = z.object({ itemId: id, page, stars });
export type ItemReviewsQuery = z.input<typeof itemReviewsQuerySchema>;
export const itemReviewsSchema = reviewPageSchema.extend({ summary: reviewSummarySchema });
export type ItemReviews = z.infer<typeof itemReviewsSchema>;

/** GET /review/v1/getStoreScore?storeId= (anyone): the store's score over its products' visible reviews. */
export const storeScoreQuerySchema = z.object({ storeId: id });

/**
 * POST /review/v1/saveReview (the buyer of a DELIVERED or COMPLETED order line): writes the line's
 * review, or changes it within REVIEW_EDIT_DAYS of writing it. `photoIds`: the buyer's own finished
 * image uploads, at most REVIEW_PHOTOS_MAX. Answers the review.
 */
export const saveReviewRequestSchema = z.strictObject({
  orderLineId: id,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: textString().trim().max(REVIEW_TEXT_MAX).default(''),
  photoIds: z.array(reviewPhotoIdSchema).max(REVIEW_PHOTOS_MAX).default([]),
});
export type SaveReviewRequest = z.input<typeof saveReviewRequestSchema>;

/** GET /review/v1/getOrderReviews?orderId= (its buyer): each line of the order with its review and whether it can be written or changed now. */
export const orderReviewsQuerySchema = z.object({ orderId: id });
export const orderLineReviewSchema = z.object({
  orderLineId: z.string(),
  /** Whether the buyer may write it, or change the one written, now. */
  canSave: z.boolean(),
  review: reviewSchema.nullable(),
});
export const orderReviewsSchema = z.object({ lines: z.array(orderLineReviewSchema) });
export type OrderLineReview = z.infer<typeof orderLineReviewSchema>;
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

/** GET /review/v1/getStoreReviews?page=&stars=&unanswered= (the seller): reviews of the store's products, newest first, hidden ones marked. */
export const storeReviewsQuerySchema = z.object({
  page,
  stars,
  unanswered: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type StoreReviewsQuery = z.input<typeof storeReviewsQuerySchema>;

/** POST /review/v1/replyReview (the seller of the reviewed product, once). Answers the review. */
export const replyReviewRequestSchema = z.strictObject({
  reviewId: id,
  text: textString().trim().min(1).max(REVIEW_REPLY_MAX),
});
export type ReplyReviewRequest = z.input<typeof replyReviewRequestSchema>;

/** GET /review/v1/getAdminReviews?page=&stars=&hidden=&itemId= (admins): every review, newest first. */
export const adminReviewsQuerySchema = z.object({
  page,
  stars,
  hidden: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  itemId: id.optional(),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

/** POST /review/v1/setReviewHidden (admins, audited): hides a review with a reason, or shows it again. Answers the review. */
export const setReviewHiddenRequestSchema = z.discriminatedUnion('hidden', [
  z.strictObject({ reviewId: id, hidden: z.literal(true), reason: textString().trim().min(1).max(REVIEW_HIDE_REASON_MAX) }),
  z.strictObject({ reviewId: id, hidden: z.literal(false) }),
]);
export type SetReviewHiddenRequest = z.input<typeof setReviewHiddenRequestSchema>;
