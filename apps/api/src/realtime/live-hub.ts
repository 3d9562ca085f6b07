import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { ACCOUNT_TYPE, CHAT_ERROR, ERROR_CODES, LIVE_CLOSE, LIVE_FROM_START, type LiveTopic } from '@marketplace/contract';
import { AccountTopics } from './account-topics.ts';
import { ChatFeeds } from './chat-feeds.ts';
import type { LiveEventSink } from './live-bus.ts';
import { CLOSE_INTERNAL_ERROR, LIVE_LIMITS, LiveConnection, type ConnectionHost, type LiveLimits } from './live-connection.ts';
import type { ChatLiveSource, LiveEvent, LiveViewer } from './live-events.ts';
import { frame } from './live-frames.ts';
import type { LiveAccount, LiveSubscription } from './live-subscription.ts';
import { Limiter } from './limiter.ts';

/** How the hub knows who is on a connection, and whether they still are. */
export interface LiveSessions {
  /** The account of a live session token, or undefined. */
  accountOf(token: string): Promise<LiveAccount | undefined>;
  /** Which of these tokens still belong to live sessions. */
  stillLive(tokens: string[]): Promise<Set<string>>;
}

export interface LiveHubOptions {
  sessions: LiveSessions;
  /** The bell's unread count of an account (the notification inbox). */
  notificationsUnread(account: LiveAccount): Promise<number>;
  /** A seller's count of new orders (the panel's Orders). */
  storeNewOrders(account: LiveAccount): Promise<number>;
  log: FastifyBaseLogger;
  limits?: LiveLimits;
  /** Sockets that did not answer a ping for this long are dropped. */
  heartbeatMs?: number;
  /** Every connection's session is checked again this often (and whenever sessions may have ended). */
  sessionCheckMs?: number;
  /** The hub's reads running at once (the pool is shared with the HTTP calls). */
  concurrentReads?: number;
}

const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 60_000;
/** Session changes come in bursts (a logout clears the cache here and in every process): one check after them. */
const SESSION_CHANGE_SETTLE_MS = 200;
const CONCURRENT_READS = 4;

/**
 * The live channel of this process: its connections, what each follows, and the events of every
 * process turned into frames. Chat messages go out through the chat feeds (each read once per chat
 * here, whatever the number of followers); inbox and bell changes through the account topics.
 */
export class LiveHub implements LiveEventSink, ConnectionHost {
  private readonly connections = new Set<LiveConnection>();
  private readonly reads: Limiter;
  private source: ChatLiveSource | undefined;
  private feeds: ChatFeeds | undefined;
  private readonly accounts: AccountTopics;
  private readonly timers: NodeJS.Timeout[] = [];
  private sessionCheck: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: LiveHubOptions) {
    this.reads = new Limiter(options.concurrentReads ?? CONCURRENT_READS);
    this.accounts = new AccountTopics({
      source: () => this.source,
      notificationsUnread: (account) => this.reads.run(() => options.notificationsUnread(account)),
      storeNewOrders: (account) => this.reads.run(() => options.storeNewOrders(account)),
      log: options.log,
    });
    const heartbeat = setInterval(() => {
      for (const connection of this.connections) connection.heartbeat();
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    const sessionCheck = setInterval(() => void this.checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
    for (const timer of [heartbeat, sessionCheck]) {
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** The chat module's answers (authorisation, messages, totals); until it is set, chat topics are refused. */
  useSource(source: ChatLiveSource): void {
    const reads = this.reads;
    this.source = {
      authorize: (viewer, topic) => reads.run(() => source.authorize(viewer, topic)),
      messagesAfter: (chatId, after, limit) => reads.run(() => source.messagesAfter(chatId, after, limit)),
      lastMessageId: (chatId) => reads.run(() => source.lastMessageId(chatId)),
      unreadTotal: (viewer, box) => reads.run(() => source.unreadTotal(viewer, box)),
    };
    this.feeds?.stop();
    this.feeds = new ChatFeeds(this.source, this.options.log);
  }

  /** A socket upgraded on the live path (its origin already checked). */
  connect(socket: WebSocket): LiveConnection {
    const connection = new LiveConnection(socket, this, this.options.limits ?? LIVE_LIMITS);
    this.connections.add(connection);
    return connection;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  // ---- ConnectionHost ----

  authenticate(token: string): Promise<LiveAccount | undefined> {
    return this.options.sessions.accountOf(token);
  }

  subscribe(subscription: LiveSubscription): void {
    void this.start(subscription).catch((error: unknown) => {
      this.options.log.warn({ err: error, topic: subscription.topic.kind }, 'live subscription failed');
      // A read failed (the database away): the client reconnects with backoff and catches up.
      subscription.client.close(CLOSE_INTERNAL_ERROR, 'try again');
    });
  }

  unsubscribe(subscription: LiveSubscription): void {
    this.feeds?.unfollow(subscription);
    this.accounts.remove(subscription);
  }

  closed(connection: LiveConnection): void {
    this.connections.delete(connection);
  }

  // ---- LiveEventSink ----

  events(events: LiveEvent[]): void {
    if (this.stopped) return;
    for (const event of events) {
      switch (event.t) {
        case 'message':
          this.feeds?.messageAdded(event.chatId);
          break;
        case 'read':
          for (const subscription of this.feeds?.activeFollowers(event.chatId) ?? []) {
            subscription.client.send(
              frame({ type: 'read', id: subscription.id, chatId: event.chatId, side: event.side, lastReadId: event.lastReadId }),
            );
          }
          break;
        case 'status':
          for (const subscription of this.feeds?.activeFollowers(event.chatId) ?? []) {
            subscription.client.send(frame({ type: 'status', id: subscription.id, chatId: event.chatId, status: event.status }));
          }
          break;
        case 'offers':
          for (const subscription of this.feeds?.activeFollowers(event.chatId) ?? []) {
            subscription.client.send(frame({ type: 'offers', id: subscription.id, chatId: event.chatId }));
          }
          break;
        case 'inbox':
          this.accounts.inboxChanged(event.chatId, event.accountIds, event.admins);
          break;
        case 'bell':
          this.accounts.bellChanged(event.accountIds);
          break;
        case 'storeOrders':
          this.accounts.storeOrdersChanged(event.accountIds);
          break;
      }
    }
  }

  resync(): void {
    if (this.stopped) return;
    this.feeds?.readAll();
    this.accounts.bellChanged(null);
    this.accounts.storeOrdersChanged(null);
  }

  // ---- sessions ----

  /** Sessions may have ended (a logout, a block, here or in another process): check every connection's soon. */
  sessionsChanged(): void {
    if (this.sessionCheck || this.stopped) return;
    this.sessionCheck = setTimeout(() => {
      this.sessionCheck = undefined;
      void this.checkSessions();
    }, SESSION_CHANGE_SETTLE_MS);
    this.sessionCheck.unref();
  }

  /** Closes (4401) the connections whose session has ended: nothing more reaches them. */
  async checkSessions(): Promise<void> {
    const signedIn = [...this.connections].filter((connection) => connection.token !== null);
    if (signedIn.length === 0) return;
    try {
      const live = await this.reads.run(() => this.options.sessions.stillLive([...new Set(signedIn.map((c) => c.token!))]));
      for (const connection of signedIn) {
        if (!live.has(connection.token!)) connection.close(LIVE_CLOSE.UNAUTHORIZED, 'session ended');
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live sessions not checked');
    }
  }

  // ---- shutdown ----

  /** Every socket is told the server is going away (1001): clients reconnect to another process or to the next start. */
  closeAll(): void {
    for (const connection of this.connections) connection.close(LIVE_CLOSE.GOING_AWAY, 'server restarting');
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.sessionCheck);
    this.feeds?.stop();
  }

  // ---- subscribing ----

  private async start(subscription: LiveSubscription): Promise<void> {
    const client = subscription.client;
    if (client.token !== null && !(await this.options.sessions.accountOf(client.token))) {
      client.close(LIVE_CLOSE.UNAUTHORIZED, 'session ended');
      return;
    }
    if (subscription.ended) return;
    const topic = subscription.topic;
    const refusal = refusalOf(client.viewer, topic);
    if (refusal) return client.refuse(subscription, refusal);

    if (topic.kind === 'notifications') {
      this.accounts.add(subscription);
      client.send(frame({ type: 'subscribed', id: subscription.id }));
      // The count now: a bell that reconnects shows what changed while it was away.
      this.accounts.bellChanged([client.account!.id]);
      return;
    }
    if (topic.kind === 'storeOrders') {
      this.accounts.add(subscription);
      client.send(frame({ type: 'subscribed', id: subscription.id }));
      // The count now, as for the bell.
      this.accounts.storeOrdersChanged([client.account!.id]);
      return;
    }

    const source = this.source;
    const feeds = this.feeds;
    if (!source || !feeds) return client.refuse(subscription, CHAT_ERROR.CHAT_NOT_FOUND);
    const grant = await source.authorize(client.viewer, topic);
    if (subscription.ended) return;
    if (!grant.ok) return client.refuse(subscription, grant.code);

    if (topic.kind === 'chat' || topic.kind === 'support') {
      if (!grant.chatId) return client.refuse(subscription, CHAT_ERROR.CHAT_NOT_FOUND);
      await feeds.follow(subscription, grant.chatId, topic.after, (after) =>
        client.send(frame({ type: 'subscribed', id: subscription.id, after: after ?? LIVE_FROM_START })),
      );
      return;
    }
    this.accounts.add(subscription);
    client.send(frame({ type: 'subscribed', id: subscription.id }));
  }
}

/** What the hub refuses before asking the chat module: account topics need an account; the Support inbox an admin; a store's orders a seller. */
function refusalOf(viewer: LiveViewer, topic: LiveTopic): string | undefined {
  if (topic.kind === 'support') return undefined;
  if (!viewer) return ERROR_CODES.UNAUTHORIZED;
  if (topic.kind === 'supportInbox' && viewer.accountType !== ACCOUNT_TYPE.ADMIN) return ERROR_CODES.FORBIDDEN;
  if (topic.kind === 'storeOrders' && viewer.accountType !== ACCOUNT_TYPE.MERCHANT) return ERROR_CODES.FORBIDDEN;
  return undefined;
}
