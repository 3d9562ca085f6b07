import { z } from 'zod';
import { itemSchema } from './catalogue.ts';
import {
  PROMOTION_DAYS_MAX,
  PROMOTION_DAYS_MIN,
  PROMOTION_EVENTS_MAX,
  PROMOTION_MAX_PAGE,
  PROMOTION_STATUSES,
  PROMOTION_STOP_REASON_MAX,
} from './promotion-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /promotion/v1/* (ours): the seller's Advertise and its figures, the admin's approval
// and stopping, the shopper site's promoted products and the views and clicks it reports.

const id = textString().trim().min(1).max(100);
const page = z.coerce.number().int().min(1).max(PROMOTION_MAX_PAGE).default(1);

/** One promotion as its seller and the admins read it. */
export const promotionSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  storeId: z.string(),
  productName: z.string(),
  coverImage: z.string(),
  companyName: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  days: z.number().int(),
  priceQepik: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  stoppedBy: z.enum(['SELLER', 'ADMIN']).nullable(),
  stopReason: z.string(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionPageSchema = z.object({
  promotions: z.array(promotionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PromotionPage = z.infer<typeof promotionPageSchema>;

/** POST /promotion/v1/createPromotion (the product's seller): asks to promote it for `days` days. */
export const createPromotionRequestSchema = z.strictObject({
  itemId: id,
  days: z.number().int().min(PROMOTION_DAYS_MIN).max(PROMOTION_DAYS_MAX),
});
export type CreatePromotionRequest = z.input<typeof createPromotionRequestSchema>;

/** POST /promotion/v1/cancelPromotion (its seller): stops a waiting or running promotion. */
export const cancelPromotionRequestSchema = z.strictObject({ promotionId: id });
export type CancelPromotionRequest = z.input<typeof cancelPromotionRequestSchema>;

/** GET /promotion/v1/getStorePromotions?page=&itemId= (the seller): the store's promotions, newest first. */
export const storePromotionsQuerySchema = z.strictObject({ page, itemId: id.optional() });
export type StorePromotionsQuery = z.input<typeof storePromotionsQuerySchema>;

/** GET /promotion/v1/getAdminPromotions?page=&status= (admins): every promotion, newest first. */
export const adminPromotionsQuerySchema = z.strictObject({ page, status: z.enum(PROMOTION_STATUSES).optional() });
export type AdminPromotionsQuery = z.input<typeof adminPromotionsQuerySchema>;

/** POST /promotion/v1/decidePromotion (admins, audited): approves a waiting one, or stops one with a reason. */
export const decidePromotionRequestSchema = z.discriminatedUnion('decision', [
  z.strictObject({ promotionId: id, decision: z.literal('APPROVE') }),
  z.strictObject({
    promotionId: id,
    decision: z.literal('STOP'),
    reason: textString().trim().min(1).max(PROMOTION_STOP_REASON_MAX),
  }),
]);
export type DecidePromotionRequest = z.input<typeof decidePromotionRequestSchema>;

/** GET /promotion/v1/getPromotedItems?categoryId= (anyone): running promotions' products, least shown first. */
export const promotedItemsQuerySchema = z.strictObject({ categoryId: z.coerce.number().int().min(1).optional() });
export type PromotedItemsQuery = z.input<typeof promotedItemsQuerySchema>;
export const promotedItemSchema = z.object({ promotionId: z.string(), item: itemSchema });
export type PromotedItem = z.infer<typeof promotedItemSchema>;
export const promotedItemsSchema = z.object({ items: z.array(promotedItemSchema) });
export type PromotedItems = z.infer<typeof promotedItemsSchema>;

/** POST /promotion/v1/registerPromotionEvents (anyone): promoted cards a page showed, and the one opened. */
export const promotionEventsRequestSchema = z.strictObject({
  views: z.array(id).max(PROMOTION_EVENTS_MAX).default([]),
  clicks: z.array(id).max(PROMOTION_EVENTS_MAX).default([]),
});
export type PromotionEventsRequest = z.input<typeof promotionEventsRequestSchema>;
