import type { FastifyBaseLogger } from 'fastify';
import { LIVE_FROM_START, compareMessageIds, type ChatMessage } from '@marketplace/contract';
import type { ChatLiveSource } from './live-events.ts';
import { messageFrame, messageJson } from './live-frames.ts';
import type { LiveSubscription } from './live-subscription.ts';

/** Messages read at once, by a catch-up and by a feed. */
export const FEED_BATCH = 100;
/** A feed whose read failed (the database away) tries again after this long. */
const RETRY_MS = 1_000;

/** What this process delivers of one chat to the subscriptions following it here. */
interface Feed {
  readonly chatId: string;
  readonly followers: Set<LiveSubscription>;
  /** The newest message this process has read (and sent to its active followers). */
  lastId: string | null;
  /** lastId is set (by the first follower to catch up); until then there is nothing to read from. */
  known: boolean;
  /** A message event came before lastId was known: read once it is. */
  dirty: boolean;
  reading: boolean;
  /** Another event came during a read: read again after it. */
  again: boolean;
}

/**
 * The chats followed in this process. A message event makes the chat's feed read what came after
 * the last message it read, once however many followers there are, and hand each message to every
 * caught-up follower whose own cursor is behind it: so notices arriving twice, late or out of order
 * still deliver each message once and in id order. A new follower first catches up by itself (its
 * `after`, or the chat's newest message) until it has reached what the feed has read.
 */
export class ChatFeeds {
  private readonly feeds = new Map<string, Feed>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly source: ChatLiveSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Sends the subscription the messages after `after` (LIVE_FROM_START: all of them; undefined: none,
   * it starts after the chat's newest), then makes it live, calling `live` with the id it continues
   * after at that moment (before any live message can go out). Resolves once it is live or has
   * ended; throws when a read fails.
   */
  async follow(
    subscription: LiveSubscription,
    chatId: string,
    after: string | undefined,
    live: (continuesAfter: string | null) => void,
  ): Promise<void> {
    const feed = this.feedOf(chatId);
    feed.followers.add(subscription);
    subscription.chatId = chatId;
    let cursor = after === LIVE_FROM_START ? null : (after ?? (await this.source.lastMessageId(chatId)));
    let mustRead = after !== undefined;
    for (;;) {
      if (subscription.ended) return;
      if (!mustRead && (!feed.known || compareMessageIds(cursor, feed.lastId) >= 0)) break;
      const batch = await this.source.messagesAfter(chatId, cursor, FEED_BATCH);
      if (subscription.ended) return;
      for (const message of batch) {
        subscription.client.send(messageFrame(subscription.id, messageJson(message)));
        cursor = message.id;
      }
      mustRead = batch.length === FEED_BATCH;
    }
    // Nothing awaited from the last check to here: no feed read can slip in between.
    subscription.cursor = cursor;
    subscription.active = true;
    live(cursor);
    if (!feed.known) {
      feed.known = true;
      feed.lastId = cursor;
      if (feed.dirty) void this.read(feed);
    }
  }

  unfollow(subscription: LiveSubscription): void {
    if (subscription.chatId === null) return;
    const feed = this.feeds.get(subscription.chatId);
    if (!feed) return;
    feed.followers.delete(subscription);
    if (feed.followers.size === 0) this.feeds.delete(subscription.chatId);
  }

  /** A message was committed in the chat. */
  messageAdded(chatId: string): void {
    const feed = this.feeds.get(chatId);
    if (feed) void this.read(feed);
  }

  /** The caught-up followers of a chat in this process (read receipts, status changes). */
  *activeFollowers(chatId: string): Iterable<LiveSubscription> {
    for (const subscription of this.feeds.get(chatId)?.followers ?? []) {
      if (subscription.active && !subscription.ended) yield subscription;
    }
  }

  /** Events may have been lost: every followed chat reads what it may have missed. */
  readAll(): void {
    for (const feed of this.feeds.values()) void this.read(feed);
  }

  get followedChats(): number {
    return this.feeds.size;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }

  private feedOf(chatId: string): Feed {
    let feed = this.feeds.get(chatId);
    if (!feed) {
      feed = { chatId, followers: new Set(), lastId: null, known: false, dirty: false, reading: false, again: false };
      this.feeds.set(chatId, feed);
    }
    return feed;
  }

  private isCurrent(feed: Feed): boolean {
    return !this.stopped && this.feeds.get(feed.chatId) === feed;
  }

  private async read(feed: Feed): Promise<void> {
    if (!feed.known) {
      feed.dirty = true;
      return;
    }
    if (feed.reading) {
      feed.again = true;
      return;
    }
    feed.reading = true;
    try {
      do {
        feed.again = false;
        const batch = await this.source.messagesAfter(feed.chatId, feed.lastId, FEED_BATCH);
        this.hand(feed, batch);
        if (batch.length === FEED_BATCH) feed.again = true;
      } while (feed.again && this.isCurrent(feed));
    } catch (error) {
      this.log.warn({ err: error, chatId: feed.chatId }, 'live feed could not read the chat; trying again');
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        if (this.isCurrent(feed)) void this.read(feed);
      }, RETRY_MS);
      timer.unref();
      this.retries.add(timer);
    } finally {
      feed.reading = false;
    }
  }

  private hand(feed: Feed, batch: ChatMessage[]): void {
    for (const message of batch) {
      if (compareMessageIds(message.id, feed.lastId) <= 0) continue;
      feed.lastId = message.id;
      let json: string | undefined;
      for (const subscription of feed.followers) {
        if (!subscription.active || subscription.ended || compareMessageIds(message.id, subscription.cursor) <= 0) continue;
        json ??= messageJson(message);
        subscription.client.send(messageFrame(subscription.id, json));
        subscription.cursor = message.id;
      }
    }
  }
}
