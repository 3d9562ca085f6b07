import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE,
  LIVE_CLOSE,
  LIVE_FROM_START,
  LIVE_SUBSCRIPTIONS_MAX,
  type ChatMessage,
  type LiveTopic,
} from '@marketplace/contract';
import { openLive, type LiveTestClient } from '../../test/live-client.ts';
import type { Database } from '../db/connection.ts';
import { FEED_BATCH } from './chat-feeds.ts';
import { createLiveBus, type LiveBus } from './live-bus.ts';
import { LIVE_LIMITS } from './live-connection.ts';
import type { ChatLiveSource, LiveEvent, LiveViewer, TopicGrant } from './live-events.ts';
import { LiveHub } from './live-hub.ts';
import { registerLiveRoute, registerWebSockets } from './live-route.ts';
import type { LiveAccount } from './live-subscription.ts';

const SITE = 'http://localhost:3000';

const account = (type: LiveAccount['type']): LiveAccount => ({ id: randomUUID(), type, createdAt: new Date(0) });
const buyer = account(ACCOUNT_TYPE.CLIENT);
const seller = account(ACCOUNT_TYPE.MERCHANT);
const stranger = account(ACCOUNT_TYPE.CLIENT);
const admin = account(ACCOUNT_TYPE.ADMIN);
const tokens = new Map<string, LiveAccount>([
  ['buyer-token', buyer],
  ['seller-token', seller],
  ['stranger-token', stranger],
  ['admin-token', admin],
]);

interface FakeChat {
  members: string[];
  supportToken?: string;
  messages: ChatMessage[];
}

/** The chat module as the hub sees it, in memory; its reads answer after a random moment, so they overtake each other. */
class FakeChats implements ChatLiveSource {
  readonly chats = new Map<string, FakeChat>();
  /** Starts just below a power of ten: the ids grow a digit during the tests. */
  private nextId = 9_999_999_950n;
  reads = 0;
  unread = 3;

  chat(members: string[], supportToken?: string): string {
    const chatId = randomUUID();
    this.chats.set(chatId, { members, supportToken, messages: [] });
    return chatId;
  }

  add(chatId: string, text: string): ChatMessage {
    const message: ChatMessage = {
      id: String(this.nextId++),
      chatId,
      text,
      sender: 'user',
      date: new Date().toISOString(),
      attachments: [],
      masked: false,
    };
    this.chats.get(chatId)!.messages.push(message);
    return message;
  }

  async authorize(viewer: LiveViewer, topic: LiveTopic): Promise<TopicGrant> {
    await sleep(Math.random() * 3);
    if (topic.kind === 'chat') {
      const chat = this.chats.get(topic.chatId);
      if (!chat) return { ok: false, code: 'CHAT_NOT_FOUND' };
      if (!viewer || !chat.members.includes(viewer.accountId)) return { ok: false, code: 'CHAT_FORBIDDEN' };
      return { ok: true, chatId: topic.chatId };
    }
    if (topic.kind === 'support') {
      const found = [...this.chats].find(([, chat]) => chat.supportToken === topic.supportToken);
      return found ? { ok: true, chatId: found[0] } : { ok: false, code: 'SUPPORT_TOKEN_NOT_FOUND' };
    }
    return { ok: true };
  }

  async messagesAfter(chatId: string, after: string | null, limit: number): Promise<ChatMessage[]> {
    this.reads += 1;
    const messages = this.chats.get(chatId)?.messages ?? [];
    const answer = messages.filter((message) => after === null || BigInt(message.id) > BigInt(after)).slice(0, limit);
    await sleep(Math.random() * 3);
    return answer;
  }

  async lastMessageId(chatId: string): Promise<string | null> {
    await sleep(Math.random() * 3);
    return this.chats.get(chatId)?.messages.at(-1)?.id ?? null;
  }

  async unreadTotal(): Promise<number> {
    return this.unread;
  }
}

let app: FastifyInstance;
let hub: LiveHub;
let bus: LiveBus;
let base: string;
const chats = new FakeChats();
let bell = 7;
const revoked = new Set<string>();
const clients: LiveTestClient[] = [];

async function connect(options: { origin?: string } = {}): Promise<LiveTestClient> {
  const client = await openLive(base, { origin: options.origin ?? SITE });
  clients.push(client);
  return client;
}

/** Adds messages and publishes their events the way the chat module does after each commit. */
async function write(chatId: string, count: number, prefix = 'm', pauseMs = 0): Promise<ChatMessage[]> {
  const added: ChatMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    added.push(chats.add(chatId, `${prefix}${i}`));
    await bus.publish([{ t: 'message', chatId, id: added.at(-1)!.id }]);
    if (pauseMs > 0) await sleep(pauseMs);
  }
  return added;
}

const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);

beforeAll(async () => {
  app = Fastify();
  await registerWebSockets(app);
  bus = createLiveBus({ db: undefined as unknown as Database, inProcess: true, log: app.log });
  hub = new LiveHub({
    sessions: {
      accountOf: async (token) => (revoked.has(token) ? undefined : tokens.get(token)),
      stillLive: async (list) => new Set(list.filter((token) => tokens.has(token) && !revoked.has(token))),
    },
    notificationsUnread: async () => bell,
    storeNewOrders: async () => 0,
    log: app.log,
    limits: { ...LIVE_LIMITS, helloTimeoutMs: 300 },
  });
  hub.useSource(chats);
  bus.attach(hub);
  registerLiveRoute(app, { hub, allowedOrigins: [SITE] });
  app.addHook('onClose', async () => hub.stop());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await app?.close();
});

describe('the live channel protocol', () => {
  it('says who is on the connection after hello: a guest, or the token’s account', async () => {
    const guest = await connect();
    expect(await guest.hello()).toEqual({ type: 'ready', accountId: null });
    const signedIn = await connect();
    expect(await signedIn.hello('buyer-token')).toEqual({ type: 'ready', accountId: buyer.id });
  });

  it('closes 4401 on a token that is not a live session, a first frame other than hello, or no hello in time', async () => {
    const badToken = await connect();
    badToken.send({ type: 'hello', token: 'nobody' });
    expect(await badToken.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);

    const noHello = await connect();
    noHello.send({ type: 'ping' });
    expect(await noHello.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);

    const silent = await connect();
    expect(await silent.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
  });

  it('closes 4403 a page of another site; a client without an Origin (not a browser) may connect', async () => {
    const elsewhere = await connect({ origin: 'https://evil.example' });
    expect(await elsewhere.closed).toBe(LIVE_CLOSE.FORBIDDEN_ORIGIN);
    const noOrigin = await openLive(base, { origin: undefined });
    clients.push(noOrigin);
    expect(await noOrigin.hello()).toMatchObject({ type: 'ready' });
  });

  it('answers a bad frame with an error frame and keeps the connection', async () => {
    const client = await connect();
    await client.hello();
    client.sendRaw('not json');
    expect(await client.next('error')).toMatchObject({ code: 'MALFORMED_JSON' });
    client.send({ type: 'subscribe', id: 'a', topic: { kind: 'chat', chatId: randomUUID() }, extra: 1 });
    expect(await client.next('error', (frame) => frame.code === 'UNKNOWN_FIELD')).toMatchObject({
      message: expect.stringContaining('extra'),
    });
    client.send({ type: 'subscribe', id: 'b', topic: { kind: 'chat', chatId: 'not-a-uuid' } });
    expect(await client.next('error', (frame) => frame.code === 'VALIDATION_FAILED')).toBeTruthy();
    client.send({ type: 'dance' });
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toEqual({ type: 'pong' });
    expect(client.frames.filter((frame) => frame.type === 'error')).toHaveLength(4);
  });

  it(`closes 4429 on subscription ${LIVE_SUBSCRIPTIONS_MAX + 1}`, async () => {
    const client = await connect();
    await client.hello('buyer-token');
    for (let i = 0; i <= LIVE_SUBSCRIPTIONS_MAX; i += 1)
      client.send({ type: 'subscribe', id: `n${i}`, topic: { kind: 'notifications' } });
    expect(await client.closed).toBe(LIVE_CLOSE.TOO_MANY);
  });

  it('closes 4429 on a flood of frames', async () => {
    const client = await connect();
    await client.hello();
    for (let i = 0; i < 200; i += 1) client.send({ type: 'ping' });
    expect(await client.closed).toBe(LIVE_CLOSE.TOO_MANY);
  });

  it('closes every socket with 1001 when the server closes', async () => {
    const other = Fastify();
    await registerWebSockets(other);
    const otherHub = new LiveHub({
      sessions: { accountOf: async () => undefined, stillLive: async () => new Set() },
      notificationsUnread: async () => 0,
      storeNewOrders: async () => 0,
      log: other.log,
    });
    registerLiveRoute(other, { hub: otherHub, allowedOrigins: [SITE] });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const client = await openLive(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    await client.hello();
    await other.close();
    otherHub.stop();
    expect(await client.closed).toBe(LIVE_CLOSE.GOING_AWAY);
  });
});

describe('subscriptions', () => {
  it('refuses account topics to guests, the Support inbox to non-admins, and passes on the chat module’s refusals', async () => {
    const guest = await connect();
    await guest.hello();
    expect(await guest.subscribe('c', { kind: 'conversations' })).toEqual({ type: 'refused', id: 'c', code: 'UNAUTHORIZED' });
    expect(await guest.subscribe('n', { kind: 'notifications' })).toEqual({ type: 'refused', id: 'n', code: 'UNAUTHORIZED' });
    const someone = await connect();
    await someone.hello('stranger-token');
    expect(await someone.subscribe('s', { kind: 'supportInbox' })).toEqual({ type: 'refused', id: 's', code: 'FORBIDDEN' });
    const chatId = chats.chat([buyer.id, seller.id]);
    expect(await someone.subscribe('x', { kind: 'chat', chatId })).toEqual({ type: 'refused', id: 'x', code: 'CHAT_FORBIDDEN' });
    const officer = await connect();
    await officer.hello('admin-token');
    expect(await officer.subscribe('s', { kind: 'supportInbox' })).toEqual({ type: 'subscribed', id: 's' });
  });

  it('replays what came after `after` in batches, then says subscribed, then delivers live messages once each', async () => {
    const chatId = chats.chat([buyer.id, seller.id]);
    const earlier = await write(chatId, FEED_BATCH * 2 + 17, 'old');
    const client = await connect();
    await client.hello('buyer-token');
    expect(await client.subscribe('chat', { kind: 'chat', chatId, after: earlier[4]!.id })).toEqual({
      type: 'subscribed',
      id: 'chat',
      after: earlier.at(-1)!.id,
    });
    const subscribedAt = client.frames.findIndex((frame) => frame.type === 'subscribed');
    expect(client.frames.slice(0, subscribedAt).filter((frame) => frame.type === 'message')).toHaveLength(earlier.length - 5);

    const later = await write(chatId, 30, 'new');
    // The same events again, and out of order: they only make the feed read again.
    await bus.publish(later.map((message) => ({ t: 'message', chatId, id: message.id }) as LiveEvent).reverse());
    await client.next('message', (frame) => frame.message.id === later.at(-1)!.id);
    await sleep(50);
    expect(ids(client.messages('chat'))).toEqual(ids([...earlier.slice(5), ...later]));
  });

  it('without `after` starts after the newest message, and says which', async () => {
    const chatId = chats.chat([buyer.id, seller.id]);
    const earlier = await write(chatId, 5);
    const client = await connect();
    await client.hello('seller-token');
    expect(await client.subscribe('chat', { kind: 'chat', chatId })).toEqual({
      type: 'subscribed',
      id: 'chat',
      after: earlier.at(-1)!.id,
    });
    const [next] = await write(chatId, 1, 'after');
    await client.next('message');
    expect(ids(client.messages('chat'))).toEqual([next!.id]);
  });

  it(`replays the whole chat from ${LIVE_FROM_START}, and says ${LIVE_FROM_START} for a chat without messages`, async () => {
    const empty = chats.chat([buyer.id, seller.id]);
    const client = await connect();
    await client.hello('buyer-token');
    expect(await client.subscribe('empty', { kind: 'chat', chatId: empty })).toEqual({
      type: 'subscribed',
      id: 'empty',
      after: LIVE_FROM_START,
    });
    const chatId = chats.chat([buyer.id, seller.id]);
    const all = await write(chatId, 3);
    await client.subscribe('all', { kind: 'chat', chatId, after: LIVE_FROM_START });
    expect(ids(client.messages('all'))).toEqual(ids(all));
  });

  it.each([1, 2, 3])(
    'reads a chat once per event for all its followers, and each follower gets every message once, in order, while messages keep coming during their catch-up (run %i)',
    async (run) => {
      const supportToken = `support-token-abcdefghijklmno${run}`;
      const chatId = chats.chat([buyer.id, seller.id], supportToken);
      const first = await write(chatId, 40, 'start');
      const writing = write(chatId, 150, 'during', 1);
      const followers = await Promise.all([connect(), connect(), connect()]);
      await Promise.all(followers.map((client, i) => client.hello(i === 2 ? undefined : 'buyer-token')));
      await Promise.all([
        followers[0]!.subscribe('a', { kind: 'chat', chatId, after: first[0]!.id }),
        followers[1]!.subscribe('b', { kind: 'chat', chatId, after: first[20]!.id }),
        followers[2]!.subscribe('c', { kind: 'support', supportToken, after: first[39]!.id }),
      ]);
      await writing;
      const all = chats.chats.get(chatId)!.messages;
      const newest = all.at(-1)!.id;
      await Promise.all(
        followers.map((client, i) => client.next('message', (frame) => frame.id === 'abc'[i] && frame.message.id === newest)),
      );
      expect(ids(followers[0]!.messages('a'))).toEqual(ids(all.slice(1)));
      expect(ids(followers[1]!.messages('b'))).toEqual(ids(all.slice(21)));
      expect(ids(followers[2]!.messages('c'))).toEqual(ids(all.slice(40)));

      const before = chats.reads;
      await write(chatId, 1, 'one more');
      await Promise.all(
        followers.map((client, i) =>
          client.next('message', (frame) => frame.id === 'abc'[i] && frame.message.text === 'one more0'),
        ),
      );
      expect(chats.reads - before).toBe(1);
    },
  );

  it('sends nothing more after unsubscribe', async () => {
    const chatId = chats.chat([buyer.id, seller.id]);
    const client = await connect();
    await client.hello('buyer-token');
    await client.subscribe('chat', { kind: 'chat', chatId });
    client.send({ type: 'unsubscribe', id: 'chat' });
    client.send({ type: 'ping' });
    await client.next('pong');
    await write(chatId, 3);
    await sleep(50);
    expect(client.messages('chat')).toEqual([]);
  });

  it('carries read receipts, status changes and inbox totals to their followers', async () => {
    const chatId = chats.chat([buyer.id, seller.id]);
    const client = await connect();
    await client.hello('seller-token');
    await client.subscribe('chat', { kind: 'chat', chatId });
    await client.subscribe('inbox', { kind: 'conversations' });
    await bus.publish([
      { t: 'read', chatId, side: 'user', lastReadId: '42' },
      { t: 'status', chatId, status: 'closed' },
      { t: 'inbox', chatId, accountIds: [seller.id], admins: false },
      { t: 'inbox', chatId, accountIds: [stranger.id], admins: false },
    ]);
    expect(await client.next('read')).toEqual({ type: 'read', id: 'chat', chatId, side: 'user', lastReadId: '42' });
    expect(await client.next('status')).toEqual({ type: 'status', id: 'chat', chatId, status: 'closed' });
    expect(await client.next('inbox')).toEqual({ type: 'inbox', id: 'inbox', chatId, unread: 3 });
  });

  it('gives the bell its count on subscribing and again on each change', async () => {
    const client = await connect();
    await client.hello('stranger-token');
    await client.subscribe('bell', { kind: 'notifications' });
    expect(await client.next('notifications')).toEqual({ type: 'notifications', id: 'bell', unread: 7 });
    bell = 8;
    await bus.publish([{ t: 'bell', accountIds: null }]);
    expect(await client.next('notifications', (frame) => frame.unread === 8)).toBeTruthy();
    bell = 9;
    await bus.publish([{ t: 'bell', accountIds: [buyer.id] }]);
    await bus.publish([{ t: 'bell', accountIds: [stranger.id] }]);
    expect(await client.next('notifications', (frame) => frame.unread === 9)).toBeTruthy();
  });

  it('closes 4401 the connections of a session that ended, and refuses a subscription on one', async () => {
    tokens.set('leaving-token', account(ACCOUNT_TYPE.CLIENT));
    tokens.set('other-token', account(ACCOUNT_TYPE.CLIENT));
    const leaving = await connect();
    await leaving.hello('leaving-token');
    const staying = await connect();
    await staying.hello('other-token');
    revoked.add('leaving-token');
    hub.sessionsChanged();
    expect(await leaving.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
    staying.send({ type: 'ping' });
    await staying.next('pong');

    tokens.set('late-token', account(ACCOUNT_TYPE.CLIENT));
    const late = await connect();
    await late.hello('late-token');
    revoked.add('late-token');
    late.send({ type: 'subscribe', id: 'bell', topic: { kind: 'notifications' } });
    expect(await late.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
  });
});
