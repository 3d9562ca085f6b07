import { z } from 'zod';
import { chatMessageSchema, messageIdSchema, supportTokenSchema } from './chats.ts';
import { LIVE_FROM_START } from './chat-live-rules.ts';
import { textString } from './text.ts';

/**
 * The realtime channel: one WebSocket per page at `CHAT_LIVE_PATH`, JSON text frames. The client says
 * `hello` (with its session token, or none for a guest), then subscribes to topics; each subscription
 * is authorised by the server. A chat subscription carries the last message id the client has seen and
 * the server first replays what came after it, then goes live: across a reconnect or a server restart
 * nothing is lost and nothing is delivered twice. Messages are sent over HTTP (chats.ts), never here.
 */
export { CHAT_LIVE_PATH, LIVE_CLOSE, LIVE_FROM_START, LIVE_SUBSCRIPTIONS_MAX } from './chat-live-rules.ts';

const subscriptionId = textString().min(1).max(64);
/** A message id, or LIVE_FROM_START: before every message. */
const liveAfterSchema = z.union([messageIdSchema, z.literal(LIVE_FROM_START)]);

export const liveTopicSchema = z.discriminatedUnion('kind', [
  /** A custom-order chat (its buyer or its item's seller), or a support chat by id (admins). */
  z.strictObject({ kind: z.literal('chat'), chatId: z.uuid(), after: liveAfterSchema.optional() }),
  /** The support chat of the token holder (guests too). */
  z.strictObject({ kind: z.literal('support'), supportToken: supportTokenSchema, after: liveAfterSchema.optional() }),
  /** The caller's custom-order conversations changed (a buyer's or a seller's inbox). */
  z.strictObject({ kind: z.literal('conversations') }),
  /** Admins: the Support inbox changed. */
  z.strictObject({ kind: z.literal('supportInbox') }),
  /** The caller's notification bell. */
  z.strictObject({ kind: z.literal('notifications') }),
  /** Sellers: their store's count of new orders (PLACED, waiting for them), for the panel's Orders. */
  z.strictObject({ kind: z.literal('storeOrders') }),
]);
export type LiveTopic = z.infer<typeof liveTopicSchema>;

export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), token: textString().max(512).optional() }),
  z.strictObject({ type: z.literal('subscribe'), id: subscriptionId, topic: liveTopicSchema }),
  z.strictObject({ type: z.literal('unsubscribe'), id: subscriptionId }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

export const liveServerFrameSchema = z.discriminatedUnion('type', [
  /** After `hello`: who the connection is (null for a guest). */
  z.object({ type: z.literal('ready'), accountId: z.string().nullable() }),
  /**
   * The subscription is live (after its catch-up messages, if any). Chat and support topics: `after`
   * is the message its live delivery continues after (LIVE_FROM_START when the chat had none), the
   * `after` to resubscribe with when nothing newer has arrived.
   */
  z.object({ type: z.literal('subscribed'), id: z.string(), after: z.string().optional() }),
  /** The subscription was refused (`code`: CHAT_FORBIDDEN, CHAT_NOT_FOUND, SUPPORT_TOKEN_NOT_FOUND, UNAUTHORIZED, VALIDATION_FAILED…). */
  z.object({ type: z.literal('refused'), id: z.string(), code: z.string() }),
  /** A message of a subscribed chat, in commit order, each once. */
  z.object({ type: z.literal('message'), id: z.string(), message: chatMessageSchema }),
  /** Read receipt: `side` has read the chat up to `lastReadId`. */
  z.object({
    type: z.literal('read'),
    id: z.string(),
    chatId: z.string(),
    side: z.enum(['user', 'received', 'bot']),
    lastReadId: z.string(),
  }),
  /** A support chat's status changed (closed or reopened). */
  z.object({ type: z.literal('status'), id: z.string(), chatId: z.string(), status: z.enum(['open', 'closed']) }),
  /** A custom-order chat's offers changed (one sent, replaced, withdrawn or accepted): read getChatOffers again. */
  z.object({ type: z.literal('offers'), id: z.string(), chatId: z.string() }),
  /** An inbox changed (`conversations` or `supportInbox`): `chatId` moved; `unread` is the viewer's new total. */
  z.object({ type: z.literal('inbox'), id: z.string(), chatId: z.string(), unread: z.number() }),
  /** The bell's unread count changed. */
  z.object({ type: z.literal('notifications'), id: z.string(), unread: z.number() }),
  /** The store's orders changed: `newOrders` is its count of new orders now (sent on subscribing too). */
  z.object({ type: z.literal('storeOrders'), id: z.string(), newOrders: z.number() }),
  z.object({ type: z.literal('pong') }),
  /** A frame the server could not take (not JSON, unknown type, unknown field): the connection stays. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;
