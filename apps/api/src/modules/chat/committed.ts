import type { FastifyBaseLogger } from 'fastify';
import type { ChatKind, ChatMessage } from '@marketplace/contract';
import type { LiveEvent, LivePublisher } from '../../realtime/live-events.ts';
import type { ChatRow, Side } from './chat-rows.ts';

/**
 * A message that has committed, as the modules built on the chats receive it (the messaging bot's
 * forwarding, the e-mail to a party that does not read it). Listeners run after the answer's
 * transaction and after the live events, never inside either: a slow or failing listener neither
 * delays nor undoes the message.
 */
export interface CommittedChatMessage {
  chat: { id: string; kind: ChatKind; buyerId: string | null; sellerId: string | null; itemId: string | null };
  message: ChatMessage;
  /** The account that wrote it; null for a guest, or a reply that came through the messaging bot. */
  senderAccountId: string | null;
  /**
   * Who has yet to read it: the other side of the chat, and its account — the buyer, the item's
   * seller, or the signed-in person who wrote to support; null for support staff or a guest.
   */
  recipient: { side: Side; accountId: string | null };
  /**
   * The support token as the person on the site holds it (the database keeps only its digest): set
   * on a support message that person wrote, which is what the messaging bot forwards.
   */
  supportToken?: string;
}

export type ChatCommittedListener = (committed: CommittedChatMessage) => void | Promise<void>;

/** What the module does once a write has committed: live events first, then the listeners. */
export interface AfterCommit {
  publish(events: LiveEvent[]): Promise<void>;
  message(committed: CommittedChatMessage): void;
  /** Adds a listener of every committed message (see CommittedChatMessage). */
  onCommitted(listener: ChatCommittedListener): void;
}

export function createAfterCommit(
  live: LivePublisher,
  log: FastifyBaseLogger,
  listeners: ChatCommittedListener[] = [],
): AfterCommit {
  const all = [...listeners];
  return {
    async publish(events) {
      // The publisher never throws by its contract; a lost event is caught up on the next subscribe.
      await live.publish(events).catch((error: unknown) => log.warn({ err: error }, 'chat: live events not published'));
    },
    message(committed) {
      for (const listener of all) {
        Promise.resolve()
          .then(() => listener(committed))
          .catch((error: unknown) =>
            log.error({ err: error, chatId: committed.chat.id }, 'chat: a committed-message listener failed'),
          );
      }
    },
    onCommitted(listener) {
      all.push(listener);
    },
  };
}

/** Whom a chat's inbox change concerns: its buyer and seller, or (support) every admin. */
export function inboxEvent(chat: Pick<ChatRow, 'id' | 'kind' | 'buyer_id' | 'seller_id'>): LiveEvent {
  return chat.kind === 'support'
    ? { t: 'inbox', chatId: chat.id, accountIds: [], admins: true }
    : {
        t: 'inbox',
        chatId: chat.id,
        accountIds: [chat.buyer_id, chat.seller_id].filter((id): id is string => id !== null),
        admins: false,
      };
}

/** The events of one appended message: the message, the writer's read mark, a reopening, the inboxes. */
export function messageEvents(chat: ChatRow, message: ChatMessage, reopened: boolean): LiveEvent[] {
  return [
    { t: 'message', chatId: chat.id, id: message.id },
    { t: 'read', chatId: chat.id, side: message.sender, lastReadId: message.id },
    ...(reopened ? [{ t: 'status', chatId: chat.id, status: 'open' } as const] : []),
    inboxEvent(chat),
  ];
}

/**
 * The events of a send answered again from its client id: the message only, which a live subscription
 * delivers when it has not yet (its cursor is before it: the first send's process may have stopped
 * between its commit and its events) and never twice.
 */
export function replayEvents(message: ChatMessage): LiveEvent[] {
  return [{ t: 'message', chatId: message.chatId, id: message.id }];
}

/** The committed-message record of a message appended to `chat` (the row as locked before it). */
export function committedOf(
  chat: ChatRow,
  message: ChatMessage,
  senderAccountId: string | null,
  supportToken?: string,
): CommittedChatMessage {
  const recipientSide: Side = message.sender === 'user' ? 'responder' : 'user';
  const recipientAccountId = recipientSide === 'user' ? chat.buyer_id : chat.kind === 'customOrder' ? chat.seller_id : null;
  return {
    chat: { id: chat.id, kind: chat.kind, buyerId: chat.buyer_id, sellerId: chat.seller_id, itemId: chat.item_id },
    message,
    senderAccountId,
    recipient: { side: recipientSide, accountId: recipientAccountId },
    ...(supportToken ? { supportToken } : {}),
  };
}
