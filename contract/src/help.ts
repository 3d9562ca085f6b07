import { z } from 'zod';
import {
  HELP_ACTION,
  HELP_NOTE_MAX,
  HELP_OUTCOME,
  HELP_REASON,
  HELP_STATUS,
  HELP_TEXT_MAX,
  HELP_TEXT_MIN,
} from './help-rules.ts';
import { ORDER_STATUS } from './order-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /help/v1/* (ours): a buyer's help request on an order (help-rules.ts). Instants ISO
// 8601, money whole qəpik.

const id = textString().trim().min(1).max(100);

export const helpRequestSchema = z.object({
  requestId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderStatus: z.enum(ORDER_STATUS),
  storeId: z.string(),
  storeName: z.string(),
  buyerName: z.string(),
  reason: z.enum(HELP_REASON),
  text: z.string(),
  status: z.enum(HELP_STATUS),
  /**
   * The store's conversation with the buyer the request opened in (the product it is about, for the
   * buyer's link to it); null when there was none to open it in (every item of the order deleted).
   */
  chat: z.object({ chatId: z.string(), itemId: z.string(), productName: z.string() }).nullable(),
  openedAt: z.string(),
  /** From when the buyer may escalate it (if still open then). */
  escalatableAt: z.string(),
  resolvedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The admin's decision on an escalated request. */
  outcome: z.object({ kind: z.enum(HELP_OUTCOME), note: z.string(), refundedQepik: z.number().int().nullable() }).nullable(),
  /** What the caller may do now (helpActionsFor, by the server's clock). */
  actions: z.array(z.enum(HELP_ACTION)),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

export const helpRequestListSchema = z.object({ requests: z.array(helpRequestSchema) });
export type HelpRequestList = z.infer<typeof helpRequestListSchema>;

/** The request's text: trimmed, HELP_TEXT_MIN…HELP_TEXT_MAX characters. */
export const helpTextSchema = textString().trim().min(HELP_TEXT_MIN).max(HELP_TEXT_MAX);

/** POST /help/v1/openHelpRequest (the order's buyer): answers the request. */
export const openHelpRequestSchema = z.strictObject({
  orderId: id,
  reason: z.enum(HELP_REASON),
  text: helpTextSchema,
});
export type OpenHelpRequest = z.input<typeof openHelpRequestSchema>;

/** GET /help/v1/getOrderHelpRequests?orderId= (the order's buyer, its store or an admin): newest first. */
export const orderHelpRequestsQuerySchema = z.object({ orderId: id });
/** GET /help/v1/getChatHelpRequests?chatId= (the conversation's buyer or seller): newest first. */
export const chatHelpRequestsQuerySchema = z.object({ chatId: id });

/** POST /help/v1/resolveHelpRequest (the order's seller), /help/v1/escalateHelpRequest (its buyer). */
export const helpRequestMoveSchema = z.strictObject({ requestId: id });

/**
 * POST /help/v1/closeHelpRequest (admin, an escalated request): with `refundQepik` the order is
 * refunded that much (outcome REFUNDED), without it closed with the note (outcome CLOSED).
 */
export const closeHelpRequestSchema = z.strictObject({
  requestId: id,
  note: textString().trim().min(1).max(HELP_NOTE_MAX),
  refundQepik: z.number().int().min(1).max(1_000_000_000).optional(),
});
export type CloseHelpRequest = z.input<typeof closeHelpRequestSchema>;

/** GET /help/v1/getAdminHelpRequests?status=&page= (admin): escalated ones oldest first, closed newest first. */
export const adminHelpRequestsQuerySchema = z.object({
  status: z.enum([HELP_STATUS.ESCALATED, HELP_STATUS.CLOSED]).default(HELP_STATUS.ESCALATED),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminHelpRequestsQuery = z.input<typeof adminHelpRequestsQuerySchema>;
export const adminHelpRequestListSchema = z.object({
  requests: z.array(
    helpRequestSchema.extend({
      /** The order's total and what of it was paid, for the admin's refund. */
      orderTotalQepik: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminHelpRequestList = z.infer<typeof adminHelpRequestListSchema>;
export type AdminHelpRequest = AdminHelpRequestList['requests'][number];
