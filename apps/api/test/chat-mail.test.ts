import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, CHAT_EMAIL_INTERVAL_MINUTES } from '@marketplace/contract';
import { accounts } from '../src/db/schema.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/**
 * The e-mail to a party who has not read a new chat message: booked with each message, sent after
 * CHAT_EMAIL_DELAY_SECONDS if it is still unread, at most once per conversation every 15 minutes,
 * never with the message's text. The chats' clock is moved forward to pass the 15 minutes; the delay
 * itself is the job queue's (real time), so it is short here.
 */

const NOTICE_JOB = 'chat-unread-notice';
const INTERVAL_MS = CHAT_EMAIL_INTERVAL_MINUTES * 60_000;

let server: AuthTestServer;
let offsetMs = 0;
let buyer: SignedIn;
let seller: SignedIn;
let itemId: string;
let categoryId: number;

const BUYER = 'poct-alici@example.az';
const SELLER = 'poct-satici@example.az';

beforeAll(async () => {
  server = await startAuthServer({
    env: { CHAT_EMAIL_DELAY_SECONDS: '2' },
    chat: { now: () => new Date(Date.now() + offsetMs) },
  });
  buyer = await signUpBuyer(server, BUYER);
  seller = await signUpMerchant(server, SELLER, 'Quba Xalçaları');
  const named = await server.post(
    API_PATHS.auth.updateAccount,
    { editedValues: { name: 'Aynur', lastname: 'Məmmədova' } },
    { token: buyer.token },
  );
  expect(named.status).toBe(200);
  categoryId = await insertCategory(server.database.db, 'Toxuculuq');
  itemId = await insertItem(server.database.db, { merchantId: seller.id, categoryId, productName: 'Qırmızı kəlağayı' });
});
afterAll(async () => {
  await server?.close();
});

/** Moves the chats' clock (the 15 minutes between two notices) forward. */
const advance = (ms: number) => {
  offsetMs += ms;
};

const mailsTo = (to: string) =>
  server.sent.filter((message) => message.to === to && message.channel === 'email' && !/\b\d{6}\b/.test(message.text));

/** Messages sent so far whose reader is an account: each books one notice job (after its answer, so maybe a moment later). */
let booked = 0;

/** Waits until every notice job of the messages sent so far is booked and has run: whatever was to be sent, was. */
async function noticesSettled(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await server.database.runSql(
        `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS waiting
         FROM pgboss.job WHERE name = $1`,
        [NOTICE_JOB],
      );
      expect(rows[0]).toEqual({ jobs: booked, waiting: 0 });
    },
    { timeout: 25_000, interval: 200 },
  );
}

async function openChat(who: SignedIn, item: string): Promise<string> {
  const answer = await server.post(
    API_PATHS.direct.getItemContact,
    { item_id: item, merchant_id: seller.id },
    { token: who.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.chatId as string;
}

async function send(who: SignedIn, chatId: string, text: string, host: string = HOSTS.shopper): Promise<string> {
  const answer = await server.post(API_PATHS.chat.sendMessage, { chatId, text }, { token: who.token, host });
  expect(answer.status).toBe(200);
  booked += 1;
  return answer.body.id as string;
}

describe('e-mail about an unread custom-order message', () => {
  it('tells the seller once per 15 minutes, names the product and the buyer, links the conversation, never quotes the message', async () => {
    const chatId = await openChat(buyer, itemId);
    await send(buyer, chatId, 'Salam! Bu kəlağayını mavi rəngdə toxuya bilərsinizmi? Gizli söz: zəfəran-77');
    await noticesSettled();
    const [first, ...more] = mailsTo(SELLER);
    expect(more).toEqual([]);
    expect(first?.subject).toContain('Qırmızı kəlağayı');
    expect(first?.text).toContain('Aynur Məmmədova');
    expect(first?.text).toContain(`http://merchant.localhost:3000/messages?chat=${chatId}`);
    expect(`${first?.subject}\n${first?.text}`).not.toMatch(/zəfəran|mavi rəngdə/);

    // A second message within the 15 minutes: no second e-mail.
    advance(5 * 60_000);
    await send(buyer, chatId, 'Ölçüsü 90x90 olsun');
    await noticesSettled();
    expect(mailsTo(SELLER)).toHaveLength(1);

    // 15 minutes after the first notice, a new unread message is told again.
    advance(INTERVAL_MS);
    await send(buyer, chatId, 'Cavabınızı gözləyirəm');
    await noticesSettled();
    expect(mailsTo(SELLER)).toHaveLength(2);
  });

  it('tells the buyer about the store’s answer with a link to the product page’s chat, unless it was read before the delay', async () => {
    const otherItem = await insertItem(server.database.db, { merchantId: seller.id, categoryId, productName: 'Mis sini' });
    const chatId = await openChat(buyer, otherItem);
    await send(buyer, chatId, 'Sini neçə günə hazır olar?');
    advance(INTERVAL_MS);

    // Read at once: no e-mail.
    const read = await send(seller, chatId, 'Bir həftəyə', HOSTS.merchant);
    const marked = await server.post(API_PATHS.chat.markRead, { chatId, lastReadId: read }, { token: buyer.token });
    expect(marked.status).toBe(200);
    await noticesSettled();
    expect(mailsTo(BUYER)).toEqual([]);

    // Not read: one e-mail, from the store, about the product.
    await send(seller, chatId, 'Naxışı da seçə bilərsiniz');
    await noticesSettled();
    const [notice, ...more] = mailsTo(BUYER);
    expect(more).toEqual([]);
    expect(notice?.subject).toContain('Mis sini');
    expect(notice?.text).toContain('Quba Xalçaları');
    expect(notice?.text).toContain(`http://localhost:3000/item?id=${otherItem}#chatBox`);
    expect(notice?.text).not.toContain('Naxışı');
  });

  it('sends nothing to a seller who turned e-mail notifications off', async () => {
    const quiet = await signUpMerchant(server, 'sakit-satici@example.az', 'Sakit Emalatxana');
    const off = await server.post(
      API_PATHS.auth.updateAccount,
      { editedValues: { settings: { notify: { email: false, push: true, whatsapp: false } } } },
      { token: quiet.token, host: HOSTS.merchant },
    );
    expect(off.status).toBe(200);
    const quietItem = await insertItem(server.database.db, { merchantId: quiet.id, categoryId, productName: 'Saxsı küp' });
    const answer = await server.post(API_PATHS.direct.getItemContact, { item_id: quietItem }, { token: buyer.token });
    await send(buyer, answer.body.chatId as string, 'Küpün hündürlüyü nə qədərdir?');
    await noticesSettled();
    expect(mailsTo('sakit-satici@example.az')).toEqual([]);
  });
});

describe('e-mail about an unread support answer', () => {
  it('tells a signed-in writer that support answered, and a guest nothing', async () => {
    advance(INTERVAL_MS);
    const admin = await signInAdmin(server);
    const reply = (chatId: string, text: string) =>
      server.post(API_PATHS.chat.replySupport, { chatId, text }, { token: admin.token, host: HOSTS.admin });

    const signedIn = await server.post(API_PATHS.chat.sendSupportMessage, { text: 'Sifarişim gecikir' }, { token: buyer.token });
    expect(signedIn.status).toBe(200);
    const guest = await server.post(API_PATHS.chat.sendSupportMessage, { text: 'Çatdırılma pulsuzdur?' });
    expect(guest.status).toBe(200);
    const before = server.sent.length;

    expect((await reply(signedIn.body.message.chatId as string, 'Yoxlayırıq, bir az gözləyin')).status).toBe(200);
    // A guest has no address: their answer books no notice.
    expect((await reply(guest.body.message.chatId as string, 'Bəli, 50 manatdan yuxarı')).status).toBe(200);
    booked += 1;
    await noticesSettled();
    const sent = server.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: BUYER, channel: 'email' });
    // The shopper site with the support chat's marker: the chat opens on arrival.
    expect(sent[0]?.text).toContain('http://localhost:3000/?support');
    expect(sent[0]?.text).not.toContain('gözləyin');
  });

  it('never e-mails a blocked account', async () => {
    advance(INTERVAL_MS);
    const chatId = await openChat(buyer, itemId);
    await server.database.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, seller.id));
    await send(buyer, chatId, 'Sifarişi təsdiqləyirsiniz?');
    await noticesSettled();
    expect(mailsTo(SELLER)).toHaveLength(2);
  });
});
