import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, LIVE_CLOSE, LIVE_FROM_START, type ChatMessage } from '@marketplace/contract';
import { request, type RequestOptions } from './auth-client.ts';
import { as, asSeller, castOf, chatOf, startChatServer, type ChatTestServer } from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';
import { startTestServer, type TestServer } from './server.ts';

const LIMITS = { messagesPerMinute: 1_000, conversationsPerHour: 1_000 };

let first: ChatTestServer | undefined;
let second: TestServer | undefined;
const clients: LiveTestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  // The second first: on PostgreSQL closing the first drops the database; on PGlite they share the directory.
  await second?.close();
  await first?.close();
  first = second = undefined;
});

async function sendAll(
  base: string,
  chatId: string,
  options: RequestOptions,
  prefix: string,
  count: number,
): Promise<ChatMessage[]> {
  const sent: ChatMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await request(base, 'POST', API_PATHS.chat.sendMessage, { chatId, text: `${prefix} ${i + 1}` }, options);
    if (answer.status !== 200) throw new Error(`send ${prefix} ${i + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
    sent.push(answer.body as ChatMessage);
  }
  return sent;
}

describe('a page reconnecting after a server restart', () => {
  it(`catches up from the last message it saw: nothing lost, nothing twice (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, reopened from its directory'})`, async () => {
    first = await startChatServer({ messagesPerMinute: LIMITS.messagesPerMinute });
    const cast = await castOf(first);
    const chatId = await chatOf(first, cast.buyer, cast.itemId, cast.seller.id);
    const seller = asSeller(cast.seller);

    const before = await openLive(first.url);
    clients.push(before);
    await before.hello(cast.buyer.token);
    await before.subscribe('chat', { kind: 'chat', chatId, after: LIVE_FROM_START });
    const early = await sendAll(first.url, chatId, seller, 'Əvvəl', 5);
    await before.next('message', (frame) => frame.message.id === early.at(-1)!.id);

    // The server stops: its pages hear 1001 (going away) and come back.
    await first.app.close();
    expect(await before.closed).toBe(LIVE_CLOSE.GOING_AWAY);
    await first.database.close();
    second = process.env.DATABASE_URL
      ? await startTestServer({ databaseUrl: first.config.databaseUrl, chat: { limits: LIMITS } })
      : await startTestServer({ dataDir: first.config.dataDir, chat: { limits: LIMITS } });

    // Written while the page was away.
    const meanwhile = await sendAll(second.url, chatId, seller, 'Arada', 5);

    const after = await openLive(second.url);
    clients.push(after);
    await after.hello(cast.buyer.token);
    const lastSeen = before.messages('chat').at(-1)!.id;
    expect(await after.subscribe('chat', { kind: 'chat', chatId, after: lastSeen })).toMatchObject({ type: 'subscribed' });
    const later = await sendAll(second.url, chatId, seller, 'Sonra', 5);
    await after.next('message', (frame) => frame.message.id === later.at(-1)!.id);

    const received = [...before.messages('chat'), ...after.messages('chat')].map((message) => message.id);
    const history = await request(second.url, 'GET', `${API_PATHS.chat.getMessages}?chatId=${chatId}`, undefined, as(cast.buyer));
    expect(received).toEqual((history.body.messages as ChatMessage[]).map((message) => message.id));
    expect(received).toEqual([...early, ...meanwhile, ...later].map((message) => message.id));
  });
});
