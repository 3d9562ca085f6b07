import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_ERROR, type ChatMessage } from '@marketplace/contract';
import type { ChatAdapter, Unwatch } from './chatAdapter.ts';
import { CUSTOM_ORDER_ERRORS } from './customOrderErrors.ts';
import { watchAfterHistory } from './watchAfter.ts';

/**
 * The chat adapters' shared contract (ARCHITECTURE §3): every transport behaves the same for the
 * pages. A test file per adapter runs it with adapters of its own, talking to a real API server.
 */
export interface ChatContractParties {
  /** A page without a session (support chat only). */
  guest: () => ChatAdapter;
  /** The signed-in buyer, and the seller of `item`, each as their own page. */
  buyer: () => ChatAdapter;
  seller: () => ChatAdapter;
  item: { id: string; merchantId: string };
  /** Another product of the same seller, new each time: its chat starts empty. */
  newItem: () => Promise<{ id: string; merchantId: string }>;
}

/** Long enough for a live message that should not come to have come. */
const QUIET_MS = 600;
const DELIVERY_TIMEOUT_MS = 10_000;

/** A watch's messages as they arrive, with a way to wait for the n-th. */
function collector() {
  const messages: ChatMessage[] = [];
  const waiters: (() => void)[] = [];
  return {
    messages,
    onMessage: (message: ChatMessage) => {
      messages.push(message);
      waiters.splice(0).forEach((wake) => wake());
    },
    async waitFor(count: number): Promise<ChatMessage[]> {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${messages.length} of ${count} messages arrived within ${DELIVERY_TIMEOUT_MS} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
  };
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

export function describeChatAdapterContract(name: string, parties: () => ChatContractParties): void {
  describe(`${name} chat adapter (shared contract)`, () => {
    const watches: Unwatch[] = [];
    afterEach(() => {
      watches.splice(0).forEach((stop) => stop());
    });

    describe('support chat', () => {
      it('creates the token with the first message, and a second message with it joins the same chat', async () => {
        const guest = parties().guest();
        const first = await guest.support.send(null, 'Salam, sifarişim haqqında sualım var');
        expect(first.supportToken).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
        expect(first.message).toMatchObject({ text: 'Salam, sifarişim haqqında sualım var', sender: 'user' });
        const second = await guest.support.send(first.supportToken, 'Çatdırılma nə qədər çəkir?');
        expect(second.supportToken).toBe(first.supportToken);
        expect(second.message.chatId).toBe(first.message.chatId);

        const history = await guest.support.history(first.supportToken);
        expect(history.messages.map((message) => message.text)).toEqual([
          'Salam, sifarişim haqqında sualım var',
          'Çatdırılma nə qədər çəkir?',
        ]);
        expect(history.status).toBe('open');
      });

      it('answers a first message sent again with its client id with the same chat and token, storing it once', async () => {
        const [page, watcher] = [parties().guest(), parties().guest()];
        const clientId = `support-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const first = await page.support.send(null, 'Cavabı itən sual', clientId);
        const again = await page.support.send(null, 'Cavabı itən sual', clientId);
        expect(again).toEqual(first);
        const seen = collector();
        watches.push(watcher.support.watch(first.supportToken, null, seen));
        await seen.waitFor(1);
        await quiet();
        expect(seen.messages.map((message) => message.id)).toEqual([first.message.id]);
        expect((await page.support.history(first.supportToken)).messages.map((message) => message.id)).toEqual([
          first.message.id,
        ]);
      });

      it('refuses blank text without sending it', async () => {
        const guest = parties().guest();
        await expect(guest.support.send(null, '   \n\t ')).rejects.toMatchObject({ code: CHAT_ERROR.BLANK_MESSAGE });
      });

      it("delivers the chat's new messages once to a watch started after the first one", async () => {
        const [page, otherTab] = [parties().guest(), parties().guest()];
        const { supportToken, message: first } = await page.support.send(null, 'Birinci');
        const seen = collector();
        watches.push(page.support.watch(supportToken, first.id, seen));
        await otherTab.support.send(supportToken, 'İkinci');
        const [delivered] = await seen.waitFor(1);
        expect(delivered).toMatchObject({ text: 'İkinci', sender: 'user', chatId: first.chatId });
        await quiet();
        expect(seen.messages.map((message) => message.text)).toEqual(['İkinci']);
      });

      it('delivers the whole chat, each message once, to a watch started without a read (after = null)', async () => {
        const [firstTab, otherTab, page] = [parties().guest(), parties().guest(), parties().guest()];
        const { supportToken } = await firstTab.support.send(null, 'Birinci');
        await otherTab.support.send(supportToken, 'İkinci');
        const seen = collector();
        watches.push(page.support.watch(supportToken, null, seen));
        await seen.waitFor(2);
        await otherTab.support.send(supportToken, 'Üçüncü');
        await seen.waitFor(3);
        await quiet();
        expect(seen.messages.map((message) => message.text)).toEqual(['Birinci', 'İkinci', 'Üçüncü']);
      });
    });

    describe('custom-order chat', () => {
      it('opens the same chat for the same buyer and item every time', async () => {
        const { buyer, item } = parties();
        const adapter = buyer();
        const first = await adapter.customOrder.open(item.id, item.merchantId);
        expect(await adapter.customOrder.open(item.id, item.merchantId)).toBe(first);
      });

      it("says 'Token not found' without a session and 'Item ID not found' without an item id", async () => {
        const { guest, buyer, item } = parties();
        await expect(guest().customOrder.open(item.id, item.merchantId)).rejects.toThrow(CUSTOM_ORDER_ERRORS.TOKEN_NOT_FOUND);
        await expect(buyer().customOrder.open('', item.merchantId)).rejects.toThrow(CUSTOM_ORDER_ERRORS.ITEM_ID_NOT_FOUND);
      });

      it('keeps the history in order, each side marked', async () => {
        const { buyer, seller, item } = parties();
        const chatId = await buyer().customOrder.open(item.id, item.merchantId);
        const asked = await buyer().customOrder.send(chatId, 'Bu vazanı mavi rəngdə düzəldə bilərsiniz?');
        const answered = await seller().customOrder.send(chatId, 'Bəli, bir həftəyə hazır olar.');
        expect(asked.sender).toBe('user');
        expect(answered.sender).toBe('received');
        const history = await buyer().customOrder.history(chatId);
        const recent = history.messages.slice(-2);
        expect(recent.map((message) => [message.sender, message.text])).toEqual([
          ['user', 'Bu vazanı mavi rəngdə düzəldə bilərsiniz?'],
          ['received', 'Bəli, bir həftəyə hazır olar.'],
        ]);
        expect(recent.map((message) => message.id)).toEqual([asked.id, answered.id]);
      });

      it("delivers the other side's message to a watch once", async () => {
        const { buyer, seller, item } = parties();
        const buyerPage = buyer();
        const chatId = await buyerPage.customOrder.open(item.id, item.merchantId);
        const history = await buyerPage.customOrder.history(chatId);
        const seen = collector();
        let live = false;
        const after = watchAfterHistory(history.messages);
        watches.push(
          buyerPage.customOrder.watch(chatId, after, {
            onMessage: seen.onMessage,
            onConnection: (state) => (live ||= state === 'live'),
          }),
        );
        await waitUntil(() => live);
        const sent = await seller().customOrder.send(chatId, 'Ölçüləri yazın, zəhmət olmasa');
        const [delivered] = await seen.waitFor(1);
        expect(delivered).toMatchObject({ id: sent.id, chatId, sender: 'received', text: 'Ölçüləri yazın, zəhmət olmasa' });
        await quiet();
        expect(seen.messages.map((message) => message.id)).toEqual([sent.id]);
      });

      it('delivers a message written between reading an empty history and watching, once', async () => {
        const { buyer, seller, newItem } = parties();
        const item = await newItem();
        const buyerPage = buyer();
        const chatId = await buyerPage.customOrder.open(item.id, item.merchantId);
        const history = await buyerPage.customOrder.history(chatId);
        expect(history.messages).toEqual([]);
        const written = await seller().customOrder.send(chatId, 'Salam! Sifarişinizi gözləyirəm');
        // What the page passes after that read, and what a page that read nothing passes.
        const [fromRead, fromNothing] = [collector(), collector()];
        watches.push(buyerPage.customOrder.watch(chatId, watchAfterHistory(history.messages), fromRead));
        watches.push(buyer().customOrder.watch(chatId, null, fromNothing));
        await Promise.all([fromRead.waitFor(1), fromNothing.waitFor(1)]);
        const later = await seller().customOrder.send(chatId, 'Rəngi seçmisiniz?');
        await Promise.all([fromRead.waitFor(2), fromNothing.waitFor(2)]);
        await quiet();
        expect(fromRead.messages.map((message) => message.id)).toEqual([written.id, later.id]);
        expect(fromNothing.messages.map((message) => message.id)).toEqual([written.id, later.id]);
      });

      it('catches a watch up from `after`, then goes on live, each message once', async () => {
        const { buyer, seller, item } = parties();
        const buyerPage = buyer();
        const chatId = await buyerPage.customOrder.open(item.id, item.merchantId);
        const first = await buyerPage.customOrder.send(chatId, 'Salam');
        const missed = await seller().customOrder.send(chatId, 'Salam! Nə arzulayırsınız?');
        const watched = collector();
        watches.push(buyerPage.customOrder.watch(chatId, first.id, watched));
        expect((await watched.waitFor(1))[0]?.id).toBe(missed.id);
        const later = await seller().customOrder.send(chatId, 'Şəkil göndərə bilərsiniz');
        await watched.waitFor(2);
        await quiet();
        expect(watched.messages.map((message) => message.id)).toEqual([missed.id, later.id]);
      });

      it('answers a message sent again with its client id with the stored one, which a watch gets once', async () => {
        const { buyer, seller, newItem } = parties();
        const item = await newItem();
        const buyerPage = buyer();
        const chatId = await buyerPage.customOrder.open(item.id, item.merchantId);
        const seen = collector();
        let live = false;
        watches.push(
          seller().customOrder.watch(chatId, null, {
            onMessage: seen.onMessage,
            onConnection: (state) => (live ||= state === 'live'),
          }),
        );
        await waitUntil(() => live);
        const clientId = `order-${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const first = await buyerPage.customOrder.send(chatId, 'Cavabı itən mesaj', undefined, clientId);
        const again = await buyerPage.customOrder.send(chatId, 'Cavabı itən mesaj', undefined, clientId);
        expect(again).toEqual(first);
        await seen.waitFor(1);
        await quiet();
        expect(seen.messages.map((message) => message.id)).toEqual([first.id]);
        expect((await buyerPage.customOrder.history(chatId)).messages.map((message) => message.id)).toEqual([first.id]);
      });

      it('refuses blank text without sending it', async () => {
        const { buyer, item } = parties();
        const adapter = buyer();
        const chatId = await adapter.customOrder.open(item.id, item.merchantId);
        await expect(adapter.customOrder.send(chatId, ' ')).rejects.toMatchObject({ code: CHAT_ERROR.BLANK_MESSAGE });
      });
    });
  });
}

async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not so within ${DELIVERY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
