import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ORDER_AUTO_COMPLETE_DAYS, type OrderAction } from '@marketplace/contract';
import { ordersChanged, orderPlaced, type OrderEventsEnv } from '../src/modules/orders/events.ts';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { openLive } from './live-client.ts';
import { placeOrder } from './order-fixtures-lifecycle.ts';
import type { LiveEvent } from '../src/realtime/live-events.ts';
import type { WordedNotice } from '../src/modules/orders/service-notices.ts';

/**
 * Who hears of an order's changes, in the inbox (the bell) and by e-mail: the store of a new order,
 * of the buyer's cancellation and of an admin's; the buyer of every change they did not make. A
 * server of its own, so its e-mail jobs wait behind no other test's.
 */

let server: AuthTestServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startAuthServer();
  admin = await signInAdmin(server);
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asBuyer = (who: SignedIn): RequestOptions => ({ host: HOSTS.shopper, token: who.token });
const asSeller = (who: SignedIn): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
const asAdmin = (): RequestOptions => ({ host: HOSTS.admin, token: admin.token });
const move = (options: RequestOptions, orderId: string, action: OrderAction, extra: Record<string, string> = {}) =>
  server.post(API_PATHS.order.changeOrderStatus, { orderId, action, ...extra }, options);

describe('who hears of what', () => {
  const inboxOf = async (options: RequestOptions) => {
    const answer = await server.get(API_PATHS.mobile.getNotifications, options);
    expect(answer.status).toBe(200);
    return answer.body as {
      items: Array<{ title: string; content: string; link: string | null; read: boolean }>;
      unread: number;
    };
  };
  /** The steps after a commit with the live events and e-mails kept here instead of sent. */
  const recordingEnv = () => {
    const published: LiveEvent[] = [];
    const mailed: WordedNotice[] = [];
    const env: OrderEventsEnv = {
      db: db(),
      live: { publish: async (events) => void published.push(...events) },
      mail: async (notices) => void mailed.push(...notices),
      log: server.app.log,
    };
    return { env, published, mailed };
  };

  it('the store hears of a new order, the buyer of the store’s moves, the store of the buyer’s cancellation; e-mails follow', async () => {
    const [shopper, shop, bystander] = await Promise.all([
      signUpBuyer(server, 'bildiris-alici@example.az'),
      signUpMerchant(server, 'bildiris-usta@example.az', 'Bildiriş Ustası'),
      signUpMerchant(server, 'kenar-usta@example.az', 'Kənar Usta'),
    ]);
    const first = await placeOrder(db(), shopper.id, { sellerId: shop.id }, 'Kamran Rəhimli');
    const placing = recordingEnv();
    await orderPlaced(placing.env, [first.orderId]);
    expect(placing.published).toEqual([
      { t: 'bell', accountIds: [shop.id] },
      { t: 'storeOrders', accountIds: [shop.id] },
    ]);
    expect(placing.mailed.map((notice) => [notice.recipientId, notice.site, notice.link])).toEqual([
      [shop.id, 'merchant', `/orders/${first.orderId}`],
    ]);
    const shopInbox = await inboxOf(asSeller(shop));
    expect(shopInbox.unread).toBe(1);
    expect(shopInbox.items[0]).toMatchObject({
      title: `Yeni sifariş № ${first.number}`,
      content: expect.stringContaining('Kamran Rəhimli'),
      link: `/orders/${first.orderId}`,
    });

    expect((await move(asSeller(shop), first.orderId, 'ACCEPT')).status).toBe(200);
    const shopperInbox = await inboxOf(asBuyer(shopper));
    expect(shopperInbox.items[0]).toMatchObject({
      title: `Sifariş № ${first.number} qəbul edildi`,
      content: 'Bildiriş Ustası sifarişinizi qəbul edib.',
      link: `/profile/orders/${first.orderId}`,
    });
    // The store is not told of its own move.
    expect((await inboxOf(asSeller(shop))).items).toHaveLength(1);

    const second = await placeOrder(db(), shopper.id, { sellerId: shop.id }, 'Kamran Rəhimli');
    expect((await move(asBuyer(shopper), second.orderId, 'CANCEL', { reason: 'Fikrimi dəyişdim' })).status).toBe(200);
    const afterCancel = await inboxOf(asSeller(shop));
    expect(afterCancel.items[0]).toMatchObject({
      title: `Sifariş № ${second.number} ləğv edildi`,
      content: 'Kamran Rəhimli sifarişi ləğv edib. Səbəb: Fikrimi dəyişdim',
    });
    // The buyer is not told of their own cancellation, and nobody else hears anything.
    expect((await inboxOf(asBuyer(shopper))).items).toHaveLength(1);
    expect((await inboxOf(asSeller(bystander))).items).toHaveLength(0);

    // The e-mails go through the job queue to the accounts' sign-in addresses.
    await expect
      .poll(() => server.sent.filter((mail) => mail.subject.includes(String(second.number))).map((mail) => mail.to), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual(['bildiris-usta@example.az']);
    await expect
      .poll(() => server.sent.find((mail) => mail.subject === `Sifariş № ${first.number} qəbul edildi`)?.to, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('bildiris-alici@example.az');
    const mail = server.sent.find((sent) => sent.subject === `Sifariş № ${first.number} qəbul edildi`);
    expect(mail?.text).toContain(`http://localhost:3000/profile/orders/${first.orderId}`);
  });

  it('the completion job tells the buyer; an admin’s cancellation tells both', async () => {
    const [shopper, shop] = await Promise.all([
      signUpBuyer(server, 'tamam-alici@example.az'),
      signUpMerchant(server, 'tamam-usta@example.az', 'Tamam Ustası'),
    ]);
    const delivered = await placeOrder(db(), shopper.id, {
      sellerId: shop.id,
      status: 'DELIVERED',
      deliveredAt: new Date(Date.now() - (ORDER_AUTO_COMPLETE_DAYS + 1) * 24 * 60 * 60 * 1000),
    });
    const changes = await completeDeliveredOrders(db());
    const completing = recordingEnv();
    await ordersChanged(completing.env, changes);
    // A completed order was no new order: only the buyer's bell changes.
    expect(completing.published).toContainEqual({ t: 'bell', accountIds: expect.arrayContaining([shopper.id]) });
    expect(completing.published.some((event) => event.t === 'storeOrders')).toBe(false);
    expect((await inboxOf(asBuyer(shopper))).items[0]?.title).toBe(`Sifariş № ${delivered.number} tamamlandı`);

    const placed = await placeOrder(db(), shopper.id, { sellerId: shop.id });
    expect((await move(asAdmin(), placed.orderId, 'CANCEL', { reason: 'Qaydalara zidd' })).status).toBe(200);
    expect((await inboxOf(asBuyer(shopper))).items[0]).toMatchObject({
      title: `Sifariş № ${placed.number} ləğv edildi`,
      content: 'Sifariş administrator tərəfindən ləğv edilib. Səbəb: Qaydalara zidd',
    });
    expect((await inboxOf(asSeller(shop))).items[0]).toMatchObject({
      title: `Sifariş № ${placed.number} ləğv edildi`,
      content: 'Sifariş administrator tərəfindən ləğv edilib. Səbəb: Qaydalara zidd',
    });
    // The admins' own list of scheduled notifications never shows an account's order news.
    const adminList = await server.get(API_PATHS.mobile.getAdminNotifications, asAdmin());
    expect(adminList.status).toBe(200);
    expect(adminList.body.items.some((item: { title: string }) => item.title.includes(String(placed.number)))).toBe(false);
  });

  it('the bells follow live: the buyer’s when the store accepts, the store’s when the buyer cancels', async () => {
    const [shopper, shop] = await Promise.all([
      signUpBuyer(server, 'canli-alici@example.az'),
      signUpMerchant(server, 'canli-usta@example.az', 'Canlı Usta'),
    ]);
    const bellOf = async (who: SignedIn) => {
      const page = await openLive(server.url);
      await page.hello(who.token);
      expect(await page.subscribe('bell', { kind: 'notifications' })).toEqual({ type: 'subscribed', id: 'bell' });
      expect(await page.next('notifications')).toMatchObject({ unread: 0 });
      return page;
    };
    const [buyerBell, storeBell] = await Promise.all([bellOf(shopper), bellOf(shop)]);
    try {
      const accepted = await placeOrder(db(), shopper.id, { sellerId: shop.id });
      expect((await move(asSeller(shop), accepted.orderId, 'ACCEPT')).status).toBe(200);
      expect(await buyerBell.next('notifications', (frame) => frame.unread === 1, 10_000)).toBeTruthy();

      const cancelled = await placeOrder(db(), shopper.id, { sellerId: shop.id });
      expect((await move(asBuyer(shopper), cancelled.orderId, 'CANCEL')).status).toBe(200);
      expect(await storeBell.next('notifications', (frame) => frame.unread === 1, 10_000)).toBeTruthy();
    } finally {
      await Promise.all([buyerBell.close(), storeBell.close()]);
    }
  });

  it('a store’s open panel follows its count of new orders live; only a seller may follow one', async () => {
    const [shopper, shop] = await Promise.all([
      signUpBuyer(server, 'say-alici@example.az'),
      signUpMerchant(server, 'say-usta@example.az', 'Say Ustası'),
    ]);
    const first = await placeOrder(db(), shopper.id, { sellerId: shop.id });
    const second = await placeOrder(db(), shopper.id, { sellerId: shop.id });
    const panel = await openLive(server.url, { origin: 'http://merchant.localhost:3000' });
    const shopperPage = await openLive(server.url);
    try {
      await panel.hello(shop.token);
      expect(await panel.subscribe('orders', { kind: 'storeOrders' })).toEqual({ type: 'subscribed', id: 'orders' });
      expect(await panel.next('storeOrders')).toEqual({ type: 'storeOrders', id: 'orders', newOrders: 2 });

      expect((await move(asSeller(shop), first.orderId, 'ACCEPT')).status).toBe(200);
      expect(await panel.next('storeOrders', (frame) => frame.newOrders === 1, 10_000)).toBeTruthy();
      expect((await move(asBuyer(shopper), second.orderId, 'CANCEL')).status).toBe(200);
      expect(await panel.next('storeOrders', (frame) => frame.newOrders === 0, 10_000)).toBeTruthy();

      await shopperPage.hello(shopper.token);
      expect(await shopperPage.subscribe('orders', { kind: 'storeOrders' })).toEqual({
        type: 'refused',
        id: 'orders',
        code: 'FORBIDDEN',
      });
    } finally {
      await Promise.all([panel.close(), shopperPage.close()]);
    }
  });
});
