import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, API_PATHS } from '@marketplace/contract';
import { accounts } from '../src/db/schema.ts';
import { HOSTS, type RequestOptions } from './auth-client.ts';
import { insertItem, type SignedIn } from './cart-fixtures.ts';
import {
  as,
  asAdmin,
  asSeller,
  castOf,
  chatOf,
  freshAddress,
  send,
  startChatServer,
  supportSend,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';

/**
 * The support chat as a person on the site uses it (a guest too: the support token is the key) and
 * as the admins answer it from the Support inbox: listed newest activity first with unread counts,
 * filtered, assigned, closed and reopened, answered as `bot`, every admin action in the audit log.
 * And an admin stopping an account from writing in chats.
 */

let server: ChatTestServer;
let cast: ChatCast;
let otherAdmin: SignedIn;

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  // A second admin to assign chats to (signs in like the first).
  const { argon2idHasher } = await import('../src/modules/auth/passwords.ts');
  await server.database.db.insert(accounts).values({
    identifier: 'ikinci.admin@example.az',
    identifierKind: 'email',
    passwordHash: await argon2idHasher.hash('second admin password'),
    type: ACCOUNT_TYPE.ADMIN,
    name: 'Kənan',
  });
  const login = await server.post(
    API_PATHS.auth.login,
    { identifier: 'ikinci.admin@example.az', password: 'second admin password' },
    { host: HOSTS.admin },
  );
  otherAdmin = { id: login.body.id, token: login.body.token };
});
afterAll(() => server.close());

const history = (supportToken: string, before?: string) =>
  server.post(API_PATHS.chat.getSupportMessages, { supportToken, ...(before ? { before } : {}) });
const inbox = (query = '', admin: SignedIn = cast.admin) =>
  server.get(`${API_PATHS.chat.getSupportChats}${query}`, asAdmin(admin));
const idsOf = (answer: { body: { items: Array<{ chatId: string }> } }) => answer.body.items.map((item) => item.chatId);
const auditOf = async (chatId: string) =>
  (await server.get(`${API_PATHS.admin.getAuditLog}?target_kind=chat&target_id=${chatId}`, asAdmin(cast.admin))).body
    .items as Array<{
    action: string;
    details: Record<string, unknown>;
    admin: { id: string };
  }>;

describe('a guest writes to support', () => {
  const guest: RequestOptions = { from: freshAddress() };
  let supportToken: string;
  let chatId: string;
  let secondId: string;

  it('the first message creates the chat and answers its token', async () => {
    const first = await supportSend(server, { text: '  Salam, sifarişim haqqında sualım var  ' }, guest);
    expect(first.status).toBe(200);
    expect(first.body.supportToken).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(first.body.message).toMatchObject({
      text: 'Salam, sifarişim haqqında sualım var',
      sender: 'user',
      masked: false,
      attachments: [],
    });
    supportToken = first.body.supportToken;
    chatId = first.body.message.chatId;
    const heard = server.committed.find((committed) => committed.message.id === first.body.message.id);
    expect(heard).toMatchObject({
      chat: { kind: 'support', buyerId: null },
      supportToken,
      recipient: { side: 'responder', accountId: null },
    });
  });

  it('support chats are not masked: people give support their number on purpose', async () => {
    const second = await supportSend(server, { supportToken, text: 'Nömrəm 050 123 45 67, poçtum aygun@gmail.com' }, guest);
    expect(second.body).toMatchObject({
      supportToken,
      message: { text: 'Nömrəm 050 123 45 67, poçtum aygun@gmail.com', masked: false },
    });
    secondId = second.body.message.id;
  });

  it('the token holder reads the history, and nobody without the token does', async () => {
    const answer = await history(supportToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'open', staffLastReadId: null, hasEarlier: false });
    expect(answer.body.messages.map((message: { sender: string }) => message.sender)).toEqual(['user', 'user']);
    const unknown = await history('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('SUPPORT_TOKEN_NOT_FOUND');
    expect((await supportSend(server, { supportToken: 'y'.repeat(43), text: 'Salam' }, guest)).body.error.code).toBe(
      'SUPPORT_TOKEN_NOT_FOUND',
    );
    expect((await history('short')).status).toBe(400);
  });

  it('an admin finds it unread in the Support inbox, reads it and answers as bot', async () => {
    const list = await inbox();
    expect(list.status).toBe(200);
    const row = list.body.items.find((item: { chatId: string }) => item.chatId === chatId);
    // The writer has read everything up to its own last message.
    expect(row).toMatchObject({
      account: null,
      status: 'open',
      assignedAdmin: null,
      unread: 2,
      lastMessage: { sender: 'user' },
      userLastReadId: secondId,
    });
    expect(list.body.unread).toBeGreaterThanOrEqual(2);

    const messages = await server.get(`${API_PATHS.chat.getMessages}?chatId=${chatId}`, asAdmin(cast.admin));
    const lastId = messages.body.messages.at(-1).id;
    const read = await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: lastId }, asAdmin(cast.admin));
    expect(read.status).toBe(200);
    expect((await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${chatId}`, asAdmin(cast.admin))).body.unread).toBe(0);
    expect((await history(supportToken)).body.staffLastReadId).toBe(lastId);

    const reply = await server.post(
      API_PATHS.chat.replySupport,
      { chatId, text: 'Salam! Sifariş nömrənizi yazın, yoxlayaq.' },
      asAdmin(cast.admin),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ chatId, sender: 'bot', text: 'Salam! Sifariş nömrənizi yazın, yoxlayaq.' });
    const seen = await history(supportToken);
    expect(seen.body.messages.at(-1)).toMatchObject({ id: reply.body.id, sender: 'bot' });

    const marked = await server.post(API_PATHS.chat.markSupportRead, { supportToken, lastReadId: reply.body.id });
    expect(marked.body).toEqual({ unread: 0 });
    expect((await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${chatId}`, asAdmin(cast.admin))).body.userLastReadId).toBe(
      reply.body.id,
    );
    expect(await auditOf(chatId)).toEqual([
      expect.objectContaining({
        action: 'SUPPORT_CHAT_REPLIED',
        admin: expect.objectContaining({ id: cast.admin.id }),
        details: { messageId: reply.body.id },
      }),
    ]);
  });

  it('a closed chat takes no reply (409 CHAT_CLOSED) until the person writes again, which opens it', async () => {
    const closed = await server.post(API_PATHS.chat.setSupportChatStatus, { chatId, status: 'closed' }, asAdmin(cast.admin));
    expect(closed.body).toMatchObject({ chatId, status: 'closed' });
    expect((await history(supportToken)).body.status).toBe('closed');
    const refused = await server.post(API_PATHS.chat.replySupport, { chatId, text: 'Əlavə sualınız var?' }, asAdmin(cast.admin));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CHAT_CLOSED');

    expect((await supportSend(server, { supportToken, text: 'Bir sualım da var' }, guest)).status).toBe(200);
    expect((await history(supportToken)).body.status).toBe('open');
    expect((await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${chatId}`, asAdmin(cast.admin))).body.status).toBe('open');
    expect((await auditOf(chatId)).map((entry) => [entry.action, entry.details])).toContainEqual([
      'SUPPORT_CHAT_STATUS',
      { status: 'closed' },
    ]);
  });
});

describe('a signed-in person writes to support', () => {
  it('the chat is linked to the account, which admins see with its e-mail', async () => {
    const sent = await supportSend(server, { text: 'Hesabımla bağlı sual' }, as(cast.buyer));
    const summary = await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${sent.body.message.chatId}`, asAdmin(cast.admin));
    expect(summary.body.account).toMatchObject({ id: cast.buyer.id, email: expect.stringMatching(/@example\.az$/) });
    const reply = await server.post(
      API_PATHS.chat.replySupport,
      { chatId: sent.body.message.chatId, text: 'Buyurun' },
      asAdmin(cast.admin),
    );
    expect(server.committed.find((committed) => committed.message.id === reply.body.id)).toMatchObject({
      senderAccountId: cast.admin.id,
      recipient: { side: 'user', accountId: cast.buyer.id },
    });
  });

  it('a guest who signs in later links the chat it started', async () => {
    const started = await supportSend(server, { text: 'Qonaq kimi yazıram' }, { from: freshAddress() });
    await supportSend(server, { supportToken: started.body.supportToken, text: 'İndi daxil oldum' }, as(cast.otherBuyer));
    const summary = await server.get(
      `${API_PATHS.chat.getSupportChat}?chatId=${started.body.message.chatId}`,
      asAdmin(cast.admin),
    );
    expect(summary.body.account?.id).toBe(cast.otherBuyer.id);
  });
});

describe('the Support inbox', () => {
  const chats: string[] = [];

  beforeAll(async () => {
    for (const text of ['Birinci', 'İkinci', 'Üçüncü']) {
      const sent = await supportSend(server, { text }, { from: freshAddress() });
      chats.push(sent.body.message.chatId);
    }
  });

  it('lists newest activity first, a page at a time', async () => {
    const first = await inbox('?page_size=2');
    expect(idsOf(first)).toEqual([chats[2], chats[1]]);
    const second = await inbox(`?page_size=2&page_token=${first.body.next_page_token}`);
    expect(idsOf(second)[0]).toBe(chats[0]);
  });

  it('assigns a chat to an admin and filters by assignee; nobody is a choice too', async () => {
    const assigned = await server.post(
      API_PATHS.chat.assignSupportChat,
      { chatId: chats[0], adminId: otherAdmin.id },
      asAdmin(cast.admin),
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignedAdmin).toEqual({ id: otherAdmin.id, name: 'Kənan' });
    expect(idsOf(await inbox('?assigned=me', otherAdmin))).toEqual([chats[0]]);
    expect(idsOf(await inbox('?assigned=me'))).toEqual([]);
    expect(idsOf(await inbox('?assigned=unassigned'))).not.toContain(chats[0]);

    const notAdmin = await server.post(
      API_PATHS.chat.assignSupportChat,
      { chatId: chats[0], adminId: cast.buyer.id },
      asAdmin(cast.admin),
    );
    expect(notAdmin.status).toBe(400);
    const nobody = await server.post(API_PATHS.chat.assignSupportChat, { chatId: chats[0], adminId: null }, asAdmin(cast.admin));
    expect(nobody.body.assignedAdmin).toBeNull();
    expect((await auditOf(chats[0]!)).map((entry) => entry.details)).toEqual([{ adminId: null }, { adminId: otherAdmin.id }]);
  });

  it('filters by status: closed ones leave the open list and its unread count', async () => {
    const openBefore = (await inbox()).body.unread;
    await server.post(API_PATHS.chat.setSupportChatStatus, { chatId: chats[1], status: 'closed' }, asAdmin(cast.admin));
    expect(idsOf(await inbox())).not.toContain(chats[1]);
    expect(idsOf(await inbox('?status=closed'))).toContain(chats[1]);
    expect(idsOf(await inbox('?status=all'))).toEqual(expect.arrayContaining(chats));
    expect((await inbox()).body.unread).toBe(openBefore - 1);
    const reopened = await server.post(
      API_PATHS.chat.setSupportChatStatus,
      { chatId: chats[1], status: 'open' },
      asAdmin(cast.admin),
    );
    expect(reopened.body.status).toBe('open');
    expect((await auditOf(chats[1]!)).map((entry) => entry.details)).toEqual([{ status: 'open' }, { status: 'closed' }]);
  });

  it('refuses bad filters, unknown chats and custom-order chats', async () => {
    expect((await inbox('?status=gone')).status).toBe(400);
    expect((await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${crypto.randomUUID()}`, asAdmin(cast.admin))).status).toBe(
      404,
    );
    const customOrder = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
    const asSupport = await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${customOrder}`, asAdmin(cast.admin));
    expect(asSupport.status).toBe(404);
    expect(
      (await server.post(API_PATHS.chat.replySupport, { chatId: customOrder, text: 'Salam' }, asAdmin(cast.admin))).status,
    ).toBe(404);
  });

  it('blank replies are refused by their code', async () => {
    const blank = await server.post(API_PATHS.chat.replySupport, { chatId: chats[0], text: '  ' }, asAdmin(cast.admin));
    expect(blank.body.error.code).toBe('BLANK_MESSAGE');
  });
});

describe('the admin calls refuse everyone but admins, before reading the body', () => {
  const calls: Array<[string, (options: RequestOptions) => ReturnType<typeof inbox>]> = [
    ['getSupportChats', (options) => server.get(API_PATHS.chat.getSupportChats, options)],
    ['getSupportChat', (options) => server.get(`${API_PATHS.chat.getSupportChat}?chatId=${crypto.randomUUID()}`, options)],
    ['replySupport', (options) => server.post(API_PATHS.chat.replySupport, { nonsense: true }, options)],
    ['assignSupportChat', (options) => server.post(API_PATHS.chat.assignSupportChat, {}, options)],
    ['setSupportChatStatus', (options) => server.post(API_PATHS.chat.setSupportChatStatus, {}, options)],
    ['setChatBlocked', (options) => server.post(API_PATHS.chat.setChatBlocked, {}, options)],
  ];

  it.each(calls)('%s: a guest 401, a buyer and a seller 403', async (_name, call) => {
    expect((await call({ host: HOSTS.admin })).status).toBe(401);
    expect((await call(as(cast.buyer))).status).toBe(403);
    expect((await call(asSeller(cast.seller))).status).toBe(403);
  });

  it('a support chat by its id is the admins’ alone: its writer and others get 403', async () => {
    const sent = await supportSend(server, { text: 'Salam' }, as(cast.buyer));
    const answer = await server.get(`${API_PATHS.chat.getMessages}?chatId=${sent.body.message.chatId}`, as(cast.buyer));
    expect(answer.status).toBe(403);
  });
});

describe('an admin stops an account from writing in chats', () => {
  let chatId: string;
  let supportChatId: string;
  const writerOf = async () =>
    (await server.get(`${API_PATHS.chat.getSupportChat}?chatId=${supportChatId}`, asAdmin(cast.admin))).body.account as {
      id: string;
      chatBlocked: boolean;
    };
  const listedWriterOf = async () =>
    ((await inbox('?status=all')).body.items as Array<{ chatId: string; account: { chatBlocked: boolean } | null }>).find(
      (item) => item.chatId === supportChatId,
    )?.account;
  beforeAll(async () => {
    chatId = await chatOf(server, cast.otherBuyer, cast.itemId, cast.seller.id);
    await send(server, chatId, 'Salam', as(cast.otherBuyer));
    supportChatId = (await supportSend(server, { text: 'Dəstəyə sualım var' }, as(cast.otherBuyer))).body.message.chatId;
  });

  it('the Support inbox says whether the writer may write: not blocked yet', async () => {
    expect(await writerOf()).toMatchObject({ id: cast.otherBuyer.id, chatBlocked: false });
    expect(await listedWriterOf()).toMatchObject({ chatBlocked: false });
  });

  it('blocked: its messages, support messages and new conversations are refused (403 CHAT_BLOCKED); it still reads', async () => {
    const blocked = await server.post(
      API_PATHS.chat.setChatBlocked,
      { accountId: cast.otherBuyer.id, blocked: true },
      asAdmin(cast.admin),
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ accountId: cast.otherBuyer.id, blocked: true });

    for (const answer of [
      await send(server, chatId, 'Yenə mən', as(cast.otherBuyer)),
      await supportSend(server, { text: 'Niyə yaza bilmirəm?' }, as(cast.otherBuyer)),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('CHAT_BLOCKED');
    }
    expect((await server.post(API_PATHS.direct.getItemContact, { item_id: cast.itemId }, as(cast.otherBuyer))).body.chatId).toBe(
      chatId,
    );
    const newItem = await insertItem(server.database.db, { merchantId: cast.seller.id, categoryId: cast.categoryId });
    const refused = await server.post(API_PATHS.direct.getItemContact, { item_id: newItem }, as(cast.otherBuyer));
    expect(refused.body.error.code).toBe('CHAT_BLOCKED');
    expect((await server.get(`${API_PATHS.chat.getMessages}?chatId=${chatId}`, as(cast.otherBuyer))).status).toBe(200);
    // The seller still answers.
    expect((await send(server, chatId, 'Cavab', asSeller(cast.seller))).status).toBe(200);

    const [entry] = (
      await server.get(`${API_PATHS.admin.getAuditLog}?target_kind=account&target_id=${cast.otherBuyer.id}`, asAdmin(cast.admin))
    ).body.items;
    expect(entry).toMatchObject({ action: 'CHAT_BLOCKED', admin: { id: cast.admin.id } });
    // The Support inbox shows it, in the conversation and in the list.
    expect(await writerOf()).toMatchObject({ chatBlocked: true });
    expect(await listedWriterOf()).toMatchObject({ chatBlocked: true });
  });

  it('unblocked: it writes again, and the Support inbox shows it may', async () => {
    const allowed = await server.post(
      API_PATHS.chat.setChatBlocked,
      { accountId: cast.otherBuyer.id, blocked: false },
      asAdmin(cast.admin),
    );
    expect(allowed.body).toEqual({ accountId: cast.otherBuyer.id, blocked: false });
    expect((await send(server, chatId, 'Yenə salam', as(cast.otherBuyer))).status).toBe(200);
    expect(await writerOf()).toMatchObject({ chatBlocked: false });
    const [entry] = (
      await server.get(`${API_PATHS.admin.getAuditLog}?target_kind=account&target_id=${cast.otherBuyer.id}`, asAdmin(cast.admin))
    ).body.items;
    expect(entry).toMatchObject({ action: 'CHAT_UNBLOCKED', admin: { id: cast.admin.id } });
  });

  it('admins cannot be blocked; an unknown account is a 404', async () => {
    expect(
      (await server.post(API_PATHS.chat.setChatBlocked, { accountId: otherAdmin.id, blocked: true }, asAdmin(cast.admin))).status,
    ).toBe(403);
    expect(
      (await server.post(API_PATHS.chat.setChatBlocked, { accountId: crypto.randomUUID(), blocked: true }, asAdmin(cast.admin)))
        .status,
    ).toBe(404);
  });
});
