import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE, CHAT_NEW_CONVERSATIONS_PER_HOUR } from '@marketplace/contract';
import { insertItem } from './cart-fixtures.ts';
import {
  as,
  asSeller,
  castOf,
  chatOf,
  freshAddress,
  itemContact,
  send,
  startChatServer,
  supportSend,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';

/**
 * The chats' limits as a client meets them: 20 messages a minute per sender, 5 new conversations an
 * hour per buyer, each refused with 429 and when to come back. Counted in Redis when REDIS_URL is
 * set (shared by every process), else in the database.
 */

let server: ChatTestServer;
let cast: ChatCast;

beforeAll(async () => {
  server = await startChatServer({
    messagesPerMinute: CHAT_MESSAGES_PER_MINUTE,
    conversationsPerHour: CHAT_NEW_CONVERSATIONS_PER_HOUR,
  });
  cast = await castOf(server);
});
afterAll(() => server.close());

function expectTooMany(
  answer: { status: number; headers: Record<string, unknown>; body: any },
  code: string,
  atMostSeconds: number,
) {
  expect(answer.status).toBe(429);
  expect(answer.body.error.code).toBe(code);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  expect(answer.body.error.retry_after).toBe(retryAfter);
}

describe('messages a minute', () => {
  it(`a sender's ${CHAT_MESSAGES_PER_MINUTE + 1}st message in a minute is refused with Retry-After; the other side still writes`, async () => {
    const chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
    for (let n = 1; n <= CHAT_MESSAGES_PER_MINUTE; n++)
      expect((await send(server, chatId, `Mesaj ${n}`, as(cast.buyer))).status).toBe(200);
    expectTooMany(await send(server, chatId, 'Bir dənə də', as(cast.buyer)), 'CHAT_MESSAGE_RATE', 60);
    // Counted per sender, over every chat: the buyer's support messages wait too, the seller does not.
    expectTooMany(await supportSend(server, { text: 'Salam' }, as(cast.buyer)), 'CHAT_MESSAGE_RATE', 60);
    expect((await send(server, chatId, 'Cavab verirəm', asSeller(cast.seller))).status).toBe(200);
  });

  it('a guest is counted by its support token and by its address', async () => {
    const address = freshAddress();
    const first = await supportSend(server, { text: 'Salam' }, { from: address });
    const supportToken = first.body.supportToken as string;
    for (let n = 2; n <= CHAT_MESSAGES_PER_MINUTE; n++)
      expect((await supportSend(server, { supportToken, text: `${n}` }, { from: freshAddress() })).status).toBe(200);
    // The token is spent for this minute, from any address.
    expectTooMany(await supportSend(server, { supportToken, text: 'Yenə' }, { from: freshAddress() }), 'CHAT_MESSAGE_RATE', 60);

    // One address cannot start a new chat per message to get round it.
    const crowded = freshAddress();
    for (let n = 1; n <= CHAT_MESSAGES_PER_MINUTE; n++)
      expect((await supportSend(server, { text: `Yeni ${n}` }, { from: crowded })).status).toBe(200);
    expectTooMany(await supportSend(server, { text: 'Daha biri' }, { from: crowded }), 'CHAT_MESSAGE_RATE', 60);
  });

  it('a refused message is not written', async () => {
    const chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
    const history = await server.get(`/chat/v1/getMessages?chatId=${chatId}`, asSeller(cast.seller));
    expect(history.body.messages.filter((message: { text: string }) => message.text === 'Bir dənə də')).toEqual([]);
  });
});

describe('new conversations an hour', () => {
  it(`a buyer's ${CHAT_NEW_CONVERSATIONS_PER_HOUR + 1}th new conversation in an hour is refused; the ones it has still open`, async () => {
    const items = [];
    for (let n = 0; n <= CHAT_NEW_CONVERSATIONS_PER_HOUR; n++) {
      items.push(
        await insertItem(server.database.db, {
          merchantId: cast.seller.id,
          categoryId: cast.categoryId,
          productName: `Məhsul ${n}`,
        }),
      );
    }
    const opened = [];
    for (const item of items.slice(0, CHAT_NEW_CONVERSATIONS_PER_HOUR)) {
      const answer = await itemContact(server, { item_id: item }, as(cast.otherBuyer));
      expect(answer.status).toBe(200);
      opened.push(answer.body.chatId);
    }
    expectTooMany(await itemContact(server, { item_id: items.at(-1) }, as(cast.otherBuyer)), 'CHAT_CONVERSATION_RATE', 3600);
    // Asking again for one it has is no new conversation.
    expect((await itemContact(server, { item_id: items[0] }, as(cast.otherBuyer))).body.chatId).toBe(opened[0]);
    // Another buyer is not held back.
    expect((await itemContact(server, { item_id: items.at(-1) }, as(cast.buyer))).status).toBe(200);
  });
});
