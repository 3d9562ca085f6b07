import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CHAT_EMAIL_INTERVAL_MINUTES,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MASK,
  MEDIA_RECORD_HEADER,
} from '@marketplace/contract';
import { claimEmailNotice } from '../src/modules/chat/email-notice.ts';
import { insertItem, setItem, signUpBuyer, type SignedIn } from './cart-fixtures.ts';
import { HOSTS, type RequestOptions } from './auth-client.ts';
import { mp4, png } from './fixtures/media/files.ts';
import { uploadWhole } from './fixtures/media/tus-http.ts';
import {
  as,
  asAdmin,
  asSeller,
  castOf,
  chatOf,
  itemContact,
  messagesOf,
  send,
  startChatServer,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';

/**
 * The custom-order chat as a buyer and a seller use it: the buyer opens it from a product page
 * (getItemContact), both write, each sees the other's messages, unread counts and read receipts;
 * nobody else reads or writes in it; contacts are hidden; photos are the writer's own uploads.
 */

let server: ChatTestServer;
let cast: ChatCast;

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
});
afterAll(() => server.close());

const conversations = (options: RequestOptions, query = '') => server.get(`${API_PATHS.chat.getConversations}${query}`, options);
const unreadOf = async (options: RequestOptions) =>
  (await server.get(API_PATHS.chat.getUnreadCount, options)).body.unread as number;

describe('POST /direct/v1/getItemContact (spec §7)', () => {
  it('answers the same chat id every time for the same buyer and item, another one for another buyer', async () => {
    const body = { item_id: cast.itemId, merchant_id: cast.seller.id };
    const first = await itemContact(server, body, as(cast.buyer));
    expect(first.status).toBe(200);
    expect(first.body.chatId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await itemContact(server, body, as(cast.buyer))).body.chatId).toBe(first.body.chatId);
    const other = await itemContact(server, body, as(cast.otherBuyer));
    expect(other.body.chatId).not.toBe(first.body.chatId);
  });

  it('takes the session token from the body too (the spec names it `token`), and merchant_id may be left out', async () => {
    const viaBody = await itemContact(server, { token: cast.buyer.token, item_id: cast.itemId });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.chatId).toBe(await chatOf(server, cast.buyer, cast.itemId, cast.seller.id));
  });

  it('two first calls at once meet on one chat', async () => {
    const item = await insertItem(server.database.db, { merchantId: cast.seller.id, categoryId: cast.categoryId });
    const [a, b] = await Promise.all([
      itemContact(server, { item_id: item }, as(cast.buyer)),
      itemContact(server, { item_id: item }, as(cast.buyer)),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.chatId).toBe(a.body.chatId);
  });

  it("says 'Token not found' (401 TOKEN_NOT_FOUND) without a live session", async () => {
    for (const answer of [
      await itemContact(server, { item_id: cast.itemId }),
      await itemContact(server, { item_id: cast.itemId, token: 'not-a-session' }),
      await itemContact(server, { item_id: cast.itemId }, { token: 'stale-token' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_NOT_FOUND');
    }
  });

  it("says 'Item ID not found' (404 ITEM_ID_NOT_FOUND) for a missing, unknown or hidden item", async () => {
    const hidden = await insertItem(server.database.db, {
      merchantId: cast.seller.id,
      categoryId: cast.categoryId,
      status: 'HIDDEN',
    });
    const deleted = await insertItem(server.database.db, { merchantId: cast.seller.id, categoryId: cast.categoryId });
    await setItem(server.database.db, deleted, { deletedAt: new Date() });
    const inactiveStore = await insertItem(server.database.db, { merchantId: cast.seller.id, categoryId: cast.categoryId });
    await setItem(server.database.db, inactiveStore, { merchantActive: false });
    for (const body of [
      {},
      { item_id: '' },
      { item_id: 'abc' },
      { item_id: crypto.randomUUID() },
      { item_id: hidden },
      { item_id: deleted },
      { item_id: inactiveStore },
    ]) {
      const answer = await itemContact(server, body, as(cast.buyer));
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body.error.code).toBe('ITEM_ID_NOT_FOUND');
    }
  });

  it('refuses a merchant_id that is not the seller of the item (400 MERCHANT_MISMATCH)', async () => {
    const answer = await itemContact(server, { item_id: cast.itemId, merchant_id: cast.otherSeller.id }, as(cast.buyer));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('MERCHANT_MISMATCH');
  });

  it('refuses the item’s own seller and admins (403 CHAT_NOT_FOR_ACCOUNT); another seller may order', async () => {
    for (const who of [asSeller(cast.seller), asAdmin(cast.admin)]) {
      const answer = await itemContact(server, { item_id: cast.itemId }, who);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('CHAT_NOT_FOR_ACCOUNT');
    }
    expect((await itemContact(server, { item_id: cast.itemId }, asSeller(cast.otherSeller))).status).toBe(200);
  });

  it('names an unknown field', async () => {
    const answer = await itemContact(server, { item_id: cast.itemId, colour: 'göy' }, as(cast.buyer));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'UNKNOWN_FIELD', fields: { colour: expect.any(String) } });
  });
});

describe('a buyer and a seller talk', () => {
  let buyer: SignedIn;
  let chatId: string;

  beforeAll(async () => {
    buyer = await signUpBuyer(server, 'nigar@example.az');
    chatId = await chatOf(server, buyer, cast.itemId, cast.seller.id);
  });

  it('an opened chat without messages is in nobody’s list yet', async () => {
    expect((await conversations(as(buyer))).body.items).toEqual([]);
    expect((await messagesOf(server, chatId, as(buyer))).body).toEqual({ messages: [], hasEarlier: false });
  });

  it('the buyer writes: the seller sees it unread in the Messages inbox, with the product card and the buyer', async () => {
    const sent = await send(server, chatId, '  Salam! Bu vazanı yaşıl rəngdə hazırlaya bilərsiniz?  ', as(buyer));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      chatId,
      text: 'Salam! Bu vazanı yaşıl rəngdə hazırlaya bilərsiniz?',
      sender: 'user',
      attachments: [],
      masked: false,
    });
    expect(Date.parse(sent.body.date)).not.toBeNaN();

    const inbox = await conversations(asSeller(cast.seller));
    const row = inbox.body.items.find((item: { chatId: string }) => item.chatId === chatId);
    expect(row).toMatchObject({
      item: { id: cast.itemId, productName: 'Mavi keramika vaza', salePrice: 45, coverImage: '/media/covers/test.webp' },
      seller: { id: cast.seller.id, companyName: 'Gəncə Keramika' },
      buyer: { id: buyer.id },
      viewerSender: 'received',
      lastMessage: { text: 'Salam! Bu vazanı yaşıl rəngdə hazırlaya bilərsiniz?', sender: 'user', hasAttachments: false },
      unread: 1,
      counterpartLastReadId: sent.body.id,
    });
    expect(await unreadOf(asSeller(cast.seller))).toBeGreaterThanOrEqual(1);
    expect((await conversations(as(buyer))).body).toMatchObject({
      items: [{ chatId, viewerSender: 'user', unread: 0 }],
      unread: 0,
    });
  });

  it('the seller reads and answers: the buyer has one unread, and sees the seller has read its message', async () => {
    const history = await messagesOf(server, chatId, asSeller(cast.seller));
    const [first] = history.body.messages;
    const read = await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: first.id }, asSeller(cast.seller));
    expect(read.status).toBe(200);
    expect((await server.get(`${API_PATHS.chat.getConversation}?chatId=${chatId}`, asSeller(cast.seller))).body.unread).toBe(0);

    const reply = await send(server, chatId, 'Bəli, 5 günə hazır olar. Qiyməti 50 ₼.', asSeller(cast.seller));
    expect(reply.body).toMatchObject({ sender: 'received', masked: false, text: 'Bəli, 5 günə hazır olar. Qiyməti 50 ₼.' });

    const mine = await server.get(`${API_PATHS.chat.getConversation}?chatId=${chatId}`, as(buyer));
    expect(mine.body).toMatchObject({ unread: 1, counterpartLastReadId: reply.body.id, lastMessage: { sender: 'received' } });
    expect(await unreadOf(as(buyer))).toBe(1);

    const history2 = await messagesOf(server, chatId, as(buyer));
    expect(history2.body.messages.map((message: { sender: string }) => message.sender)).toEqual(['user', 'received']);

    const done = await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: reply.body.id }, as(buyer));
    expect(done.body).toEqual({ unread: 0 });
    const seen = await server.get(`${API_PATHS.chat.getConversation}?chatId=${chatId}`, asSeller(cast.seller));
    expect(seen.body.counterpartLastReadId).toBe(reply.body.id);
  });

  it('a read mark never goes backwards or past the last message', async () => {
    const before = (await server.get(`${API_PATHS.chat.getConversation}?chatId=${chatId}`, asSeller(cast.seller))).body
      .counterpartLastReadId;
    await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: '1' }, as(buyer));
    await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: '999999999' }, as(buyer));
    expect(
      (await server.get(`${API_PATHS.chat.getConversation}?chatId=${chatId}`, asSeller(cast.seller))).body.counterpartLastReadId,
    ).toBe(before);
  });

  it('newest activity first, a page at a time', async () => {
    const others = [];
    for (const name of ['Boşqab', 'Fincan', 'Küp']) {
      const item = await insertItem(server.database.db, {
        merchantId: cast.otherSeller.id,
        categoryId: cast.categoryId,
        productName: name,
      });
      const id = await chatOf(server, buyer, item, cast.otherSeller.id);
      await send(server, id, `${name} haqqında sual`, as(buyer));
      others.push(id);
    }
    await send(server, chatId, 'Bir sualım da var', as(buyer));
    const first = await conversations(as(buyer), '?page_size=2');
    expect(first.body.items.map((item: { chatId: string }) => item.chatId)).toEqual([chatId, others[2]]);
    const second = await conversations(as(buyer), `?page_size=2&page_token=${first.body.next_page_token}`);
    expect(second.body.items.map((item: { chatId: string }) => item.chatId)).toEqual([others[1], others[0]]);
    expect(second.body.next_page_token).toBeNull();
    expect((await conversations(as(buyer), '?page_token=nonsense')).status).toBe(400);
  });

  it('pages the history back: the newest page first, earlier ones with `before`', async () => {
    const item = await insertItem(server.database.db, { merchantId: cast.seller.id, categoryId: cast.categoryId });
    const long = await chatOf(server, buyer, item, cast.seller.id);
    for (let n = 1; n <= CHAT_HISTORY_PAGE_SIZE + 5; n++) await send(server, long, `Mesaj ${n}`, as(buyer));
    const newest = await messagesOf(server, long, asSeller(cast.seller));
    expect(newest.body.hasEarlier).toBe(true);
    expect(newest.body.messages).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(newest.body.messages[0].text).toBe('Mesaj 6');
    expect(newest.body.messages.at(-1).text).toBe(`Mesaj ${CHAT_HISTORY_PAGE_SIZE + 5}`);
    const earlier = await messagesOf(server, long, asSeller(cast.seller), newest.body.messages[0].id);
    expect(earlier.body).toMatchObject({ hasEarlier: false });
    expect(earlier.body.messages.map((message: { text: string }) => message.text)).toEqual([
      'Mesaj 1',
      'Mesaj 2',
      'Mesaj 3',
      'Mesaj 4',
      'Mesaj 5',
    ]);
    const ids = [...earlier.body.messages, ...newest.body.messages].map((message: { id: string }) => BigInt(message.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('tells the listeners of committed messages whom to notify', async () => {
    const sent = await send(server, chatId, 'Rəngi dəqiqləşdirək', as(buyer));
    const heard = server.committed.find((committed) => committed.message.id === sent.body.id);
    expect(heard).toMatchObject({
      chat: { id: chatId, kind: 'customOrder', buyerId: buyer.id, sellerId: cast.seller.id, itemId: cast.itemId },
      senderAccountId: buyer.id,
      recipient: { side: 'responder', accountId: cast.seller.id },
    });
    expect(heard?.supportToken).toBeUndefined();
  });
});

describe('the e-mail notice to a party that has not read a message', () => {
  it('is due once per conversation in the interval, and never for a message already read', async () => {
    const chatId = await chatOf(server, cast.otherBuyer, cast.itemId, cast.seller.id);
    const first = await send(server, chatId, 'Sabah zəng edə bilərəm?', as(cast.otherBuyer));
    const notice = (messageId: string, at: Date) =>
      claimEmailNotice(server.database.db, { chatId, side: 'responder', messageId }, at);
    const now = new Date();
    expect(await notice(first.body.id, now)).toBe(true);
    expect(await notice(first.body.id, new Date(now.getTime() + 60_000))).toBe(false);
    const later = new Date(now.getTime() + (CHAT_EMAIL_INTERVAL_MINUTES + 1) * 60_000);
    await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: first.body.id }, asSeller(cast.seller));
    expect(await notice(first.body.id, later)).toBe(false);
    const second = await send(server, chatId, 'Cavab gözləyirəm', as(cast.otherBuyer));
    expect(await notice(second.body.id, later)).toBe(true);
  });
});

describe('nobody else reads or writes in a custom-order chat', () => {
  let chatId: string;
  beforeAll(async () => {
    chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
    await send(server, chatId, 'Salam', as(cast.buyer));
  });

  const calls: Array<[string, (options: RequestOptions, id: string) => ReturnType<typeof send>]> = [
    ['sendMessage', (options, id) => send(server, id, 'Salam', options)],
    ['getMessages', (options, id) => messagesOf(server, id, options)],
    ['markRead', (options, id) => server.post(API_PATHS.chat.markRead, { chatId: id, lastReadId: '1' }, options)],
    ['getConversation', (options, id) => server.get(`${API_PATHS.chat.getConversation}?chatId=${id}`, options)],
  ];

  it.each(calls)('%s: another buyer, another seller and an admin get 403 CHAT_FORBIDDEN', async (_name, call) => {
    for (const who of [as(cast.otherBuyer), asSeller(cast.otherSeller), asAdmin(cast.admin)]) {
      const answer = await call(who, chatId);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('CHAT_FORBIDDEN');
    }
  });

  it.each(calls)('%s: a guest gets 401, an unknown chat 404 CHAT_NOT_FOUND', async (_name, call) => {
    expect((await call({}, chatId)).status).toBe(401);
    const unknown = await call(as(cast.buyer), crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('CHAT_NOT_FOUND');
  });

  it('their lists and counts stay empty', async () => {
    expect((await conversations(as(cast.otherBuyer))).body.items.map((item: { chatId: string }) => item.chatId)).not.toContain(
      chatId,
    );
    expect(
      (await conversations(asSeller(cast.otherSeller))).body.items.map((item: { chatId: string }) => item.chatId),
    ).not.toContain(chatId);
  });
});

describe('the message text', () => {
  let chatId: string;
  beforeAll(async () => {
    chatId = await chatOf(server, cast.otherBuyer, cast.itemId, cast.seller.id);
  });

  it('hides phone numbers and e-mail addresses, for both sides, and says so', async () => {
    const sent = await send(
      server,
      chatId,
      'Nömrəm +994 50 123 45 67, e-poçtum tural@gmail.com. Qiymət 25 ₼, 12.05.2025-ə qədər.',
      as(cast.otherBuyer),
    );
    expect(sent.body).toMatchObject({
      masked: true,
      text: `Nömrəm ${CHAT_MASK}, e-poçtum ${CHAT_MASK}. Qiymət 25 ₼, 12.05.2025-ə qədər.`,
    });
    const seen = await messagesOf(server, chatId, asSeller(cast.seller));
    expect(seen.body.messages.at(-1)).toMatchObject({ masked: true, text: sent.body.text });
    const reply = await send(server, chatId, 'Yazın: 050-555-44-33', asSeller(cast.seller));
    expect(reply.body).toMatchObject({ masked: true, text: `Yazın: ${CHAT_MASK}` });
  });

  it('refuses blank text with BLANK_MESSAGE and text over 2,000 characters with MESSAGE_TOO_LONG', async () => {
    for (const text of ['', '   ', '\n\t ']) {
      const answer = await send(server, chatId, text, as(cast.otherBuyer));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'BLANK_MESSAGE', fields: { text: 'BLANK_MESSAGE' } });
    }
    const long = await send(server, chatId, 'ə'.repeat(2001), as(cast.otherBuyer));
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('MESSAGE_TOO_LONG');
    expect((await send(server, chatId, ` ${'ə'.repeat(2000)} `, as(cast.otherBuyer))).status).toBe(200);
  });

  it('names an unknown field, even beside a blank text', async () => {
    const answer = await server.post(API_PATHS.chat.sendMessage, { chatId, text: ' ', sender: 'received' }, as(cast.otherBuyer));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'UNKNOWN_FIELD', fields: { sender: expect.any(String) } });
  });

  it('refuses what the database could not store, as a 400', async () => {
    const answer = await send(server, chatId, 'Salam\u0000', as(cast.otherBuyer));
    expect(answer.status).toBe(400);
  });
});

describe('photos', () => {
  let chatId: string;
  let buyerPhoto: string;
  let sellerPhoto: string;
  let sellerVideo: string;

  const uploadOf = async (who: SignedIn, data: Uint8Array, kind: string, filename: string) => {
    const done = await uploadWhole(server.url, data, { kind, filename }, who.token);
    expect(done.status).toBe(204);
    return String(done.headers.get(MEDIA_RECORD_HEADER.toLowerCase()));
  };

  beforeAll(async () => {
    chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
    buyerPhoto = await uploadOf(cast.buyer, await png(400, 300), 'image', 'eskiz.png');
    sellerPhoto = await uploadOf(cast.seller, await png(200, 200), 'image', 'numune.png');
    sellerVideo = await uploadOf(cast.seller, mp4(8000), 'video', 'video.mp4');
  });

  it('a buyer shows what they want made: its own photo, with its address and size', async () => {
    const sent = await send(server, chatId, 'Belə bir naxış istəyirəm', as(cast.buyer), [buyerPhoto]);
    expect(sent.status).toBe(200);
    expect(sent.body.attachments).toEqual([
      { url: expect.stringMatching(/\/media\/images\/[0-9a-f]{32}\.(png|webp)$/), width: 400, height: 300 },
    ]);
    const seen = await messagesOf(server, chatId, asSeller(cast.seller));
    expect(seen.body.messages.at(-1).attachments).toEqual(sent.body.attachments);
    const photo = await fetch(new URL(new URL(sent.body.attachments[0].url).pathname, server.url));
    expect(photo.status).toBe(200);
    const inbox = await conversations(asSeller(cast.seller));
    expect(inbox.body.items.find((item: { chatId: string }) => item.chatId === chatId).lastMessage.hasAttachments).toBe(true);
  });

  it('refuses someone else’s upload, a video and an unknown id by their place (400 CHAT_ATTACHMENT_INVALID), writing nothing', async () => {
    const before = (await messagesOf(server, chatId, as(cast.buyer))).body.messages.length;
    for (const [attachments, place] of [
      [[buyerPhoto, sellerPhoto], 'attachments.1'],
      [[sellerVideo], 'attachments.0'],
      [['0'.repeat(32)], 'attachments.0'],
    ] as const) {
      const answer = await send(server, chatId, 'Şəkil', as(cast.buyer), [...attachments]);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'CHAT_ATTACHMENT_INVALID', fields: { [place]: expect.any(String) } });
    }
    const video = await send(server, chatId, 'Video', asSeller(cast.seller), [sellerVideo]);
    expect(video.body.error.code).toBe('CHAT_ATTACHMENT_INVALID');
    expect((await send(server, chatId, 'Şəkil', as(cast.buyer), ['not-an-id'])).status).toBe(400);
    expect((await messagesOf(server, chatId, as(cast.buyer))).body.messages).toHaveLength(before);
  });

  it('the seller answers with its own photo', async () => {
    const sent = await send(server, chatId, 'Nümunə', { token: cast.seller.token, host: HOSTS.merchant }, [sellerPhoto]);
    expect(sent.body.attachments).toEqual([expect.objectContaining({ width: 200, height: 200 })]);
  });
});
