import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChatMessage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { ChatLiveSource, LivePublisher } from '../../realtime/live-events.ts';
import { databaseCounterStore, withFallback } from '../auth/counter-store.ts';
import { appendMessage, type Tx } from './append-message.ts';
import { toChatMessage } from './chat-rows.ts';
import { redisCounterStore } from '../auth/redis-counter-store.ts';
import type { RecordView } from '../media/records.ts';
import type { Side } from './chat-rows.ts';
import { createAfterCommit, messageEvents, type ChatCommittedListener } from './committed.ts';
import type { ChatContext } from './context.ts';
import { claimEmailNotice } from './email-notice.ts';
import { chatRateLimits, DEFAULT_CHAT_LIMITS, type ChatLimits } from './limits.ts';
import { chatLiveSource } from './live-source.ts';
import { customOrderRoutes } from './routes-custom-order.ts';
import { supportAdminRoutes } from './routes-admin.ts';
import { supportRoutes } from './routes-support.ts';
import { replyToSupportToken } from './support.ts';

export type { ChatCommittedListener, CommittedChatMessage } from './committed.ts';
export type { ChatLimits } from './limits.ts';

/** What a server (or a test) may swap in. */
export interface ChatDeps {
  /** Replaces CHAT_MESSAGES_PER_MINUTE and CHAT_NEW_CONVERSATIONS_PER_HOUR (a load test, a test of many messages). */
  limits?: ChatLimits;
  /** The clock of messages and limits. */
  now?: () => Date;
  /** Called after every committed message (see CommittedChatMessage); more with `onCommitted`. */
  onCommitted?: ChatCommittedListener[];
}

export interface ChatModuleOptions extends ChatDeps {
  db: Database;
  /** Where the live events go after each commit (the realtime hub's publisher). */
  live: LivePublisher;
  /** Shared rate counters of every process; without it they live in the database. */
  redis: Redis | undefined;
  /** How attachment addresses are built (the media module's public base and bucket). */
  media: RecordView;
}

/** What the modules around the chats use. */
export interface ChatModule {
  /** The realtime hub's questions: who may follow what, and the messages it delivers. */
  live: ChatLiveSource;
  /**
   * Adds a listener of every committed message: the messaging bot forwards the support messages of
   * the person on the site (`sender: 'user'`, `supportToken` set); the e-mail notice waits and then
   * tells `recipient` if it has not read the message (see claimEmailNotice).
   */
  onCommitted(listener: ChatCommittedListener): void;
  /** A support answer that came back through the messaging bot: appended as `bot` to the chat of this token. */
  replyToSupportToken(supportToken: string, text: string): Promise<ChatMessage>;
  /**
   * True when `side` of the chat should be e-mailed about `messageId` now: it has not read it and
   * was not e-mailed about this chat in the last CHAT_EMAIL_INTERVAL_MINUTES (claimed atomically).
   */
  claimEmailNotice(input: { chatId: string; side: Side; messageId: string }, now?: Date): Promise<boolean>;
  /**
   * Appends a message to a custom-order chat inside another module's transaction (a help request
   * opened in the conversation): the message commits with that module's rows or not at all. Call
   * `afterCommit` once the transaction has committed: its live events, as for a message sent by
   * hand. It is not handed to the committed-message listeners: the calling module tells the other
   * side itself (a notice and its e-mail), so nobody is e-mailed about it twice.
   */
  appendInTransaction(
    tx: Tx,
    input: { chatId: string; sender: 'user' | 'received'; senderAccountId: string; text: string; masked?: boolean },
  ): Promise<{ message: ChatMessage; afterCommit: () => Promise<void> }>;
}

/**
 * The support and custom-order chats: their calls, limits and the after-commit seam (live events,
 * committed-message listeners). Needs the auth module first (its session guard).
 */
export async function registerChat(app: FastifyInstance, options: ChatModuleOptions): Promise<ChatModule> {
  const now = options.now ?? (() => new Date());
  const database = databaseCounterStore(options.db);
  const counters = options.redis ? withFallback(redisCounterStore(options.redis), database, app.log) : database;
  const after = createAfterCommit(options.live, app.log, options.onCommitted);
  const ctx: ChatContext = {
    db: options.db,
    media: options.media,
    now,
    limits: chatRateLimits(counters, options.limits ?? DEFAULT_CHAT_LIMITS, now),
    after,
  };
  await app.register(customOrderRoutes, { ctx });
  await app.register(supportRoutes, { ctx });
  await app.register(supportAdminRoutes, { ctx });
  return {
    live: chatLiveSource(ctx),
    onCommitted: after.onCommitted,
    replyToSupportToken: (supportToken, text) => replyToSupportToken(ctx, supportToken, text),
    claimEmailNotice: (input, at) => claimEmailNotice(options.db, input, at ?? now()),
    appendInTransaction: async (tx, input) => {
      const appended = await appendMessage(tx, { ...input, attachments: [], masked: input.masked ?? false });
      const message = toChatMessage(ctx.media, appended.row);
      return { message, afterCommit: () => after.publish(messageEvents(appended.before, message, false)) };
    },
  };
}
