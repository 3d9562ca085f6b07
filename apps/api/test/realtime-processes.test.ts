import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LIVE_CLOSE, LIVE_FROM_START, type ChatMessage } from '@marketplace/contract';
import { LIVE_CHANNEL } from '../src/realtime/module.ts';
import { HOSTS, request, type RequestOptions } from './auth-client.ts';
import { signUpBuyer } from './cart-fixtures.ts';
import {
  as,
  asSeller,
  castOf,
  chatOf,
  messagesOf,
  startChatServer,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';
import { waitForListeners } from './listeners.ts';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const PGLITE_REASON = 'PostgreSQL only (set DATABASE_URL): on PGlite one process owns the database';
const EACH_WAY = 100;
const LIMITS = { messagesPerMinute: 10_000, conversationsPerHour: 1_000 };

let first: ChatTestServer;
let second: TestServer;
let cast: ChatCast;
let chatId: string;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  if (!POSTGRES) return;
  first = await startChatServer({ messagesPerMinute: LIMITS.messagesPerMinute });
  second = await startTestServer({ databaseUrl: first.config.databaseUrl, chat: { limits: LIMITS } });
  await waitForListeners(first.database.db, LIVE_CHANNEL, 2, 10_000);
  cast = await castOf(first);
  chatId = await chatOf(first, cast.buyer, cast.itemId, cast.seller.id);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  // The second first: closing the first drops the database they share.
  await second?.close();
  await first?.close();
});

/** Sends `count` messages one after the other through `base`, each answered before the next. */
async function sendAll(base: string, options: RequestOptions, prefix: string, count: number): Promise<ChatMessage[]> {
  const sent: ChatMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await request(base, 'POST', API_PATHS.chat.sendMessage, { chatId, text: `${prefix} ${i + 1}` }, options);
    if (answer.status !== 200) throw new Error(`send ${prefix} ${i + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
    sent.push(answer.body as ChatMessage);
  }
  return sent;
}

async function wholeHistory(): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await messagesOf(first, chatId, as(cast.buyer), before);
    all.unshift(...(page.body.messages as ChatMessage[]));
    if (!page.body.hasEarlier) return all;
    before = all[0]!.id;
  }
}

describe('the live channel across two API processes (LISTEN/NOTIFY)', () => {
  it(`a buyer on one and the seller on the other exchange ${EACH_WAY} messages each way: each gets every message once, in order`, async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    const buyer = await openLive(first.url);
    const seller = await openLive(second.url, { origin: 'http://merchant.localhost:3000' });
    clients.push(buyer, seller);
    await buyer.hello(cast.buyer.token);
    await seller.hello(cast.seller.token);
    expect(await buyer.subscribe('chat', { kind: 'chat', chatId, after: LIVE_FROM_START })).toMatchObject({ type: 'subscribed' });
    expect(await seller.subscribe('chat', { kind: 'chat', chatId, after: LIVE_FROM_START })).toMatchObject({
      type: 'subscribed',
    });

    const [fromBuyer, fromSeller] = await Promise.all([
      sendAll(first.url, as(cast.buyer), 'Alıcı', EACH_WAY),
      sendAll(second.url, { ...asSeller(cast.seller), host: HOSTS.merchant }, 'Satıcı', EACH_WAY),
    ]);
    const newest = [...fromBuyer, ...fromSeller].map((message) => BigInt(message.id)).reduce((a, b) => (a > b ? a : b));
    await buyer.next('message', (frame) => BigInt(frame.message.id) === newest, 30_000);
    await seller.next('message', (frame) => BigInt(frame.message.id) === newest, 30_000);

    const history = await wholeHistory();
    expect(history).toHaveLength(2 * EACH_WAY);
    const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);
    // Both pages got the whole conversation: every message once, in the order the database keeps.
    expect(ids(buyer.messages('chat'))).toEqual(ids(history));
    expect(ids(seller.messages('chat'))).toEqual(ids(history));
    // And each side's messages reached the other side in the order they were written.
    const texts = (messages: ChatMessage[], sender: string) =>
      messages.filter((message) => message.sender === sender).map((message) => message.text);
    expect(texts(seller.messages('chat'), 'user')).toEqual(fromBuyer.map((message) => message.text));
    expect(texts(buyer.messages('chat'), 'received')).toEqual(fromSeller.map((message) => message.text));
  });

  it('a logout through one process closes that session’s connection on the other (4401)', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    const leaving = await signUpBuyer(first, 'live-two-logout@example.az');
    const page = await openLive(second.url);
    clients.push(page);
    await page.hello(leaving.token);
    await page.subscribe('inbox', { kind: 'conversations' });
    expect((await first.post(API_PATHS.auth.logout, undefined, { token: leaving.token })).status).toBe(204);
    expect(await page.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
  });

  it('inbox totals and read receipts written through one process reach a page on the other', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    const seller = await openLive(second.url, { origin: 'http://merchant.localhost:3000' });
    clients.push(seller);
    await seller.hello(cast.seller.token);
    await seller.subscribe('inbox', { kind: 'conversations' });
    await seller.subscribe('chat', { kind: 'chat', chatId });
    const sent = await sendAll(first.url, as(cast.buyer), 'Bir sual daha', 1);
    expect(await seller.next('inbox', (frame) => frame.chatId === chatId)).toMatchObject({ unread: expect.any(Number) });
    const read = await request(first.url, 'POST', API_PATHS.chat.markRead, { chatId, lastReadId: sent[0]!.id }, as(cast.buyer));
    expect(read.status).toBe(200);
    expect(await seller.next('read')).toMatchObject({ chatId, side: 'user', lastReadId: sent[0]!.id });
  });
});
