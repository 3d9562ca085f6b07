import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { as, castOf, chatOf, freshAddress, messagesOf, send, startChatServer, supportSend, type ChatCast, type ChatTestServer } from './chat-fixtures.ts';

/** The chats' calls as someone trying to get around them would use them. */

let server: ChatTestServer;
let cast: ChatCast;
let chatId: string;

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
  expect((await send(server, chatId, 'Salam', as(cast.buyer))).status).toBe(200);
});
afterAll(() => server.close());

describe('message ids past what the database can hold', () => {
  // The largest bigint is 9223372036854775807: one more, and the widest id the digits allow.
  const beyond = ['9223372036854775808', '9999999999999999999'];

  it('are refused as a bad request by every call that takes one, never answered 500', async () => {
    const first = await supportSend(server, { text: 'Salam' }, { from: freshAddress() });
    const supportToken = first.body.supportToken as string;
    for (const id of beyond) {
      const answers = [
        await messagesOf(server, chatId, as(cast.buyer), id),
        await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: id }, as(cast.buyer)),
        await server.post(API_PATHS.chat.getSupportMessages, { supportToken, before: id }),
        await server.post(API_PATHS.chat.markSupportRead, { supportToken, lastReadId: id }),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.error?.code])).toEqual(Array(4).fill([400, 'VALIDATION_FAILED']));
    }
  });

  it('the largest one still reads as an id (nothing comes before it that is not there)', async () => {
    const answer = await messagesOf(server, chatId, as(cast.buyer), '9223372036854775807');
    expect(answer.status).toBe(200);
    expect(answer.body.messages.map((message: { text: string }) => message.text)).toEqual(['Salam']);
  });
});
