import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveTopic } from '@marketplace/contract';
import {
  as,
  castOf,
  chatOf,
  freshAddress,
  send,
  startChatServer,
  supportSend,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';

let server: ChatTestServer;
let cast: ChatCast;
let chatId: string;
let support: { token: string; chatId: string };
const clients: LiveTestClient[] = [];

/** A page signed in with `token` (a guest without), after hello. */
async function page(token?: string): Promise<LiveTestClient> {
  const client = await openLive(server.url);
  clients.push(client);
  await client.hello(token);
  return client;
}

/** What the server answers `token`'s page asking for `topic`: 'subscribed' or the refusal's code. */
async function answerTo(token: string | undefined, topic: LiveTopic): Promise<string> {
  const answer = await (await page(token)).subscribe('t', topic);
  return answer.type === 'refused' ? answer.code : answer.type;
}

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
  expect((await send(server, chatId, 'Salam, bu vazanı yaşıl rəngdə düzəldə bilərsiniz?', as(cast.buyer))).status).toBe(200);
  const first = await supportSend(server, { text: 'Sifarişim haradadır?' }, { from: freshAddress() });
  expect(first.status).toBe(200);
  support = { token: first.body.supportToken, chatId: first.body.message.chatId };
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server?.close();
});

describe('who may follow a custom-order chat', () => {
  it('its buyer and the item’s seller', async () => {
    expect(await answerTo(cast.buyer.token, { kind: 'chat', chatId })).toBe('subscribed');
    expect(await answerTo(cast.seller.token, { kind: 'chat', chatId })).toBe('subscribed');
  });

  it('not another buyer, another seller or a guest', async () => {
    expect(await answerTo(cast.otherBuyer.token, { kind: 'chat', chatId })).toBe('CHAT_FORBIDDEN');
    expect(await answerTo(cast.otherSeller.token, { kind: 'chat', chatId })).toBe('CHAT_FORBIDDEN');
    expect(await answerTo(undefined, { kind: 'chat', chatId })).toBe('UNAUTHORIZED');
  });

  it('a stranger who was refused hears nothing of what is written there', async () => {
    const stranger = await page(cast.otherBuyer.token);
    expect(await stranger.subscribe('t', { kind: 'chat', chatId })).toMatchObject({ type: 'refused' });
    const buyer = await page(cast.buyer.token);
    await buyer.subscribe('mine', { kind: 'chat', chatId });
    expect((await send(server, chatId, 'Rəngi dəyişmək olar', as(cast.seller, 'merchant.localhost:3000'))).status).toBe(200);
    await buyer.next('message', (frame) => frame.message.text === 'Rəngi dəyişmək olar');
    stranger.send({ type: 'ping' });
    await stranger.next('pong');
    expect(stranger.frames.filter((frame) => frame.type === 'message')).toEqual([]);
  });
});

describe('who may follow a support chat', () => {
  it('the holder of its token (a guest too), and admins by its id', async () => {
    expect(await answerTo(undefined, { kind: 'support', supportToken: support.token })).toBe('subscribed');
    expect(await answerTo(cast.otherBuyer.token, { kind: 'support', supportToken: support.token })).toBe('subscribed');
    expect(await answerTo(cast.admin.token, { kind: 'chat', chatId: support.chatId })).toBe('subscribed');
  });

  it('nobody without its token: not by a made-up token, nor by its id unless an admin', async () => {
    expect(await answerTo(undefined, { kind: 'support', supportToken: 'A'.repeat(32) })).toBe('SUPPORT_TOKEN_NOT_FOUND');
    expect(await answerTo(cast.buyer.token, { kind: 'chat', chatId: support.chatId })).toBe('CHAT_FORBIDDEN');
    expect(await answerTo(cast.seller.token, { kind: 'chat', chatId: support.chatId })).toBe('CHAT_FORBIDDEN');
    expect(await answerTo(undefined, { kind: 'chat', chatId: support.chatId })).toBe('UNAUTHORIZED');
  });
});

describe('who may follow an inbox', () => {
  it('the Support inbox: admins only', async () => {
    expect(await answerTo(cast.admin.token, { kind: 'supportInbox' })).toBe('subscribed');
    expect(await answerTo(cast.buyer.token, { kind: 'supportInbox' })).toBe('FORBIDDEN');
    expect(await answerTo(cast.seller.token, { kind: 'supportInbox' })).toBe('FORBIDDEN');
    expect(await answerTo(undefined, { kind: 'supportInbox' })).toBe('UNAUTHORIZED');
  });

  it('one’s conversations and bell: any signed-in account, no guest', async () => {
    expect(await answerTo(cast.seller.token, { kind: 'conversations' })).toBe('subscribed');
    expect(await answerTo(cast.buyer.token, { kind: 'notifications' })).toBe('subscribed');
    expect(await answerTo(undefined, { kind: 'conversations' })).toBe('UNAUTHORIZED');
    expect(await answerTo(undefined, { kind: 'notifications' })).toBe('UNAUTHORIZED');
  });
});
