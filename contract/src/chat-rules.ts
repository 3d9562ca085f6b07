/**
 * The chats' shared rules (spec §2 "Chats", §3 chat documents, §5, §9), zod-free so a page that
 * only needs a constant or the blank guard never loads a schema module.
 */

/** Spec §7 browser storage key of the support chat's token (created by the first user message). */
export const SUPPORT_TOKEN_STORAGE_KEY = 'support_token';

/** Who wrote a support chat message (spec §3): the person on the site, or support (an admin or the bot). */
export const SUPPORT_SENDER = { USER: 'user', BOT: 'bot' } as const;
export type SupportSender = (typeof SUPPORT_SENDER)[keyof typeof SUPPORT_SENDER];

/** Who wrote a custom-order chat message (spec §3): the buyer (`user`) or the item's seller (`received`). */
export const CUSTOM_ORDER_SENDER = { USER: 'user', RECEIVED: 'received' } as const;
export type CustomOrderSender = (typeof CUSTOM_ORDER_SENDER)[keyof typeof CUSTOM_ORDER_SENDER];

export const CHAT_KIND = { SUPPORT: 'support', CUSTOM_ORDER: 'customOrder' } as const;
export type ChatKind = (typeof CHAT_KIND)[keyof typeof CHAT_KIND];

/** A support conversation in the admin Support inbox. */
export const SUPPORT_CHAT_STATUSES = ['open', 'closed'] as const;
export type SupportChatStatus = (typeof SUPPORT_CHAT_STATUSES)[number];

/**
 * Longest message text after trimming, counted as a JavaScript string's length (UTF-16 code units,
 * so most emoji count two): what the composer counts and every chat call checks, and how the
 * messaging bot's service counts its own limit.
 */
export const CHAT_MESSAGE_MAX = 2000;
/** Most messages one sender may send in a minute (all chats together). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Most new custom-order conversations one buyer may start in an hour. */
export const CHAT_NEW_CONVERSATIONS_PER_HOUR = 5;
/** A party that has not read a new message is e-mailed at most once per conversation in this time. */
export const CHAT_EMAIL_INTERVAL_MINUTES = 15;
/** Photos one message may carry. */
export const CHAT_ATTACHMENTS_MAX = 4;
/** Messages per history page. */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** Conversations per inbox page. */
export const CHAT_INBOX_PAGE_SIZE = 20;

/**
 * What shows nothing on screen: spaces, and the characters a renderer draws as nothing (zero-width
 * spaces and joiners, the word joiner, soft hyphens, fillers such as U+3164) or as blank (U+2800).
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Spec §5: empty or blank text is not sent; text of invisible characters only is blank too. */
export const isBlankMessage = (text: string): boolean => text.replace(INVISIBLE, '').length === 0;

/** The error codes of the chat calls (4xx; the web app shows `errors.{code}`). */
export const CHAT_ERROR = {
  /** Spec §8 'Token not found': a chat call that needs an account came without one. */
  TOKEN_NOT_FOUND: 'TOKEN_NOT_FOUND',
  /** Spec §8 'Item ID not found': no item id, or no such (visible) item. */
  ITEM_ID_NOT_FOUND: 'ITEM_ID_NOT_FOUND',
  /** The merchant_id sent with getItemContact is not the item's seller. */
  MERCHANT_MISMATCH: 'MERCHANT_MISMATCH',
  /** A seller cannot open a custom order on their own product; an admin cannot open one at all. */
  CHAT_NOT_FOR_ACCOUNT: 'CHAT_NOT_FOR_ACCOUNT',
  CHAT_NOT_FOUND: 'CHAT_NOT_FOUND',
  /** The caller is not a party of this chat. */
  CHAT_FORBIDDEN: 'CHAT_FORBIDDEN',
  /** An admin has blocked this account from chatting. */
  CHAT_BLOCKED: 'CHAT_BLOCKED',
  /** The support conversation was closed by support; writing again reopens it (not an error) — kept for replies by admins. */
  CHAT_CLOSED: 'CHAT_CLOSED',
  BLANK_MESSAGE: 'BLANK_MESSAGE',
  MESSAGE_TOO_LONG: 'MESSAGE_TOO_LONG',
  /** 429: more than CHAT_MESSAGES_PER_MINUTE. */
  CHAT_MESSAGE_RATE: 'CHAT_MESSAGE_RATE',
  /** 429: more than CHAT_NEW_CONVERSATIONS_PER_HOUR. */
  CHAT_CONVERSATION_RATE: 'CHAT_CONVERSATION_RATE',
  /** An attachment that is not an image this account uploaded. */
  CHAT_ATTACHMENT_INVALID: 'CHAT_ATTACHMENT_INVALID',
  SUPPORT_TOKEN_NOT_FOUND: 'SUPPORT_TOKEN_NOT_FOUND',
  /** The messaging bot's webhook was called without the configured secret. */
  BOT_SECRET_INVALID: 'BOT_SECRET_INVALID',
} as const;
export type ChatErrorCode = (typeof CHAT_ERROR)[keyof typeof CHAT_ERROR];
