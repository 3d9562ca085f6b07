/**
 * The audit log's vocabulary (zod-free, so a page that only labels entries loads no schema). Each
 * admin action that changes something is recorded with one of these codes; the admin site shows
 * `admin.audit.actions.{code}`.
 */
export const ADMIN_ACTION = {
  /** A store activated or deactivated (details: status). */
  COMPANY_STATUS: 'COMPANY_STATUS',
  /** A store marked premium or not (details: premium). */
  COMPANY_PREMIUM: 'COMPANY_PREMIUM',
  /** A store approved (VERIFIED) or rejected (details: decision, reason). */
  COMPANY_REVIEW: 'COMPANY_REVIEW',
  /** A partner's permitted categories changed (details: added, removed, final). */
  CATEGORY_PERMISSIONS: 'CATEGORY_PERMISSIONS',
  /** A product moved to another category (details: oldCategory, newCategory). */
  ITEM_MOVED: 'ITEM_MOVED',
  /** A product edited by an admin. */
  ITEM_UPDATED: 'ITEM_UPDATED',
  /** A product hidden or shown (details: status). */
  ITEM_STATUS: 'ITEM_STATUS',
  ITEM_DELETED: 'ITEM_DELETED',
  ITEM_RESTORED: 'ITEM_RESTORED',
  CATEGORY_CREATED: 'CATEGORY_CREATED',
  CATEGORY_UPDATED: 'CATEGORY_UPDATED',
  CATEGORY_DELETED: 'CATEGORY_DELETED',
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  ACCOUNT_UNBLOCKED: 'ACCOUNT_UNBLOCKED',
  NOTIFICATION_SCHEDULED: 'NOTIFICATION_SCHEDULED',
  NOTIFICATION_CANCELLED: 'NOTIFICATION_CANCELLED',
  /** A push sent straight away (sendNotify). */
  NOTIFICATION_PUSHED: 'NOTIFICATION_PUSHED',
  /** An admin answered a support chat (details: messageId). */
  SUPPORT_CHAT_REPLIED: 'SUPPORT_CHAT_REPLIED',
  /** A support chat given to an admin, or to nobody (details: adminId, null for nobody). */
  SUPPORT_CHAT_ASSIGNED: 'SUPPORT_CHAT_ASSIGNED',
  /** A support chat closed or reopened (details: status). */
  SUPPORT_CHAT_STATUS: 'SUPPORT_CHAT_STATUS',
  /** An account stopped from writing in chats, or let again. */
  CHAT_BLOCKED: 'CHAT_BLOCKED',
  CHAT_UNBLOCKED: 'CHAT_UNBLOCKED',
  /** An admin issued a QR code for guest uploads (details: quotaBytes, expiresAt, title). */
  QR_CODE_CREATED: 'QR_CODE_CREATED',
  /** An admin closed a QR code, theirs or a seller's (details: ownerId). */
  QR_CODE_REVOKED: 'QR_CODE_REVOKED',
  /** An admin cancelled an order (details: number, storeId, from, reason). */
  ORDER_CANCELLED: 'ORDER_CANCELLED',
  /** An admin refunded part or all of an order (details: number, storeId, amountQepik, reason, refundId). */
  ORDER_REFUNDED: 'ORDER_REFUNDED',
  /** The payment methods the checkout offers were set (details: enabledMethods). */
  PAYMENT_METHODS_SET: 'PAYMENT_METHODS_SET',
  /** An admin closed an escalated help request, refunding or with a note (details: requestId, reason, outcome, note, refundQepik). */
  HELP_REQUEST_CLOSED: 'HELP_REQUEST_CLOSED',
  /** An admin hid a review (details: reason, itemId, rating) or showed it again. */
  REVIEW_HIDDEN: 'REVIEW_HIDDEN',
  REVIEW_SHOWN: 'REVIEW_SHOWN',
  /** A bank transfer to a store marked paid (details: payoutId, amountQepik, bankReference). */
  PAYOUT_MARKED_PAID: 'PAYOUT_MARKED_PAID',
  /** A correction of a store's balance (details: entryId, amountQepik, reason). */
  LEDGER_ADJUSTED: 'LEDGER_ADJUSTED',
  /** A commission rate set or removed (details: storeId, categoryId, rateBps; null rateBps: removed). */
  COMMISSION_RATE_SET: 'COMMISSION_RATE_SET',
  /** An admin stopped a store's coupon or sale (details: code or name, storeId, reason). */
  COUPON_STOPPED: 'COUPON_STOPPED',
  SALE_STOPPED: 'SALE_STOPPED',
  /** A seller's promotion approved, or stopped (details: itemId, storeId, days; reason when stopped). */
  PROMOTION_APPROVED: 'PROMOTION_APPROVED',
  PROMOTION_STOPPED: 'PROMOTION_STOPPED',
} as const;
export type AdminAction = (typeof ADMIN_ACTION)[keyof typeof ADMIN_ACTION];
export const ADMIN_ACTIONS = Object.values(ADMIN_ACTION) as [AdminAction, ...AdminAction[]];

/** What an action was done to. */
export const AUDIT_TARGET_KINDS = [
  'company',
  'account',
  'item',
  'category',
  'notification',
  'chat',
  'qrCode',
  'order',
  'review',
  'promotion',
  'coupon',
  'sale',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_PAGE_SIZE_MAX = 200;
/** Deepest numbered page of the log. */
export const AUDIT_LOG_MAX_PAGE = 100_000;

/**
 * The admin site's dates (the date filters of the log, schedules) are Baku's. Azerbaijan keeps
 * UTC+4 all year, so a fixed offset says it exactly.
 */
export const ADMIN_UTC_OFFSET = '+04:00';

/** The instant a Baku calendar day (YYYY-MM-DD) starts. */
export function bakuDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${ADMIN_UTC_OFFSET}`);
}

/** The instant after a Baku calendar day ends (the next day's start): a `to` date includes its whole day. */
export function bakuDayEnd(day: string): Date {
  const start = bakuDayStart(day);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;
const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the admin site shows it, `DD.MM.YYYY HH:MM` in Baku time (the spec's date form), the
 * same in every language and browser whatever its time zone or locale data.
 */
export function formatAdminDateTime(iso: string): string {
  const baku = new Date(Date.parse(iso) + BAKU_OFFSET_MS);
  if (Number.isNaN(baku.getTime())) return '';
  return `${two(baku.getUTCDate())}.${two(baku.getUTCMonth() + 1)}.${baku.getUTCFullYear()} ${two(baku.getUTCHours())}:${two(baku.getUTCMinutes())}`;
}
