import type { FastifyBaseLogger } from 'fastify';
import type { ChatLiveSource } from './live-events.ts';
import { frame } from './live-frames.ts';
import type { LiveAccount, LiveSubscription } from './live-subscription.ts';

type Box = 'conversations' | 'supportInbox';

/** The account topics that show one count: the bell (its unread notifications) and a store's new orders. */
type Counter = 'notifications' | 'storeOrders';

/**
 * The topics of an account rather than a chat: its conversations (custom-order inbox), the admins'
 * Support inbox, the notification bell and a seller's new-orders count. Each change sends the
 * viewer's new total, read after the change: one read per account however many of its tabs follow,
 * inbox changes in the order they came (each names its chat), count changes folded together while a
 * count is being read.
 */
export class AccountTopics {
  private readonly byBox = {
    conversations: new Map<string, Set<LiveSubscription>>(),
    supportInbox: new Map<string, Set<LiveSubscription>>(),
  };
  private readonly counters: Record<Counter, Map<string, Set<LiveSubscription>>> = {
    notifications: new Map(),
    storeOrders: new Map(),
  };
  private readonly inboxQueues = new Map<string, Promise<void>>();
  private readonly counterReads = new Map<string, { again: boolean }>();

  constructor(
    private readonly deps: {
      source: () => ChatLiveSource | undefined;
      notificationsUnread: (account: LiveAccount) => Promise<number>;
      /** A seller's count of new orders. */
      storeNewOrders: (account: LiveAccount) => Promise<number>;
      log: FastifyBaseLogger;
    },
  ) {}

  add(subscription: LiveSubscription): void {
    const index = this.indexOf(subscription);
    const accountId = subscription.client.account?.id;
    if (!index || !accountId) return;
    let set = index.get(accountId);
    if (!set) index.set(accountId, (set = new Set()));
    set.add(subscription);
  }

  remove(subscription: LiveSubscription): void {
    const index = this.indexOf(subscription);
    const accountId = subscription.client.account?.id;
    if (!index || !accountId) return;
    const set = index.get(accountId);
    set?.delete(subscription);
    if (set?.size === 0) index.delete(accountId);
  }

  /** A conversation moved in these accounts' inboxes (and in every admin's Support inbox when `admins`). */
  inboxChanged(chatId: string, accountIds: string[], admins: boolean): void {
    for (const accountId of accountIds) this.queueInbox('conversations', accountId, chatId);
    if (admins) for (const accountId of this.byBox.supportInbox.keys()) this.queueInbox('supportInbox', accountId, chatId);
  }

  /** These accounts' bells (null: every followed bell) may show another count. */
  bellChanged(accountIds: string[] | null): void {
    this.counterChanged('notifications', accountIds);
  }

  /** These sellers' new-orders counts (null: every followed one) may have changed. */
  storeOrdersChanged(accountIds: string[] | null): void {
    this.counterChanged('storeOrders', accountIds);
  }

  private counterChanged(kind: Counter, accountIds: string[] | null): void {
    const followed = this.counters[kind];
    for (const accountId of accountIds ?? [...followed.keys()]) {
      if (followed.has(accountId)) void this.readCounter(kind, accountId);
    }
  }

  private indexOf(subscription: LiveSubscription): Map<string, Set<LiveSubscription>> | undefined {
    switch (subscription.topic.kind) {
      case 'conversations':
      case 'supportInbox':
        return this.byBox[subscription.topic.kind];
      case 'notifications':
      case 'storeOrders':
        return this.counters[subscription.topic.kind];
      default:
        return undefined;
    }
  }

  private live(set: Set<LiveSubscription> | undefined): LiveSubscription[] {
    return [...(set ?? [])].filter((subscription) => !subscription.ended);
  }

  private queueInbox(box: Box, accountId: string, chatId: string): void {
    const source = this.deps.source();
    if (!source || !this.byBox[box].has(accountId)) return;
    const key = `${box}:${accountId}`;
    const next = (this.inboxQueues.get(key) ?? Promise.resolve()).then(async () => {
      const followers = this.live(this.byBox[box].get(accountId));
      const viewer = followers[0]?.client.viewer;
      if (!viewer) return;
      const unread = await source.unreadTotal(viewer, box);
      for (const subscription of this.live(this.byBox[box].get(accountId))) {
        subscription.client.send(frame({ type: 'inbox', id: subscription.id, chatId, unread }));
      }
    });
    const settled = next.catch((error: unknown) => this.deps.log.warn({ err: error, box }, 'live inbox total not read'));
    this.inboxQueues.set(key, settled);
    void settled.then(() => {
      if (this.inboxQueues.get(key) === settled) this.inboxQueues.delete(key);
    });
  }

  private async readCounter(kind: Counter, accountId: string): Promise<void> {
    const key = `${kind}:${accountId}`;
    const reading = this.counterReads.get(key);
    if (reading) {
      reading.again = true;
      return;
    }
    const state = { again: true };
    this.counterReads.set(key, state);
    const followers = () => this.live(this.counters[kind].get(accountId));
    try {
      while (state.again) {
        state.again = false;
        const account = followers()[0]?.client.account;
        if (!account) return;
        if (kind === 'notifications') {
          const unread = await this.deps.notificationsUnread(account);
          for (const subscription of followers())
            subscription.client.send(frame({ type: 'notifications', id: subscription.id, unread }));
        } else {
          const newOrders = await this.deps.storeNewOrders(account);
          for (const subscription of followers())
            subscription.client.send(frame({ type: 'storeOrders', id: subscription.id, newOrders }));
        }
      }
    } catch (error) {
      this.deps.log.warn({ err: error, kind }, 'live count not read');
    } finally {
      this.counterReads.delete(key);
    }
  }
}
