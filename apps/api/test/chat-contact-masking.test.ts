import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CHAT_MASK } from '@marketplace/contract';
import {
  as,
  asSeller,
  castOf,
  chatOf,
  messagesOf,
  send,
  startChatServer,
  type ChatCast,
  type ChatTestServer,
} from './chat-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';

/**
 * Contacts written to slip past the mask in a custom-order chat, as the other side sees them: the
 * send's answer, the live message on the seller's open page, both sides' histories and the seller's
 * conversation list all carry the masked text; a message with order and tracking numbers arrives as
 * written.
 */

const M = CHAT_MASK;

let server: ChatTestServer;
let cast: ChatCast;
let chatId: string;
const pages: LiveTestClient[] = [];

/** The seller's chat page, following this chat live. */
async function sellerPage(): Promise<LiveTestClient> {
  const page = await openLive(server.url);
  pages.push(page);
  await page.hello(cast.seller.token);
  expect(await page.subscribe('chat', { kind: 'chat', chatId })).toMatchObject({ type: 'subscribed' });
  return page;
}

beforeAll(async () => {
  server = await startChatServer();
  cast = await castOf(server);
  chatId = await chatOf(server, cast.buyer, cast.itemId, cast.seller.id);
});
afterAll(async () => {
  await Promise.all(pages.map((page) => page.close()));
  await server.close();
});

describe('a buyer’s message with contacts in several disguises', () => {
  const written = [
    'Salam! Nömrəm 050\u200b123\u200b45\u200b67,',
    'WhatsApp: wa.me/994551234567,',
    'e-poçt elvin(at)yandex(dot)ru,',
    'insta: @gul_keramika,',
    'ya da sıfır beş beş yeddi yeddi yeddi səkkiz səkkiz doqquz doqquz,',
    'ya da 0️⃣7️⃣0️⃣ 3️⃣3️⃣3️⃣ 4️⃣4️⃣ 5️⃣5️⃣ azn.',
    'Qiymət 45 ₼, 2 ədəd.',
  ].join('\n');
  const expected = [
    `Salam! Nömrəm ${M},`,
    `WhatsApp: ${M},`,
    `e-poçt ${M},`,
    `insta: ${M},`,
    `ya da ${M},`,
    `ya da ${M} azn.`,
    'Qiymət 45 ₼, 2 ədəd.',
  ].join('\n');

  it('reaches the seller masked, live and in the history, and the buyer’s own history the same', async () => {
    const page = await sellerPage();
    const sent = await send(server, chatId, written, as(cast.buyer));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sender: 'user', masked: true, text: expected });

    const live = await page.next('message', (frame) => frame.message.id === sent.body.id);
    expect(live.message).toMatchObject({ masked: true, text: expected });

    const sellerHistory = await messagesOf(server, chatId, asSeller(cast.seller));
    expect(sellerHistory.body.messages.at(-1)).toMatchObject({ id: sent.body.id, masked: true, text: expected });
    const buyerHistory = await messagesOf(server, chatId, as(cast.buyer));
    expect(buyerHistory.body.messages.at(-1)).toMatchObject({ id: sent.body.id, masked: true, text: expected });

    const list = await server.get(API_PATHS.chat.getConversations, asSeller(cast.seller));
    const conversation = list.body.items.find((item: { chatId: string }) => item.chatId === chatId);
    expect(conversation.lastMessage).toMatchObject({ sender: 'user', text: expected });

    for (const secret of ['1234567', '551234567', 'elvin', 'gul_keramika', 'sıfır', '3️⃣']) {
      expect(JSON.stringify([sent.body, live, sellerHistory.body, buyerHistory.body, list.body])).not.toContain(secret);
    }
  });

  it('the seller’s reply is masked for the buyer too', async () => {
    const reply = await send(server, chatId, 'Telegram: t . me / gul_usta, mail: gul.usta＠gmail.c0m', asSeller(cast.seller));
    expect(reply.body).toMatchObject({ sender: 'received', masked: true, text: `Telegram: ${M}, mail: ${M}` });
    const buyerHistory = await messagesOf(server, chatId, as(cast.buyer));
    expect(buyerHistory.body.messages.at(-1)).toMatchObject({ masked: true, text: `Telegram: ${M}, mail: ${M}` });
  });
});

describe('a message with order and tracking numbers', () => {
  it.each([
    'Sifariş № 1234567890123 göndərildi, trek kodu: RR123456789AZ',
    'Order 1234567890123: 2 ədəd × 45 ₼ = 90 ₼, 12.05.2026 çatdırılacaq, ölçü 30x40 sm',
    'Çatdırılma 1 250,50 AZN, qaimə № 501234567, saat 10:30-da',
  ])('arrives at the seller as written: %s', async (text) => {
    const page = await sellerPage();
    const sent = await send(server, chatId, text, as(cast.buyer));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ masked: false, text });
    const live = await page.next('message', (frame) => frame.message.id === sent.body.id);
    expect(live.message).toMatchObject({ masked: false, text });
    const sellerHistory = await messagesOf(server, chatId, asSeller(cast.seller));
    expect(sellerHistory.body.messages.at(-1)).toMatchObject({ id: sent.body.id, masked: false, text });
  });
});
