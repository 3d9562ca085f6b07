import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CHAT_MASK, CHAT_MESSAGES_PER_MINUTE } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import {
  as,
  asAdmin,
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
import { signUpBuyer } from './cart-fixtures.ts';
import { openLive } from './live-client.ts';

/**
 * The chats' calls as someone trying to get around them would use them: ids no message can have,
 * and a person an admin stopped from chatting writing on through the key of their support chat.
 */

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
      expect(answers.map((answer) => [answer.status, answer.body.error?.code])).toEqual(
        Array(4).fill([400, 'VALIDATION_FAILED']),
      );
    }
  });

  it('the largest one still reads as an id (nothing comes before it that is not there)', async () => {
    const answer = await messagesOf(server, chatId, as(cast.buyer), '9223372036854775807');
    expect(answer.status).toBe(200);
    expect(answer.body.messages.map((message: { text: string }) => message.text)).toEqual(['Salam']);
  });
});

describe('an account stopped from chatting', () => {
  it('cannot go on writing in its support chat by the chat’s token, without its session or with a stale one', async () => {
    const person = await signUpBuyer(server, 'bloklanan@example.az');
    const first = await supportSend(server, { text: 'Salam, sifarişim gecikir' }, as(person));
    expect(first.status).toBe(200);
    const supportToken = first.body.supportToken as string;
    const blocked = await server.post(
      API_PATHS.chat.setChatBlocked,
      { accountId: person.id, blocked: true },
      asAdmin(cast.admin),
    );
    expect(blocked.status).toBe(200);

    for (const options of [as(person), { from: freshAddress() }, { token: 'no-such-session', from: freshAddress() }]) {
      const answer = await supportSend(server, { supportToken, text: 'Yenə yazıram' }, options);
      expect([answer.status, answer.body.error?.code]).toEqual([403, 'CHAT_BLOCKED']);
    }
    const seen = await server.post(API_PATHS.chat.getSupportMessages, { supportToken });
    expect(seen.body.messages.map((message: { text: string }) => message.text)).toEqual(['Salam, sifarişim gecikir']);

    // A guest's own new chat is a guest's: nobody can tell who holds a new token.
    expect((await supportSend(server, { text: 'Salam' }, { from: freshAddress() })).status).toBe(200);
  });

  it("is told at once to another admin's open Support inbox, whose view of the conversation then reads the block", async () => {
    const person = await signUpBuyer(server, 'canli@example.az');
    const first = await supportSend(server, { text: 'Salam' }, as(person));
    const supportChatId = first.body.message.chatId as string;
    const otherAdmin = await openLive(server.url);
    try {
      await otherAdmin.hello(cast.admin.token);
      expect((await otherAdmin.subscribe('inbox', { kind: 'supportInbox' })).type).toBe('subscribed');
      await server.post(API_PATHS.chat.setChatBlocked, { accountId: person.id, blocked: true }, asAdmin(cast.admin));
      await otherAdmin.next('inbox', (frame) => frame.type === 'inbox' && frame.chatId === supportChatId);
      const summary = await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${supportChatId}`, asAdmin(cast.admin));
      expect(summary.body.account).toMatchObject({ id: person.id, chatBlocked: true });
    } finally {
      await otherAdmin.close();
    }
  });

  it('writes in that chat again once it is let chat again', async () => {
    const person = await signUpBuyer(server, 'yeniden@example.az');
    const first = await supportSend(server, { text: 'Salam' }, as(person));
    const supportToken = first.body.supportToken as string;
    await server.post(API_PATHS.chat.setChatBlocked, { accountId: person.id, blocked: true }, asAdmin(cast.admin));
    await server.post(API_PATHS.chat.setChatBlocked, { accountId: person.id, blocked: false }, asAdmin(cast.admin));
    expect((await supportSend(server, { supportToken, text: 'Təşəkkürlər' }, { from: freshAddress() })).status).toBe(200);
  });
});

describe('contacts written to slip past the mask', () => {
  it('are hidden in a custom-order chat all the same: wide or Eastern digits, wide gaps, a spelled mail service', async () => {
    for (const contact of [
      '０５０ １２３ ４５ ６７',
      '٠٥٠١٢٣٤٥٦٧',
      '050     123     45     67',
      'tural＠gmail.com',
      'tural at gmail',
    ]) {
      const sent = await send(server, chatId, `Yazın: ${contact} 🙂`, as(cast.buyer));
      expect(sent.body).toMatchObject({ text: `Yazın: ${CHAT_MASK} 🙂`, masked: true });
    }
  });
});

describe('text that shows nothing', () => {
  const invisible = ['\u200b', ' \u200b\u200c\u200d ', '\u2060\ufeff', '\u3164', '\u2800\u2800', '\u00ad\u034f'];

  it('is a blank message in every chat, from every side (400 BLANK_MESSAGE), and nothing is written', async () => {
    const before = (await messagesOf(server, chatId, as(cast.buyer))).body.messages.length;
    const first = await supportSend(server, { text: 'Salam' }, { from: freshAddress() });
    const supportChatId = first.body.message.chatId as string;
    for (const text of invisible) {
      const answers = [
        await send(server, chatId, text, as(cast.buyer)),
        await supportSend(server, { text }, { from: freshAddress() }),
        await server.post(API_PATHS.chat.replySupport, { chatId: supportChatId, text }, asAdmin(cast.admin)),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.error?.code])).toEqual(Array(3).fill([400, 'BLANK_MESSAGE']));
    }
    expect((await messagesOf(server, chatId, as(cast.buyer))).body.messages).toHaveLength(before);
  });

  it('but a visible character among them is a message, and an emoji with its variation selector is one too', async () => {
    for (const text of ['\u200bA\u200b', '❤️', 'ə']) expect((await send(server, chatId, text, as(cast.buyer))).status).toBe(200);
  });
});

describe('the 2,000 limit', () => {
  it('counts as the composer does, a string’s length: 1,000 emoji fit, one letter more does not', async () => {
    const emoji = '😀'.repeat(1000);
    expect((await send(server, chatId, emoji, as(cast.buyer))).status).toBe(200);
    for (const answer of [
      await send(server, chatId, `${emoji}a`, as(cast.buyer)),
      await supportSend(server, { text: `${emoji}a` }, { from: freshAddress() }),
    ]) {
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'MESSAGE_TOO_LONG']);
    }
  });
});

describe('two sessions of one account', () => {
  // The real limit, counted in Redis when REDIS_URL is set (as several processes would share it).
  let limited: AuthTestServer;
  beforeAll(async () => {
    limited = await startAuthServer({
      env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {},
      chat: { limits: { messagesPerMinute: CHAT_MESSAGES_PER_MINUTE, conversationsPerHour: 1000 } },
    });
  });
  afterAll(() => limited?.close());

  it(`share the ${CHAT_MESSAGES_PER_MINUTE} messages a minute, and a block stops both`, async () => {
    const people = await castOf(limited);
    const buyer = await signUpBuyer(limited, 'iki.sessiya@example.az');
    const login = await limited.post(API_PATHS.auth.login, {
      identifier: 'iki.sessiya@example.az',
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    const secondSession = { token: login.body.token as string, host: HOSTS.shopper };
    const buyersChat = await chatOf(limited, buyer, people.itemId, people.seller.id);
    const statuses: number[] = [];
    for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i += 1) {
      statuses.push((await send(limited, buyersChat, `Sual ${i}`, i % 2 === 0 ? as(buyer) : secondSession)).status);
    }
    expect(statuses).toEqual([...Array<number>(CHAT_MESSAGES_PER_MINUTE).fill(200), 429]);

    await limited.post(API_PATHS.chat.setChatBlocked, { accountId: buyer.id, blocked: true }, asAdmin(people.admin));
    const first = await supportSend(limited, { text: 'Salam' }, secondSession);
    expect([first.status, first.body.error?.code]).toEqual([403, 'CHAT_BLOCKED']);
  });
});
