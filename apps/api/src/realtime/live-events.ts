import type { AccountType, ChatMessage, LiveTopic } from '@marketplace/contract';

/**
 * The seam between the modules that write (chats, the notification inbox) and the realtime hub that
 * delivers. Writers publish small events after their transaction commits; the hub carries them to
 * every API process (LISTEN/NOTIFY on PostgreSQL, in process on the embedded database) and reads what
 * it delivers from the database, so an event never needs to carry a message's text.
 */
export type LiveEvent =
  /** A message was committed in a chat (ids grow in commit order within a chat). */
  | { t: 'message'; chatId: string; id: string }
  /** `side` has read the chat up to `lastReadId`. */
  | { t: 'read'; chatId: string; side: 'user' | 'received' | 'bot'; lastReadId: string }
  /** A support chat was closed or reopened. */
  | { t: 'status'; chatId: string; status: 'open' | 'closed' }
  /** A custom-order chat's offers changed: its followers read them again. */
  | { t: 'offers'; chatId: string }
  /** A conversation moved in these accounts' inboxes (and in every admin's Support inbox when `admins`). */
  | { t: 'inbox'; chatId: string; accountIds: string[]; admins: boolean }
  /** These accounts' notification bells changed; null: every connected account's may have. */
  | { t: 'bell'; accountIds: string[] | null }
  /** These sellers' orders changed (one placed, or one moved on from PLACED): their new-orders counts. */
  | { t: 'storeOrders'; accountIds: string[] };

export interface LivePublisher {
  /** Call after the writing transaction has committed. Never throws: a lost event is caught up on reconnect. */
  publish(events: LiveEvent[]): Promise<void>;
}

/** Who is on a live connection: a signed-in account, or a guest (support chat by token only). */
export type LiveViewer = { accountId: string; accountType: AccountType } | null;

/** What a topic resolved to: the chat it follows (chat and support topics), or a refusal code. */
export type TopicGrant = { ok: true; chatId?: string } | { ok: false; code: string };

/** What the chat module answers the hub (it knows the tables and who may read what). */
export interface ChatLiveSource {
  /** May this viewer follow this topic? (custom order: its buyer and the item's seller; support: the token holder and admins; supportInbox: admins; conversations and notifications: any signed-in account). */
  authorize(viewer: LiveViewer, topic: LiveTopic): Promise<TopicGrant>;
  /** The chat's messages with id > `after` (all when null), oldest first, at most `limit`. */
  messagesAfter(chatId: string, after: string | null, limit: number): Promise<ChatMessage[]>;
  /** The id of the chat's newest message, or null: where a subscription without `after` starts. */
  lastMessageId(chatId: string): Promise<string | null>;
  /** The viewer's unread total for the `conversations` topic, or (admins) the `supportInbox` topic. */
  unreadTotal(viewer: NonNullable<LiveViewer>, box: 'conversations' | 'supportInbox'): Promise<number>;
}
