import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CHAT_LIVE_PATH, LIVE_CLOSE, LIVE_SUBSCRIPTIONS_MAX } from '@marketplace/contract';
import { HOSTS } from './auth-client.ts';
import { signUpBuyer } from './cart-fixtures.ts';
import { castOf, startChatServer, type ChatCast, type ChatTestServer } from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';

let server: ChatTestServer;
let cast: ChatCast;
const clients: LiveTestClient[] = [];

async function connect(options: { origin?: string } = {}): Promise<LiveTestClient> {
  const client = await openLive(server.url, options);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server?.close();
});

describe('the live channel at /chat/v1/live', () => {
  it('is a WebSocket: a plain request is told to upgrade', async () => {
    const answer = await server.get(CHAT_LIVE_PATH);
    expect([answer.status, answer.body.error.code]).toEqual([426, 'VALIDATION_FAILED']);
  });

  it('closes 4403 a page of another site, and takes the pages of the three sites', async () => {
    const elsewhere = await connect({ origin: 'https://elsewhere.example' });
    expect(await elsewhere.closed).toBe(LIVE_CLOSE.FORBIDDEN_ORIGIN);
    for (const origin of ['http://localhost:3000', 'http://merchant.localhost:3000', 'http://admin.localhost:3000']) {
      const page = await connect({ origin });
      expect(await page.hello()).toEqual({ type: 'ready', accountId: null });
    }
  });

  it('wants hello first: with a session token it says whose connection it is; another frame or a token of no session closes it 4401', async () => {
    const buyer = await connect();
    expect(await buyer.hello(cast.buyer.token)).toEqual({ type: 'ready', accountId: cast.buyer.id });

    const subscribeFirst = await connect();
    subscribeFirst.send({ type: 'subscribe', id: 'c', topic: { kind: 'conversations' } });
    expect(await subscribeFirst.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);

    const badToken = await connect();
    badToken.send({ type: 'hello', token: 'no-such-session-token' });
    expect(await badToken.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
  });

  it('answers frames it cannot take with an error frame and keeps the connection', async () => {
    const client = await connect();
    await client.hello(cast.buyer.token);
    client.sendRaw('{not json');
    client.send({ type: 'subscribe', id: 'x', topic: { kind: 'conversations', extra: true } });
    client.send({ type: 'subscribe', id: 'y', topic: { kind: 'chat', chatId: 'not-a-chat-id' } });
    client.send({ type: 'shout' });
    client.send({ type: 'hello' });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.frames.flatMap((frame) => (frame.type === 'error' ? [frame.code] : []))).toEqual([
      'MALFORMED_JSON',
      'UNKNOWN_FIELD',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
    ]);
    expect(await client.subscribe('c', { kind: 'conversations' })).toEqual({ type: 'subscribed', id: 'c' });
  });

  it(`closes 4429 a connection asking for more than ${LIVE_SUBSCRIPTIONS_MAX} subscriptions`, async () => {
    const client = await connect();
    await client.hello(cast.buyer.token);
    for (let i = 0; i < LIVE_SUBSCRIPTIONS_MAX; i += 1)
      client.send({ type: 'subscribe', id: `bell${i}`, topic: { kind: 'notifications' } });
    await client.next('subscribed', (frame) => frame.id === `bell${LIVE_SUBSCRIPTIONS_MAX - 1}`);
    client.send({ type: 'subscribe', id: 'one-too-many', topic: { kind: 'notifications' } });
    expect(await client.closed).toBe(LIVE_CLOSE.TOO_MANY);
  });

  it('closes 4401 the connections of a session that logs out, on this server', async () => {
    const leaving = await signUpBuyer(server, 'live-logout@example.az');
    const client = await connect();
    await client.hello(leaving.token);
    await client.subscribe('inbox', { kind: 'conversations' });
    const other = await connect();
    await other.hello(cast.buyer.token);
    expect((await server.post(API_PATHS.auth.logout, undefined, { token: leaving.token, host: HOSTS.shopper })).status).toBe(204);
    expect(await client.closed).toBe(LIVE_CLOSE.UNAUTHORIZED);
    other.send({ type: 'ping' });
    await other.next('pong');
  });
});
