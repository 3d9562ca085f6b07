import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  IDEMPOTENT_REPLAY_HEADER,
  OFFER_VALID_DAYS_MAX,
  bakuDate,
  estimatedArrival,
  shipByDate,
  type Offer,
} from '@marketplace/contract';
import { offers, orderGroups, orderLines, orders } from '../src/db/schema.ts';
import { HOSTS, type JsonResponse, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { chatOf, startChatServer, supportSend, type ChatTestServer } from './chat-fixtures.ts';
import { openLive } from './live-client.ts';
import { BAKU_ADDRESS, BAKU_CONTACT, deliveryOptions } from './order-fixtures.ts';

/**
 * Custom-order offers in a conversation: the seller sends, changes (a new version, the old one
 * REPLACED) or withdraws one; the buyer accepts it once and it becomes an order of that store, linked
 * to the conversation and the offer. An expired, withdrawn, replaced or accepted offer is not open.
 * Both sides hear of each change live. Who may make each call: the conversation's two sides only.
 */

type Who = 'guest' | 'buyer' | 'otherBuyer' | 'store' | 'otherStore' | 'blocked' | 'admin';
const EVERYONE: Who[] = ['guest', 'buyer', 'otherBuyer', 'store', 'otherStore', 'blocked', 'admin'];
const HOST_OF: Record<Who, string> = {
  guest: HOSTS.shopper,
  buyer: HOSTS.shopper,
  otherBuyer: HOSTS.shopper,
  blocked: HOSTS.shopper,
  store: HOSTS.merchant,
  otherStore: HOSTS.merchant,
  admin: HOSTS.admin,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => bakuDate(new Date(Date.now() + days * DAY_MS));
const PICKUP_ADDRESS = 'Gəncə, Nizami küç. 5';

let server: ChatTestServer;
const people = {} as Record<Exclude<Who, 'guest'>, SignedIn>;
let leaf: number;
let otherStoreItem: string;
/** The blocked buyer's conversation with the store and its open offer, from before the block. */
let blockedChat: string;
let blockedOffer: string;

const as = (who: Who): RequestOptions => ({ host: HOST_OF[who], ...(who === 'guest' ? {} : { token: people[who].token }) });
const db = () => server.database.db;

const terms = (overrides: Record<string, unknown> = {}) => ({
  title: 'Adı yazılmış keramika boşqab',
  description: 'Diametri 24 sm, mavi şirə, arxasında "Aygün" yazısı.',
  priceQepik: 8500,
  deliveryFeeQepik: 600,
  productionDays: 5,
  validUntil: dayFromToday(7),
  basedOnItemId: null,
  ...overrides,
});

const sendOffer = (who: Who, body: Record<string, unknown>) => server.post(API_PATHS.order.sendOffer, body, as(who));
const replaceOffer = (who: Who, body: Record<string, unknown>) => server.post(API_PATHS.order.replaceOffer, body, as(who));
const withdrawOffer = (who: Who, offerId: string) => server.post(API_PATHS.order.withdrawOffer, { offerId }, as(who));
const acceptBody = (offerId: string, overrides: Record<string, unknown> = {}) => ({
  offerId,
  contact: BAKU_CONTACT,
  method: 'DELIVERY',
  address: BAKU_ADDRESS,
  note: 'Zəng edin, gəlirəm.',
  ...overrides,
});
const acceptOffer = (who: Who, body: Record<string, unknown>, key?: string) =>
  server.post(API_PATHS.order.acceptOffer, body, { ...as(who), ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const offersOf = (who: Who, chatId: string) => server.get(`${API_PATHS.order.getChatOffers}?chatId=${chatId}`, as(who));

const ok = (answer: JsonResponse) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const expectRefused = (answer: JsonResponse, status: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
};
const expectNotOpen = (answer: JsonResponse, status: string) => {
  expectRefused(answer, 409, 'OFFER_NOT_OPEN');
  expect(answer.body.error.status).toBe(status);
};

/** A new conversation of `buyer` with the store, about a new item of the store. */
const newChat = async (buyer: SignedIn = people.buyer): Promise<string> => {
  const itemId = await insertItem(db(), { merchantId: people.store.id, categoryId: leaf, productName: 'Keramika boşqab' });
  return chatOf(server, buyer, itemId, people.store.id);
};
/** A new conversation with the store's open offer in it. */
const newOffer = async (overrides: Record<string, unknown> = {}): Promise<{ chatId: string; offer: Offer }> => {
  const chatId = await newChat();
  const offer = ok(await sendOffer('store', { chatId, ...terms(overrides) })) as Offer;
  return { chatId, offer };
};
const offersIn = async (who: Who, chatId: string): Promise<Offer[]> => ok(await offersOf(who, chatId)).offers as Offer[];
const ordersOfOffer = (offerId: string) => db().select().from(orders).where(eq(orders.offerId, offerId));
const storeNoticeCount = async () => {
  const inbox = ok(await server.get(API_PATHS.mobile.getNotifications, as('store')));
  return (inbox.items as unknown[]).length;
};

beforeAll(async () => {
  server = await startChatServer();
  [people.buyer, people.otherBuyer, people.blocked, people.store, people.otherStore, people.admin] = await Promise.all([
    signUpBuyer(server, 'teklif-alici@example.az'),
    signUpBuyer(server, 'teklif-diger@example.az'),
    signUpBuyer(server, 'teklif-bloklu@example.az'),
    signUpMerchant(server, 'teklif-usta@example.az', 'Gil Evi'),
    signUpMerchant(server, 'teklif-zerger@example.az', 'Zərgər Sənəti'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(db(), 'Boşqablar');
  otherStoreItem = await insertItem(db(), { merchantId: people.otherStore.id, categoryId: leaf });
  // The store delivers in Baku only (1 day on the road) and offers pickup.
  ok(
    await server.post(
      API_PATHS.order.updateDeliveryOptions,
      deliveryOptions({
        zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 400, days: 1 }],
        pickup: { enabled: true, address: PICKUP_ADDRESS },
      }),
      as('store'),
    ),
  );
  // The blocked buyer had a conversation and an open offer, and then was blocked: their sessions ended.
  blockedChat = await newChat(people.blocked);
  blockedOffer = (ok(await sendOffer('store', { chatId: blockedChat, ...terms() })) as Offer).offerId;
  ok(await server.post(API_PATHS.admin.setAccountBlocked, { id: people.blocked.id, blocked: true }, as('admin')));
}, 60_000);
afterAll(() => server?.close());

describe('sending an offer', () => {
  it('the seller sends one; both sides read it, version 1 and OPEN, with the item it is based on', async () => {
    const chatId = await newChat();
    const itemId = await insertItem(db(), { merchantId: people.store.id, categoryId: leaf, productName: 'Mavi boşqab' });
    const sent = ok(await sendOffer('store', { chatId, ...terms({ basedOnItemId: itemId }) })) as Offer;
    expect(sent).toMatchObject({
      chatId,
      storeId: people.store.id,
      version: 1,
      status: 'OPEN',
      title: 'Adı yazılmış keramika boşqab',
      priceQepik: 8500,
      deliveryFeeQepik: 600,
      productionDays: 5,
      validUntil: dayFromToday(7),
      basedOnItem: { itemId, title: 'Mavi boşqab', coverImage: '/media/covers/test.webp' },
      orderId: null,
    });
    expect(await offersIn('buyer', chatId)).toEqual([sent]);
    expect(await offersIn('store', chatId)).toEqual([sent]);
  });

  it('sending while an offer is open replaces it: the old one REPLACED, the new one the next version', async () => {
    const { chatId, offer } = await newOffer();
    const second = ok(await sendOffer('store', { chatId, ...terms({ priceQepik: 9000 }) })) as Offer;
    expect(second).toMatchObject({ version: 2, status: 'OPEN', priceQepik: 9000 });
    expect((await offersIn('buyer', chatId)).map((o) => [o.offerId, o.version, o.status])).toEqual([
      [offer.offerId, 1, 'REPLACED'],
      [second.offerId, 2, 'OPEN'],
    ]);
    const [row] = await db().select().from(offers).where(eq(offers.id, second.offerId));
    expect(row?.replacesId).toBe(offer.offerId);
  });

  it('validUntil runs from today to today + OFFER_VALID_DAYS_MAX (Baku); else 400 on the field', async () => {
    const chatId = await newChat();
    for (const validUntil of [dayFromToday(-1), dayFromToday(OFFER_VALID_DAYS_MAX + 1), '2027-02-30', '2027-13-01']) {
      const answer = await sendOffer('store', { chatId, ...terms({ validUntil }) });
      expectRefused(answer, 400, 'VALIDATION_FAILED');
      expect(Object.keys(answer.body.error.fields), validUntil).toEqual(['validUntil']);
    }
    expect(ok(await sendOffer('store', { chatId, ...terms({ validUntil: dayFromToday(0) }) })).status).toBe('OPEN');
    expect(ok(await sendOffer('store', { chatId, ...terms({ validUntil: dayFromToday(OFFER_VALID_DAYS_MAX) }) })).version).toBe(
      2,
    );
  });

  it('basedOnItemId must be one of the seller’s own items; else 400 on the field and nothing is written', async () => {
    const chatId = await newChat();
    for (const basedOnItemId of [otherStoreItem, randomUUID(), 'not-an-id']) {
      const answer = await sendOffer('store', { chatId, ...terms({ basedOnItemId }) });
      expectRefused(answer, 400, 'VALIDATION_FAILED');
      expect(Object.keys(answer.body.error.fields)).toEqual(['basedOnItemId']);
    }
    expect(await offersIn('store', chatId)).toEqual([]);
  });

  it('only into a custom-order conversation: the seller’s own support chat is 409, an unknown chat 404', async () => {
    const support = ok(await supportSend(server, { text: 'Salam, bir sualım var' }, as('store')));
    expectRefused(await sendOffer('store', { chatId: support.message.chatId, ...terms() }), 409, 'OFFER_CHAT_NOT_CUSTOM_ORDER');
    for (const chatId of [randomUUID(), 'nonsense']) {
      expectRefused(await sendOffer('store', { chatId, ...terms() }), 404, 'CHAT_NOT_FOUND');
    }
  });

  it('a seller an admin stopped from writing in chats cannot send or change offers (403 CHAT_BLOCKED)', async () => {
    const { chatId, offer } = await newOffer();
    const block = (blocked: boolean) =>
      server.post(API_PATHS.chat.setChatBlocked, { accountId: people.store.id, blocked }, as('admin'));
    ok(await block(true));
    try {
      expectRefused(await sendOffer('store', { chatId, ...terms() }), 403, 'CHAT_BLOCKED');
      expectRefused(await replaceOffer('store', { offerId: offer.offerId, ...terms() }), 403, 'CHAT_BLOCKED');
    } finally {
      ok(await block(false));
    }
    expect((await offersIn('buyer', chatId)).map((o) => o.status)).toEqual(['OPEN']);
  });
});

describe('changing and withdrawing', () => {
  it('replace: the old version REPLACED, the new one version 2 naming it; the old one cannot be changed or accepted', async () => {
    const { chatId, offer } = await newOffer();
    const replaced = ok(await replaceOffer('store', { offerId: offer.offerId, ...terms({ priceQepik: 7000 }) })) as Offer;
    expect(replaced).toMatchObject({ chatId, version: 2, status: 'OPEN', priceQepik: 7000 });
    expect((await offersIn('buyer', chatId)).map((o) => [o.version, o.status, o.priceQepik])).toEqual([
      [1, 'REPLACED', 8500],
      [2, 'OPEN', 7000],
    ]);
    const [row] = await db().select().from(offers).where(eq(offers.id, replaced.offerId));
    expect(row?.replacesId).toBe(offer.offerId);
    expectNotOpen(await replaceOffer('store', { offerId: offer.offerId, ...terms() }), 'REPLACED');
    expectNotOpen(await withdrawOffer('store', offer.offerId), 'REPLACED');
    expectNotOpen(await acceptOffer('buyer', acceptBody(offer.offerId)), 'REPLACED');
    expect(await ordersOfOffer(offer.offerId)).toEqual([]);
  });

  it('withdraw: the offer is WITHDRAWN and can no longer be accepted, changed or withdrawn', async () => {
    const { chatId, offer } = await newOffer();
    expect(ok(await withdrawOffer('store', offer.offerId))).toMatchObject({ offerId: offer.offerId, status: 'WITHDRAWN' });
    expectNotOpen(await acceptOffer('buyer', acceptBody(offer.offerId)), 'WITHDRAWN');
    expectNotOpen(await replaceOffer('store', { offerId: offer.offerId, ...terms() }), 'WITHDRAWN');
    expectNotOpen(await withdrawOffer('store', offer.offerId), 'WITHDRAWN');
    expect((await offersIn('buyer', chatId)).map((o) => o.status)).toEqual(['WITHDRAWN']);
    expect(await ordersOfOffer(offer.offerId)).toEqual([]);
  });

  it('expired (its last day before today in Baku): shown EXPIRED, not open to accept, change or withdraw; a new offer replaces it', async () => {
    const { chatId, offer } = await newOffer();
    await db()
      .update(offers)
      .set({ validUntil: dayFromToday(-1) })
      .where(eq(offers.id, offer.offerId));
    expect((await offersIn('buyer', chatId)).map((o) => o.status)).toEqual(['EXPIRED']);
    expectNotOpen(await acceptOffer('buyer', acceptBody(offer.offerId)), 'EXPIRED');
    expectNotOpen(await replaceOffer('store', { offerId: offer.offerId, ...terms() }), 'EXPIRED');
    expectNotOpen(await withdrawOffer('store', offer.offerId), 'EXPIRED');
    expect(await ordersOfOffer(offer.offerId)).toEqual([]);
    const next = ok(await sendOffer('store', { chatId, ...terms() })) as Offer;
    expect((await offersIn('store', chatId)).map((o) => [o.version, o.status])).toEqual([
      [1, 'REPLACED'],
      [2, 'OPEN'],
    ]);
    expect(next.version).toBe(2);
  });

  it('an offer whose last day is today can still be accepted', async () => {
    const { offer } = await newOffer({ validUntil: dayFromToday(0) });
    ok(await acceptOffer('buyer', acceptBody(offer.offerId)));
  });
});

describe('accepting', () => {
  it('becomes an order of the store: the offer’s price, fee and days, ship-by, the chat and the offer; both lists show it', async () => {
    const { chatId, offer } = await newOffer();
    const noticesBefore = await storeNoticeCount();
    const accepted = ok(await acceptOffer('buyer', acceptBody(offer.offerId)));
    expect(accepted).toEqual({
      orderId: expect.any(String),
      number: expect.any(Number),
      storeId: people.store.id,
      totalQepik: 8500 + 600,
    });
    const shipBy = shipByDate(new Date(), 5);
    const detail = ok(await server.get(`${API_PATHS.order.getOrder}?orderId=${accepted.orderId}`, as('buyer')));
    expect(detail).toMatchObject({
      orderId: accepted.orderId,
      number: accepted.number,
      status: 'PLACED',
      storeId: people.store.id,
      subtotalQepik: 8500,
      deliveryFeeQepik: 600,
      totalQepik: 9100,
      shipBy,
      chatId,
      offerId: offer.offerId,
      note: 'Zəng edin, gəlirəm.',
      contact: { name: BAKU_CONTACT.name, phone: '+994501234567' },
      delivery: {
        method: 'DELIVERY',
        address: BAKU_ADDRESS,
        zoneKind: 'BAKU',
        pickupAddress: '',
        estimatedArrival: estimatedArrival(shipBy, { days: 1 }),
      },
      lines: [
        {
          itemId: null,
          title: 'Adı yazılmış keramika boşqab',
          quantity: 1,
          unitPriceQepik: 8500,
          lineTotalQepik: 8500,
          pocketTypeName: 'Standart',
          pocketFeeQepik: 0,
          personalization: 'Diametri 24 sm, mavi şirə, arxasında "Aygün" yazısı.',
        },
      ],
    });
    expect(detail.events).toEqual([expect.objectContaining({ status: 'PLACED', actor: 'BUYER' })]);
    const [row] = await db().select().from(orders).where(eq(orders.id, accepted.orderId));
    expect(row?.processingDays).toBe(5);

    expect((await offersIn('buyer', chatId))[0]).toMatchObject({ status: 'ACCEPTED', orderId: accepted.orderId });
    const mine = ok(await server.get(API_PATHS.order.getMyOrders, as('buyer')));
    expect(mine.orders.map((o: { orderId: string }) => o.orderId)).toContain(accepted.orderId);
    const store = ok(await server.get(`${API_PATHS.order.getStoreOrders}?sort=newest`, as('store')));
    expect(store.orders.map((o: { orderId: string }) => o.orderId)).toContain(accepted.orderId);
    ok(await server.get(`${API_PATHS.order.getOrder}?orderId=${accepted.orderId}`, as('store')));
    // The store is told of its new order, as for a checkout.
    expect(await storeNoticeCount()).toBe(noticesBefore + 1);
  });

  it('outside the store’s zones the offer’s fee still applies, arriving by the ship-by date; pickup costs no fee', async () => {
    const far = await newOffer();
    const gence = { city: 'Gəncə', street: 'Atatürk pr. 12', notes: '' };
    const delivered = ok(await acceptOffer('buyer', acceptBody(far.offer.offerId, { address: gence })));
    const [farOrder] = await db().select().from(orders).where(eq(orders.id, delivered.orderId));
    expect(farOrder).toMatchObject({ deliveryFeeQepik: 600, zoneKind: null, estimatedArrival: farOrder?.shipBy });

    const near = await newOffer();
    const picked = ok(await acceptOffer('buyer', acceptBody(near.offer.offerId, { method: 'PICKUP', address: null })));
    expect(picked.totalQepik).toBe(8500);
    const [pickupOrder] = await db().select().from(orders).where(eq(orders.id, picked.orderId));
    expect(pickupOrder).toMatchObject({ deliveryMethod: 'PICKUP', deliveryFeeQepik: 0, pickupAddress: PICKUP_ADDRESS });
    const [group] = await db().select().from(orderGroups).where(eq(orderGroups.id, pickupOrder!.groupId));
    expect(group?.address).toBeNull();
  });

  it('delivery needs an address (400 ADDRESS_REQUIRED); pickup needs the store to offer it (409 PICKUP_NOT_OFFERED)', async () => {
    const { offer } = await newOffer();
    expectRefused(await acceptOffer('buyer', acceptBody(offer.offerId, { address: null })), 400, 'ADDRESS_REQUIRED');
    ok(
      await server.post(
        API_PATHS.order.updateDeliveryOptions,
        deliveryOptions({ zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 400, days: 1 }] }),
        as('store'),
      ),
    );
    try {
      const answer = await acceptOffer('buyer', acceptBody(offer.offerId, { method: 'PICKUP', address: null }));
      expectRefused(answer, 409, 'PICKUP_NOT_OFFERED');
      expect(Object.keys(answer.body.error.fields)).toEqual(['method']);
    } finally {
      ok(
        await server.post(
          API_PATHS.order.updateDeliveryOptions,
          deliveryOptions({
            zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 400, days: 1 }],
            pickup: { enabled: true, address: PICKUP_ADDRESS },
          }),
          as('store'),
        ),
      );
    }
    expect(await ordersOfOffer(offer.offerId)).toEqual([]);
  });

  it('a second accept creates nothing: 409 OFFER_NOT_OPEN ACCEPTED naming the order; the same Idempotency-Key answers the first answer', async () => {
    const { offer } = await newOffer();
    const key = randomUUID();
    const first = await acceptOffer('buyer', acceptBody(offer.offerId), key);
    const order = ok(first);
    const again = await acceptOffer('buyer', acceptBody(offer.offerId), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(order);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');

    const second = await acceptOffer('buyer', acceptBody(offer.offerId));
    expectNotOpen(second, 'ACCEPTED');
    expect(second.body.error.orderId).toBe(order.orderId);
    expectNotOpen(await acceptOffer('buyer', acceptBody(offer.offerId), randomUUID()), 'ACCEPTED');
    expectNotOpen(await replaceOffer('store', { offerId: offer.offerId, ...terms() }), 'ACCEPTED');
    expectNotOpen(await withdrawOffer('store', offer.offerId), 'ACCEPTED');
    expect((await ordersOfOffer(offer.offerId)).map((o) => o.id)).toEqual([order.orderId]);
  });

  it('accepts at once (two tabs, two keys) make one order; the other hears OFFER_NOT_OPEN ACCEPTED', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { offer } = await newOffer();
      const answers = await Promise.all([
        acceptOffer('buyer', acceptBody(offer.offerId), randomUUID()),
        acceptOffer('buyer', acceptBody(offer.offerId), randomUUID()),
      ]);
      const won = answers.filter((answer) => answer.status === 200);
      expect(won, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
      const lost = answers.find((answer) => answer.status !== 200)!;
      expectNotOpen(lost, 'ACCEPTED');
      expect(lost.body.error.orderId).toBe(won[0]!.body.orderId);
      const made = await ordersOfOffer(offer.offerId);
      expect(made.map((o) => o.id)).toEqual([won[0]!.body.orderId]);
      expect(await db().select().from(orderLines).where(eq(orderLines.orderId, made[0]!.id))).toHaveLength(1);
      const [stored] = await db()
        .select()
        .from(offers)
        .where(and(eq(offers.id, offer.offerId), eq(offers.status, 'ACCEPTED')));
      expect(stored?.orderId).toBe(won[0]!.body.orderId);
    }
  });
});

describe('changes at once', () => {
  it('an accept racing a withdraw or a replace: one of them wins, the other hears OFFER_NOT_OPEN, one order at most', async () => {
    for (const change of ['withdraw', 'replace'] as const) {
      const { chatId, offer } = await newOffer();
      const [accepted, changed] = await Promise.all([
        acceptOffer('buyer', acceptBody(offer.offerId)),
        change === 'withdraw'
          ? withdrawOffer('store', offer.offerId)
          : replaceOffer('store', { offerId: offer.offerId, ...terms({ priceQepik: 9900 }) }),
      ]);
      const statuses = [accepted.status, changed.status].sort();
      expect(statuses, JSON.stringify([accepted.body, changed.body])).toEqual([200, 409]);
      const shown = await offersIn('buyer', chatId);
      if (accepted.status === 200) {
        expectNotOpen(changed, 'ACCEPTED');
        expect(shown.map((o) => o.status)).toEqual(['ACCEPTED']);
        expect(await ordersOfOffer(offer.offerId)).toHaveLength(1);
      } else {
        expectNotOpen(accepted, change === 'withdraw' ? 'WITHDRAWN' : 'REPLACED');
        expect(shown[0]?.status).toBe(change === 'withdraw' ? 'WITHDRAWN' : 'REPLACED');
        expect(await ordersOfOffer(offer.offerId)).toEqual([]);
      }
    }
  });

  it('two sends at once in one conversation make versions 1 and 2, one of them open', async () => {
    const chatId = await newChat();
    const answers = await Promise.all([
      sendOffer('store', { chatId, ...terms({ priceQepik: 1000 }) }),
      sendOffer('store', { chatId, ...terms({ priceQepik: 2000 }) }),
    ]);
    for (const answer of answers) ok(answer);
    expect((await offersIn('store', chatId)).map((o) => [o.version, o.status])).toEqual([
      [1, 'REPLACED'],
      [2, 'OPEN'],
    ]);
  });
});

describe('live', () => {
  it('both sides’ open conversations hear each send, replace, withdraw and accept', async () => {
    const chatId = await newChat();
    const buyerPage = await openLive(server.url);
    const storePanel = await openLive(server.url, { origin: 'http://merchant.localhost:3000' });
    try {
      await buyerPage.hello(people.buyer.token);
      await storePanel.hello(people.store.token);
      expect(await buyerPage.subscribe('c', { kind: 'chat', chatId })).toMatchObject({ type: 'subscribed' });
      expect(await storePanel.subscribe('c', { kind: 'chat', chatId })).toMatchObject({ type: 'subscribed' });
      const heard = async (count: number) => {
        for (const page of [buyerPage, storePanel]) {
          await expect.poll(() => page.frames.filter((frame) => frame.type === 'offers').length, { timeout: 10_000 }).toBe(count);
        }
        expect(buyerPage.frames.filter((frame) => frame.type === 'offers').at(-1)).toEqual({ type: 'offers', id: 'c', chatId });
      };
      const first = ok(await sendOffer('store', { chatId, ...terms() })) as Offer;
      await heard(1);
      const second = ok(await replaceOffer('store', { offerId: first.offerId, ...terms({ priceQepik: 9900 }) })) as Offer;
      await heard(2);
      ok(await withdrawOffer('store', second.offerId));
      await heard(3);
      const third = ok(await sendOffer('store', { chatId, ...terms() })) as Offer;
      await heard(4);
      ok(await acceptOffer('buyer', acceptBody(third.offerId)));
      await heard(5);
      // A refused change tells nobody.
      expectNotOpen(await withdrawOffer('store', third.offerId), 'ACCEPTED');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await heard(5);
    } finally {
      await Promise.all([buyerPage.close(), storePanel.close()]);
    }
  });
});

describe('who may make each call', () => {
  const GUEST = [401, 'UNAUTHORIZED'] as const;
  const FORBIDDEN = [403, 'FORBIDDEN'] as const;
  const NO_CHAT = [404, 'CHAT_NOT_FOUND'] as const;
  const NO_OFFER = [404, 'OFFER_NOT_FOUND'] as const;
  type Outcome = 200 | readonly [number, string];
  /** The seller's calls: the conversation's store only; a buyer or an admin 403, another store 404. */
  const sellerCall = (notFound: readonly [number, string]): Record<Who, Outcome> => ({
    guest: GUEST,
    buyer: FORBIDDEN,
    otherBuyer: FORBIDDEN,
    store: 200,
    otherStore: notFound,
    blocked: GUEST,
    admin: FORBIDDEN,
  });

  /** A fresh conversation and open offer for each caller, the blocked buyer's own for them. */
  const subject = async (who: Who) =>
    who === 'blocked'
      ? { chatId: blockedChat, offerId: blockedOffer }
      : newOffer().then(({ chatId, offer }) => ({ chatId, offerId: offer.offerId }));
  const check = (answer: JsonResponse, outcome: Outcome) => {
    if (outcome === 200) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    else expectRefused(answer, outcome[0], outcome[1]);
  };

  describe('sendOffer', () => {
    it.each(EVERYONE)('%s', async (who) => {
      const { chatId } = await subject(who);
      const before = await offersIn('store', chatId);
      const answer = await sendOffer(who, { chatId, ...terms() });
      check(answer, sellerCall(NO_CHAT)[who]);
      if (answer.status !== 200) expect(await offersIn('store', chatId)).toEqual(before);
    });
  });

  describe('replaceOffer', () => {
    it.each(EVERYONE)('%s', async (who) => {
      const { chatId, offerId } = await subject(who);
      const answer = await replaceOffer(who, { offerId, ...terms() });
      check(answer, sellerCall(NO_OFFER)[who]);
      if (answer.status !== 200) expect((await offersIn('store', chatId)).at(-1)?.status).toBe('OPEN');
    });
  });

  describe('withdrawOffer', () => {
    it.each(EVERYONE)('%s', async (who) => {
      const { chatId, offerId } = await subject(who);
      const answer = await withdrawOffer(who, offerId);
      check(answer, sellerCall(NO_OFFER)[who]);
      expect((await offersIn('store', chatId)).at(-1)?.status).toBe(answer.status === 200 ? 'WITHDRAWN' : 'OPEN');
    });
  });

  describe('acceptOffer', () => {
    const expected: Record<Who, Outcome> = {
      guest: GUEST,
      buyer: 200,
      otherBuyer: NO_OFFER,
      store: FORBIDDEN,
      otherStore: FORBIDDEN,
      blocked: GUEST,
      admin: FORBIDDEN,
    };
    it.each(EVERYONE)('%s', async (who) => {
      const { offerId } = await subject(who);
      const answer = await acceptOffer(who, acceptBody(offerId));
      check(answer, expected[who]);
      expect(await ordersOfOffer(offerId)).toHaveLength(answer.status === 200 ? 1 : 0);
    });
  });

  describe('getChatOffers', () => {
    // Offers are between the conversation's two sides: admins see the orders they become, not the offers.
    const expected: Record<Who, Outcome> = {
      guest: GUEST,
      buyer: 200,
      otherBuyer: NO_CHAT,
      store: 200,
      otherStore: NO_CHAT,
      blocked: GUEST,
      admin: NO_CHAT,
    };
    it.each(EVERYONE)('%s', async (who) => {
      const { chatId, offerId } = await subject(who);
      const answer = await offersOf(who, chatId);
      check(answer, expected[who]);
      if (answer.status === 200) expect(answer.body.offers.map((o: Offer) => o.offerId)).toEqual([offerId]);
    });

    it('an unknown conversation and an id that is no id are the same 404; an unknown query parameter is ignored', async () => {
      for (const id of [randomUUID(), 'nonsense']) expectRefused(await offersOf('buyer', id), ...NO_CHAT);
      const { chatId } = await newOffer();
      expect(ok(await server.get(`${API_PATHS.order.getChatOffers}?chatId=${chatId}&page=2`, as('buyer'))).offers).toHaveLength(
        1,
      );
      expectRefused(await server.get(API_PATHS.order.getChatOffers, as('buyer')), 400, 'VALIDATION_FAILED');
    });
  });

  it('a guest hears 401 before the body is read', async () => {
    for (const path of [
      API_PATHS.order.sendOffer,
      API_PATHS.order.replaceOffer,
      API_PATHS.order.withdrawOffer,
      API_PATHS.order.acceptOffer,
    ]) {
      expectRefused(await server.post(path, { nonsense: true }, as('guest')), ...GUEST);
    }
  });

  it('a field a call does not know is 400 UNKNOWN_FIELD naming it, and nothing is written', async () => {
    const { chatId, offer } = await newOffer();
    const unknown = (answer: JsonResponse, field: string) => {
      expectRefused(answer, 400, 'UNKNOWN_FIELD');
      expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
      expect(answer.body.error.message).toContain(field);
    };
    unknown(await sendOffer('store', { chatId, ...terms(), discount: 10 }), 'discount');
    unknown(await replaceOffer('store', { offerId: offer.offerId, ...terms(), pirce: 1 }), 'pirce');
    unknown(await server.post(API_PATHS.order.withdrawOffer, { offerId: offer.offerId, reason: 'x' }, as('store')), 'reason');
    unknown(await acceptOffer('buyer', { ...acceptBody(offer.offerId), giftMessage: 'Təbriklər' }), 'giftMessage');
    unknown(
      await acceptOffer('buyer', acceptBody(offer.offerId, { address: { ...BAKU_ADDRESS, zip: 'AZ1000' } })),
      'address.zip',
    );
    expect((await offersIn('store', chatId)).map((o) => o.status)).toEqual(['OPEN']);
    expect(await ordersOfOffer(offer.offerId)).toEqual([]);
  });
});
