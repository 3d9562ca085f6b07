import { z } from 'zod';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX, isBlankMessage, SUPPORT_CHAT_STATUSES } from './chat-rules.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { textString } from './text.ts';

/**
 * The chats' calls (spec §3 chat documents, §7 getItemContact). Messages are sent over HTTP (validated,
 * limited, answered with a code); they arrive live over the WebSocket of chat-live.ts. Message ids are
 * decimal strings that grow in the order messages were committed within a chat: "after id X" is the
 * catch-up cursor.
 */

/** The largest id the database can give a message (its ids are bigint). */
const MESSAGE_ID_MAX = '9223372036854775807';

/**
 * A message id as sent back by a client (a positive decimal), no larger than any id can be: a larger
 * one would fail the database's cast, and the live channel's client would retry it for ever.
 */
export const messageIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, 'Expected a message id')
  .refine((id) => id.length < MESSAGE_ID_MAX.length || id <= MESSAGE_ID_MAX, 'Expected a message id');
/** A support token: opaque, URL-safe, made by the server for the first support message. */
export const supportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Expected a support token');

/**
 * A message's text, trimmed. Its length is the string's (CHAT_MESSAGE_MAX), not zod's `max`, which
 * counts code points: the composer would refuse what the server took.
 */
export const chatMessageTextSchema = textString()
  .trim()
  .min(1, 'BLANK_MESSAGE')
  .refine((text) => text.length <= CHAT_MESSAGE_MAX, 'MESSAGE_TOO_LONG')
  .refine((text) => !isBlankMessage(text), 'BLANK_MESSAGE');

/** A photo a message carries (an image the sender uploaded), with its size for layout. */
export const chatAttachmentSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/**
 * One message, spec §3 `{ text, sender, date }` plus ours: id, attachments, and `masked` (phone numbers
 * or e-mail addresses were hidden by the server, the policy's rule in custom-order chats).
 * Support: sender `user` | `bot`. Custom order: `user` (the buyer) | `received` (the seller).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  sender: z.enum(['user', 'bot', 'received']),
  /** ISO 8601. */
  date: z.string(),
  attachments: z.array(chatAttachmentSchema),
  masked: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of a chat's history, oldest first; `hasEarlier` when older messages exist (ask with `before`). */
export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  hasEarlier: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * The sender's own id of a message, made once when the message is written (1–255 visible ASCII
 * characters, the Idempotency-Key header's form; the pages use a random UUID) and sent again with
 * every retry of it. The server keeps it with the message, once per sender: a retry of a message
 * it already stored answers that message (same id, same answer, marked Idempotent-Replayed) and
 * stores nothing more; the same id with another message is refused (422 IDEMPOTENCY_KEY_REUSED).
 * The `Idempotency-Key` header does the same on the send calls; with both they must be equal.
 */
export const messageClientIdSchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'Expected 1 to 255 visible ASCII characters');

// ---- Support chat (guests too: the support token is the key) ----

/** `POST /chat/v1/sendSupportMessage`: without a token the server creates the chat and answers its token. */
export const sendSupportMessageRequestSchema = z.strictObject({
  supportToken: supportTokenSchema.optional(),
  text: chatMessageTextSchema,
  /** A retry with the same id answers the first send (the same chat and token, no second chat). */
  clientId: messageClientIdSchema.optional(),
});
export type SendSupportMessageRequest = z.infer<typeof sendSupportMessageRequestSchema>;
export const sendSupportMessageAnswerSchema = z.object({ supportToken: z.string(), message: chatMessageSchema });
export type SendSupportMessageAnswer = z.infer<typeof sendSupportMessageAnswerSchema>;

/** `POST /chat/v1/getSupportMessages` (POST keeps the token out of addresses and logs). */
export const getSupportMessagesRequestSchema = z.strictObject({
  supportToken: supportTokenSchema,
  before: messageIdSchema.optional(),
});
export const supportHistorySchema = chatHistorySchema.extend({
  status: z.enum(SUPPORT_CHAT_STATUSES),
  /** The last message of the user's side that support has read (read receipt), or null. */
  staffLastReadId: z.string().nullable(),
});
export type SupportHistory = z.infer<typeof supportHistorySchema>;

/** `POST /chat/v1/markSupportRead`: the person on the site has seen support's messages up to this id. */
export const markSupportReadRequestSchema = z.strictObject({ supportToken: supportTokenSchema, lastReadId: messageIdSchema });

// ---- Custom-order chat (signed-in buyer and the item's seller) ----

/**
 * `POST /direct/v1/getItemContact` (spec §7): the buyer's bearer token (or `token` in the body, the
 * spec's name), `item_id` from the product page's `id`, `merchant_id` the item's seller. Answers the
 * chat id — the same for the same buyer and item every time.
 */
export const getItemContactRequestSchema = z.strictObject({
  token: textString().max(512).optional(),
  item_id: textString().min(1).max(64),
  merchant_id: textString().min(1).max(64).optional(),
});
export type GetItemContactRequest = z.infer<typeof getItemContactRequestSchema>;
export const getItemContactAnswerSchema = z.object({ chatId: z.string() });
export type GetItemContactAnswer = z.infer<typeof getItemContactAnswerSchema>;

/** A finished upload's record id, as the media module makes them (`UploadRecord.id`: 32 hex digits). */
export const chatAttachmentIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Expected an upload id');

/** `POST /chat/v1/sendMessage`: `attachments` are ids of finished image uploads the sender made. */
export const sendChatMessageRequestSchema = z.strictObject({
  chatId: z.uuid(),
  text: chatMessageTextSchema,
  attachments: z.array(chatAttachmentIdSchema).max(CHAT_ATTACHMENTS_MAX).optional(),
  /** A retry with the same id answers the message stored the first time. */
  clientId: messageClientIdSchema.optional(),
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

/** `GET /chat/v1/getMessages?chatId=&before=` (a party of the chat, or an admin for support chats). */
export const getChatMessagesQuerySchema = z.object({ chatId: z.uuid(), before: messageIdSchema.optional() });

/** `POST /chat/v1/markRead`: the caller's side has read up to `lastReadId`; answers the caller's unread total. */
export const markChatReadRequestSchema = z.strictObject({ chatId: z.uuid(), lastReadId: messageIdSchema });

export const chatUnreadSchema = z.object({ unread: z.number() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** One custom-order conversation as the buyer's and the seller's lists show it. */
export const conversationSchema = z.object({
  chatId: z.string(),
  item: z.object({ id: z.string(), productName: z.string(), coverImage: z.string().nullable(), salePrice: z.number() }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  seller: z.object({ id: z.string(), companyName: z.string(), profileImage: z.string().nullable() }),
  /** The viewer's side: `user` for the buyer, `received` for the seller. */
  viewerSender: z.enum(['user', 'received']),
  lastMessage: z
    .object({ text: z.string(), sender: z.enum(['user', 'received']), date: z.string(), hasAttachments: z.boolean() })
    .nullable(),
  /** Messages of the other side the viewer has not read. */
  unread: z.number(),
  /** The other side has read the viewer's messages up to this id (read receipts), or null. */
  counterpartLastReadId: z.string().nullable(),
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /chat/v1/getConversations?page_token=&page_size=`: the caller's (buyer's or seller's), newest activity first. */
export const conversationListQuerySchema = z.object({
  page_token: textString().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  next_page_token: z.string().nullable(),
  /** The viewer's unread messages over every conversation (the sidebar's count). */
  unread: z.number(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** `GET /chat/v1/getConversation?chatId=`: one conversation (the panel's header and product card). */
export const conversationQuerySchema = z.object({ chatId: z.uuid() });

// ---- Admin: the Support inbox ----

export const supportChatSummarySchema = z.object({
  chatId: z.string(),
  /**
   * The signed-in account that wrote, or null for a guest. `chatBlocked`: an admin has stopped it from
   * writing in chats (the server always sends it; optional only for answers made before it existed).
   */
  account: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), chatBlocked: z.boolean().optional() })
    .nullable(),
  status: z.enum(SUPPORT_CHAT_STATUSES),
  assignedAdmin: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastMessage: z.object({ text: z.string(), sender: z.enum(['user', 'bot']), date: z.string() }).nullable(),
  /** User messages no admin has read yet. */
  unread: z.number(),
  /** The user has read support's messages up to this id, or null. */
  userLastReadId: z.string().nullable(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type SupportChatSummary = z.infer<typeof supportChatSummarySchema>;

/** `GET /chat/v1/getSupportChats?status=&assigned=&page_token=`: newest activity first. */
export const supportChatListQuerySchema = z.object({
  status: z.enum([...SUPPORT_CHAT_STATUSES, 'all']).default('open'),
  assigned: z.enum(['any', 'me', 'unassigned']).default('any'),
  page_token: textString().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
export const supportChatListSchema = z.object({
  items: z.array(supportChatSummarySchema),
  next_page_token: z.string().nullable(),
  /** Unread user messages over every open support chat (the menu's count). */
  unread: z.number(),
});
export type SupportChatList = z.infer<typeof supportChatListSchema>;

/** `GET /chat/v1/getSupportChat?chatId=`: one support conversation for the admin. */
export const supportChatQuerySchema = z.object({ chatId: z.uuid() });

/** `POST /chat/v1/replySupport`: an admin answers as `bot`. */
export const replySupportRequestSchema = z.strictObject({ chatId: z.uuid(), text: chatMessageTextSchema });
/** `POST /chat/v1/assignSupportChat`: to an admin, or nobody with null. */
export const assignSupportChatRequestSchema = z.strictObject({ chatId: z.uuid(), adminId: z.uuid().nullable() });
/** `POST /chat/v1/setSupportChatStatus`: close or reopen. */
export const setSupportChatStatusRequestSchema = z.strictObject({ chatId: z.uuid(), status: z.enum(SUPPORT_CHAT_STATUSES) });
/** `POST /chat/v1/setChatBlocked`: an admin stops (or lets again) an account from writing in any chat. */
export const setChatBlockedRequestSchema = z.strictObject({ accountId: z.uuid(), blocked: z.boolean() });
