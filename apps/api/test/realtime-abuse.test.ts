import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, castOf, chatOf, send, startChatServer, type ChatCast, type ChatTestServer } from './chat-fixtures.ts';
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
