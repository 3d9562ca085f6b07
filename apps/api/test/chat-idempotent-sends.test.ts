import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  LIVE_FROM_START,
  type ChatMessage,
} from '@marketplace/contract';
import { rows } from '../src/db/rows.ts';
import { LIVE_CHANNEL } from '../src/realtime/module.ts';
import { request, type JsonResponse, type RequestOptions } from './auth-client.ts';
import { signUpBuyer } from './cart-fixtures.ts';
import {
  as,
  asSeller,
  castOf,
  chatOf,
  freshAddress,
  messagesOf,
  send,
  startChatServer,
  supportSend,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';
import { waitForListeners } from './listeners.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * Chat sends are idempotent: a message carries its sender's client id (the body's `clientId`, or the
 * Idempotency-Key header), and a retry of a send the server already stored (its answer lost to a
 * dropped connection or a killed process) answers the stored message instead of storing it again,
 * also when the retries race, on one process or two, and the live channel delivers it once.
 */

const POSTGRES = Boolean(process.env.DATABASE_URL);
const PGLITE_REASON = 'PostgreSQL only (set DATABASE_URL): on PGlite one process owns the database';
const REPLAYED = IDEMPOTENT_REPLAY_HEADER.toLowerCase();

let server: ChatTestServer;
let cast: ChatCast;
let chatId: string;
const sockets: LiveTestClient[] = [];

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

let serial = 0;
/** A client id as the pages make them, distinct per call. */
const clientId = () => `${crypto.randomUUID()}-${(serial += 1)}`;
const withKey = (options: RequestOptions, key: string): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: key },
});

/** The chat's messages with this text, as its history keeps them. */
async function stored(text: string, options: RequestOptions = as(cast.buyer), chat = chatId): Promise<ChatMessage[]> {
  const page = await messagesOf(server, chat, options);
  return (page.body.messages as ChatMessage[]).filter((message) => message.text === text);
}

const supportChatCount = async () =>
  (await rows<{ count: number }>(server.database.db, sql`SELECT count(*)::int AS count FROM chats WHERE kind = 'support'`))[0]!
    .count;

function expectOk(...answers: JsonResponse[]) {
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('POST /chat/v1/sendMessage with a client id', () => {
  it('a repeated send with the same clientId answers the stored message (same id, same answer) and stores one', async () => {
    const id = clientId();
    const text = 'Bu vazanı mavi rəngdə də edə bilərsiniz?';
    const first = await server.post(API_PATHS.chat.sendMessage, { chatId, text, clientId: id }, as(cast.buyer));
    const again = await server.post(API_PATHS.chat.sendMessage, { chatId, text, clientId: id }, as(cast.buyer));
    expectOk(first, again);
    expect(again.body).toEqual(first.body);
    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(again.headers[REPLAYED]).toBe('true');
    expect(await stored(text)).toEqual([first.body]);
  });

  it('the Idempotency-Key header does the same; a retry after others were written still answers the first message', async () => {
    const key = clientId();
    const text = 'Çatdırılma nə qədər çəkər?';
    const first = await send(server, chatId, text, withKey(as(cast.buyer), key));
    expectOk(first);
    expectOk(await send(server, chatId, 'Cavabınızı gözləyirəm.', as(cast.buyer)));
    const again = await send(server, chatId, text, withKey(as(cast.buyer), key));
    expectOk(again);
    expect(again.body).toEqual(first.body);
    expect(await stored(text)).toHaveLength(1);
    // The body's id and the header may come together when they are the same id.
    const both = await server.post(API_PATHS.chat.sendMessage, { chatId, text, clientId: key }, withKey(as(cast.buyer), key));
    expect(both.body).toEqual(first.body);
  });

  it('two parallel sends with one key store one message, and both are answered with it', async () => {
    const key = clientId();
    const text = 'Eyni anda iki dəfə göndərilən sual';
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(server, chatId, text, withKey(as(cast.buyer), key))));
    expectOk(...answers);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await stored(text)).toHaveLength(1);
  });

  it('different keys store two messages, even of the same text', async () => {
    const text = 'Salam!';
    const before = (await stored(text)).length;
    const a = await send(server, chatId, text, withKey(as(cast.buyer), clientId()));
    const b = await send(server, chatId, text, withKey(as(cast.buyer), clientId()));
    expectOk(a, b);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await stored(text)).toHaveLength(before + 2);
  });

  it('a client id is the sender’s own: the seller’s message under the same id is another message', async () => {
    const id = clientId();
    const fromBuyer = await server.post(
      API_PATHS.chat.sendMessage,
      { chatId, text: 'Alıcının sualı', clientId: id },
      as(cast.buyer),
    );
    const fromSeller = await server.post(
      API_PATHS.chat.sendMessage,
      { chatId, text: 'Satıcının cavabı', clientId: id },
      asSeller(cast.seller),
    );
    expectOk(fromBuyer, fromSeller);
    expect(fromSeller.body).toMatchObject({ sender: 'received', text: 'Satıcının cavabı' });
    expect(fromSeller.body.id).not.toBe(fromBuyer.body.id);
  });

  it('the same id with another message, or in another chat, is refused (422 IDEMPOTENCY_KEY_REUSED) and stores nothing', async () => {
    const id = clientId();
    expectOk(await server.post(API_PATHS.chat.sendMessage, { chatId, text: 'Birinci mətn', clientId: id }, as(cast.buyer)));
    const other = await server.post(API_PATHS.chat.sendMessage, { chatId, text: 'Başqa mətn', clientId: id }, as(cast.buyer));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stored('Başqa mətn')).toHaveLength(0);
  });

  it('refuses a malformed id by name, ids that disagree, and never answers 500', async () => {
    const longId = await server.post(
      API_PATHS.chat.sendMessage,
      { chatId, text: 'Salam', clientId: 'x'.repeat(256) },
      as(cast.buyer),
    );
    expect(longId.status).toBe(400);
    expect(JSON.stringify(longId.body)).toContain('clientId');
    for (const bad of ['iki söz', '', 42, null]) {
      const answer = await server.post(API_PATHS.chat.sendMessage, { chatId, text: 'Salam', clientId: bad }, as(cast.buyer));
      expect(answer.status).toBe(400);
    }
    const badHeader = await send(server, chatId, 'Salam', withKey(as(cast.buyer), 'açar'));
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    const disagree = await server.post(
      API_PATHS.chat.sendMessage,
      { chatId, text: 'Salam', clientId: clientId() },
      withKey(as(cast.buyer), clientId()),
    );
    expect(disagree.status).toBe(400);
    expect(disagree.body.error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    const unknown = await server.post(API_PATHS.chat.sendMessage, { chatId, text: 'Salam', clientKey: 'x' }, as(cast.buyer));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('clientKey');
  });

  it('a retried send reaches a live page once', async () => {
    const seller = await openLive(server.url, { origin: 'http://merchant.localhost:3000' });
    sockets.push(seller);
    await seller.hello(cast.seller.token);
    expect(await seller.subscribe('chat', { kind: 'chat', chatId, after: LIVE_FROM_START })).toMatchObject({
      type: 'subscribed',
    });
    const key = clientId();
    const text = 'Canlı kanalda bir dəfə';
    const [a, b] = await Promise.all([
      send(server, chatId, text, withKey(as(cast.buyer), key)),
      send(server, chatId, text, withKey(as(cast.buyer), key)),
    ]);
    const c = await send(server, chatId, text, withKey(as(cast.buyer), key));
    expectOk(a, b, c);
    // A later message marks the end of what the retries could have pushed.
    const after = await send(server, chatId, 'Sonrakı mesaj', as(cast.buyer));
    await seller.next('message', (frame) => frame.message.id === after.body.id);
    expect(seller.messages('chat').filter((message) => message.text === text)).toEqual([a.body]);
  });
});

describe('POST /chat/v1/sendSupportMessage with a client id', () => {
  it('a guest’s first message sent twice with one key makes one chat with one message, and both answers carry its token', async () => {
    const from = freshAddress();
    const key = clientId();
    const text = 'Sifarişim haradadır?';
    const chats = await supportChatCount();
    const first = await supportSend(server, { text }, withKey({ from }, key));
    const again = await supportSend(server, { text }, withKey({ from }, key));
    expectOk(first, again);
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(await supportChatCount()).toBe(chats + 1);
    const history = await server.post(API_PATHS.chat.getSupportMessages, { supportToken: first.body.supportToken }, { from });
    expect(history.status).toBe(200);
    expect(history.body.messages).toEqual([first.body.message]);
  });

  it('two parallel first messages with one clientId make one chat', async () => {
    const from = freshAddress();
    const id = clientId();
    const chats = await supportChatCount();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => supportSend(server, { text: 'Kömək lazımdır', clientId: id }, { from })),
    );
    expectOk(...answers);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await supportChatCount()).toBe(chats + 1);
  });

  it('a signed-in person’s retries and a token holder’s retries answer the stored message; different keys store two', async () => {
    const person = await signUpBuyer(server, `destek-${serial}@example.az`);
    const id = clientId();
    const first = await supportSend(server, { text: 'Hesabımla bağlı sual', clientId: id }, as(person));
    const again = await supportSend(server, { text: 'Hesabımla bağlı sual', clientId: id }, as(person));
    expectOk(first, again);
    expect(again.body).toEqual(first.body);
    const { supportToken } = first.body as { supportToken: string };

    const from = freshAddress();
    const next = clientId();
    const a = await supportSend(server, { supportToken, text: 'Bir də soruşum', clientId: next }, { from });
    const b = await supportSend(server, { supportToken, text: 'Bir də soruşum', clientId: next }, { from });
    const c = await supportSend(server, { supportToken, text: 'Bir də soruşum', clientId: clientId() }, { from });
    expectOk(a, b, c);
    expect(b.body).toEqual(a.body);
    expect(c.body.message.id).not.toBe(a.body.message.id);
    const history = await server.post(API_PATHS.chat.getSupportMessages, { supportToken }, { from });
    expect((history.body.messages as ChatMessage[]).map((message) => message.text)).toEqual([
      'Hesabımla bağlı sual',
      'Bir də soruşum',
      'Bir də soruşum',
    ]);
  });

  it('the same key with another text is refused (422), and another guest’s key is not theirs to replay', async () => {
    const from = freshAddress();
    const key = clientId();
    expectOk(await supportSend(server, { text: 'İlk sual' }, withKey({ from }, key)));
    const other = await supportSend(server, { text: 'Başqa sual' }, withKey({ from }, key));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // From another address the key is another guest's: a new chat, with a token of its own.
    const chats = await supportChatCount();
    const elsewhere = await supportSend(server, { text: 'İlk sual' }, withKey({ from: freshAddress() }, key));
    expectOk(elsewhere);
    expect(await supportChatCount()).toBe(chats + 1);
  });
});

describe('idempotent sends across two API processes on one PostgreSQL', () => {
  let second: TestServer | undefined;
  afterAll(() => second?.close());

  it('the same send racing through both processes stores one message, one support chat, and each page gets it once', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    second = await startTestServer({
      databaseUrl: server.config.databaseUrl,
      chat: { limits: { messagesPerMinute: 1000, conversationsPerHour: 1000 } },
    });
    await waitForListeners(server.database.db, LIVE_CHANNEL, 2, 10_000);
    const seller = await openLive(second.url, { origin: 'http://merchant.localhost:3000' });
    sockets.push(seller);
    await seller.hello(cast.seller.token);
    await seller.subscribe('two', { kind: 'chat', chatId, after: LIVE_FROM_START });

    const key = clientId();
    const text = 'İki prosesdən eyni mesaj';
    const answers = await Promise.all(
      [server.url, second.url, server.url, second.url].map((base) =>
        request(base, 'POST', API_PATHS.chat.sendMessage, { chatId, text }, withKey(as(cast.buyer), key)),
      ),
    );
    expectOk(...answers);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await stored(text)).toHaveLength(1);
    const after = await send(server, chatId, 'İki prosesdən sonrakı', as(cast.buyer));
    await seller.next('message', (frame) => frame.message.id === after.body.id);
    expect(seller.messages('two').filter((message) => message.text === text)).toEqual([answers[0]!.body]);

    const from = freshAddress();
    const id = clientId();
    const chats = await supportChatCount();
    const support = await Promise.all(
      [server.url, second.url].map((base) =>
        request(base, 'POST', API_PATHS.chat.sendSupportMessage, { text: 'İki prosesdən dəstəyə', clientId: id }, { from }),
      ),
    );
    expectOk(...support);
    expect(support[1]!.body).toEqual(support[0]!.body);
    expect(await supportChatCount()).toBe(chats + 1);
  });
});
