import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE } from '@marketplace/contract';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { as, castOf, chatOf, freshAddress, send, startChatServer, type ChatCast, type ChatTestServer } from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';

/** The live channel as someone trying to break it would use it. */

let server: ChatTestServer;
let cast: ChatCast;
let chatId: string;
const clients: LiveTestClient[] = [];

async function page(token?: string): Promise<LiveTestClient> {
  const client = await openLive(server.url);
  clients.push(client);
  await client.hello(token);
  return client;
}

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
  expect((await send(server, chatId, 'Salam', as(cast.buyer))).status).toBe(200);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server?.close();
});

describe('a subscription from an id no message can have', () => {
  it('is answered with an error frame; the connection stays and subscribes as asked next', async () => {
    const buyer = await page(cast.buyer.token);
    buyer.send({ type: 'subscribe', id: 'far', topic: { kind: 'chat', chatId, after: '9999999999999999999' } });
    expect(await buyer.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('after') });
    expect(await buyer.subscribe('mine', { kind: 'chat', chatId, after: '0' })).toMatchObject({ type: 'subscribed' });
    expect(buyer.messages('mine').map((message) => message.text)).toEqual(['Salam']);
  });
});

describe('connections from one address', () => {
  let capped: AuthTestServer;
  beforeAll(async () => {
    capped = await startAuthServer({ env: { LIVE_CONNECTIONS_PER_ADDRESS: '3' } });
  });
  afterAll(async () => {
    await capped?.close();
  });

  const open = async (from: string) => {
    const client = await openLive(capped.url, { from });
    clients.push(client);
    return client;
  };

  it('are held up to LIVE_CONNECTIONS_PER_ADDRESS; one more is closed 4429, other addresses are not counted', async () => {
    const address = freshAddress();
    const held = [await open(address), await open(address), await open(address)];
    for (const client of held) expect(await client.hello()).toEqual({ type: 'ready', accountId: null });
    expect(await (await open(address)).closed).toBe(LIVE_CLOSE.TOO_MANY);
    expect(await (await open(freshAddress())).hello()).toMatchObject({ type: 'ready' });

    // A closed one makes room again (once the server has seen it close).
    await held[0]!.close();
    await vi.waitFor(
      async () => {
        const next = await open(address);
        expect(
          await Promise.race([
            next.hello().then(
              () => 'ready',
              () => 'closed',
            ),
            next.closed,
          ]),
        ).toBe('ready');
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
