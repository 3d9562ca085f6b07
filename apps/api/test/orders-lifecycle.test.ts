import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  ORDER_ACTION,
  ORDER_ACTOR,
  ORDER_AUTO_COMPLETE_DAYS,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  orderTransition,
  type OrderAction,
  type OrderStatus,
} from '@marketplace/contract';
import { completeDeliveredOrders } from '../src/modules/orders/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { bakuDayFromToday, placeGroup, placeOrder, stockOf } from './order-fixtures-lifecycle.ts';

/**
 * Orders after they are placed: every move of the status table for every status and actor (driven
 * by ORDER_TRANSITIONS, so the test cannot drift from it), the timeline, a cancellation's stock and
 * its isolation from the other stores of one checkout, two moves at once, the seller's bulk moves,
 * the lists and their counts, the completion job and `sold` (who hears of what: orders-notices.test.ts).
 */

let server: AuthTestServer;
let buyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let leaf: number;

beforeAll(async () => {
  server = await startAuthServer();
  [buyer, seller, otherSeller, admin] = await Promise.all([
    signUpBuyer(server, 'alici@example.az'),
    signUpMerchant(server, 'usta@example.az', 'Xalça Evi'),
    signUpMerchant(server, 'zerger@example.az', 'Zərgər Sənəti'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Vazalar');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asBuyer = (who: SignedIn = buyer): RequestOptions => ({ host: HOSTS.shopper, token: who.token });
const asSeller = (who: SignedIn = seller): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
const asAdmin = (): RequestOptions => ({ host: HOSTS.admin, token: admin.token });
const ACTOR_OPTIONS = { BUYER: () => asBuyer(), SELLER: () => asSeller(), ADMIN: () => asAdmin() } as const;

const move = (options: RequestOptions, orderId: string, action: OrderAction, extra: Record<string, string> = {}) =>
  server.post(API_PATHS.order.changeOrderStatus, { orderId, action, ...extra }, options);
const detail = async (orderId: string, options: RequestOptions = asBuyer()) => {
  const answer = await server.get(`${API_PATHS.order.getOrder}?orderId=${orderId}`, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const stockedItem = (stockCount: number, merchantId = seller.id) =>
  insertItem(db(), { merchantId, categoryId: leaf, itemType: 3, stockCount });

const REQUESTABLE_ACTIONS = Object.values(ORDER_ACTION).filter((action) => action !== ORDER_ACTION.COMPLETE);
const PEOPLE = [ORDER_ACTOR.BUYER, ORDER_ACTOR.SELLER, ORDER_ACTOR.ADMIN] as const;

describe('the status table, every status × actor × action', () => {
  const cases = ORDER_STATUSES.flatMap((status) => PEOPLE.map((actor) => [status, actor] as const));

  it.each(cases)(
    'an order %s, moved by the %s: what the table allows is applied, anything else is 409',
    async (status, actor) => {
      for (const action of REQUESTABLE_ACTIONS) {
        const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, status });
        const answer = await move(ACTOR_OPTIONS[actor](), order.orderId, action, {
          reason: 'Material qurtarıb',
          carrier: 'Azərpoçt',
          trackingNumber: 'AZ123',
        });
        const allowed = orderTransition(status as OrderStatus, action, actor);
        if (allowed) {
          expect(answer.status, `${status} ${action} by ${actor}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.body.status).toBe(allowed.to);
          expect(answer.body.events.at(-1)).toMatchObject({ status: allowed.to, action, actor });
        } else {
          expect(answer.status, `${status} ${action} by ${actor}`).toBe(409);
          expect(answer.body.error).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', status, action });
          expect((await detail(order.orderId, asAdmin())).status).toBe(status);
        }
      }
    },
  );

  it('the completion is the server’s alone: nobody may ask for COMPLETE', async () => {
    const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, status: 'DELIVERED' });
    for (const options of [asBuyer(), asSeller(), asAdmin()]) {
      const answer = await move(options, order.orderId, 'COMPLETE' as OrderAction);
      expect(answer.status).toBe(400);
    }
  });

  it.each([
    ['the seller’s DECLINE', 'PLACED', 'SELLER', 'DECLINE'],
    ['the seller’s CANCEL', 'ACCEPTED', 'SELLER', 'CANCEL'],
    ['the admin’s CANCEL', 'SHIPPED', 'ADMIN', 'CANCEL'],
  ] as const)(
    '%s needs a reason: without one (or blank) 400 ORDER_REASON_REQUIRED, and nothing moves',
    async (_l, status, actor, action) => {
      const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, status });
      for (const extra of [{}, { reason: '   ' }] as Array<Record<string, string>>) {
        const answer = await move(ACTOR_OPTIONS[actor](), order.orderId, action, extra);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('ORDER_REASON_REQUIRED');
      }
      expect((await detail(order.orderId, asAdmin())).status).toBe(status);
    },
  );

  it('the buyer cancels a placed order without a reason', async () => {
    const order = await placeOrder(db(), buyer.id, { sellerId: seller.id });
    const answer = await move(asBuyer(), order.orderId, 'CANCEL');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'CANCELLED', cancelReason: '', actions: [] });
  });
});

describe('an order’s life on its timeline', () => {
  it('placed → accepted → in production → shipped with tracking → delivered (buyer) → completed by the job', async () => {
    const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, shipBy: bakuDayFromToday(-1) });
    const placed = await detail(order.orderId);
    expect(placed).toMatchObject({ status: 'PLACED', late: true, actions: ['CANCEL'], storeName: 'Xalça Evi', shipment: null });
    expect((await detail(order.orderId, asSeller())).actions).toEqual(['ACCEPT', 'DECLINE']);
    expect((await detail(order.orderId, asAdmin())).actions).toEqual(['CANCEL']);

    expect((await move(asSeller(), order.orderId, 'ACCEPT')).status).toBe(200);
    expect((await move(asSeller(), order.orderId, 'START_PRODUCTION')).status).toBe(200);
    const shipped = await move(asSeller(), order.orderId, 'SHIP', {
      carrier: 'Azərpoçt',
      trackingNumber: 'RR123456789AZ',
      trackingUrl: 'https://track.example.az/RR123456789AZ',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'SHIPPED',
      late: false,
      shipment: { carrier: 'Azərpoçt', trackingNumber: 'RR123456789AZ', trackingUrl: 'https://track.example.az/RR123456789AZ' },
    });
    expect((await detail(order.orderId)).actions).toEqual(['CONFIRM_DELIVERED']);
    expect((await move(asBuyer(), order.orderId, 'CONFIRM_DELIVERED')).status).toBe(200);

    const later = new Date(Date.now() + (ORDER_AUTO_COMPLETE_DAYS + 1) * 24 * 60 * 60 * 1000);
    const completed = await completeDeliveredOrders(db(), later);
    expect(completed.map((change) => change.orderId)).toContain(order.orderId);

    const done = await detail(order.orderId);
    expect(done.status).toBe('COMPLETED');
    expect(done.actions).toEqual([]);
    expect(done.events.map((event: { status: string; actor: string }) => [event.status, event.actor])).toEqual([
      ['PLACED', 'BUYER'],
      ['ACCEPTED', 'SELLER'],
      ['IN_PRODUCTION', 'SELLER'],
      ['SHIPPED', 'SELLER'],
      ['DELIVERED', 'BUYER'],
      ['COMPLETED', 'SYSTEM'],
    ]);
    // The note names the carrier and number; the address is the shipment's link, not text.
    expect(done.events[3]).toMatchObject({
      action: 'SHIP',
      actorName: 'Xalça Evi',
      note: 'Azərpoçt · RR123456789AZ',
    });
    expect(done.events[5]).toMatchObject({ action: 'COMPLETE', actorName: '' });
    expect(done.lines[0]).toMatchObject({ title: 'Əl işi vaza', unitPriceQepik: 2500, attributes: { Rəng: 'Göy' } });
    expect(done).toMatchObject({ contact: { name: 'Aygün Məmmədova', phone: '+994501234567' }, note: 'Zəng edin' });
  });

  it('a tracking address must be http(s)', async () => {
    const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, status: 'ACCEPTED' });
    const answer = await move(asSeller(), order.orderId, 'SHIP', { trackingUrl: 'javascript:alert(1)' });
    expect(answer.status).toBe(400);
  });
});

describe('cancelling gives the order’s stock back, and only that order’s', () => {
  it('one checkout, two stores: the seller of one declines; the other order and its stock are untouched', async () => {
    const mine = await stockedItem(10);
    const theirs = await stockedItem(10, otherSeller.id);
    const group = await placeGroup(db(), {
      buyerId: buyer.id,
      stores: [
        { sellerId: seller.id, lines: [{ itemId: mine, quantity: 3, stockReserved: 3 }] },
        { sellerId: otherSeller.id, lines: [{ itemId: theirs, quantity: 2, stockReserved: 2 }] },
      ],
    });
    const [first, second] = group.orders;
    expect((await stockOf(db(), mine)).stock).toBe(7);
    expect((await stockOf(db(), theirs)).stock).toBe(8);

    const declined = await move(asSeller(), first!.orderId, 'DECLINE', { reason: 'Material qurtarıb' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'CANCELLED', cancelReason: 'Material qurtarıb' });
    expect((await stockOf(db(), mine)).stock).toBe(10);
    expect((await stockOf(db(), theirs)).stock).toBe(8);
    const other = await detail(second!.orderId);
    expect(other.status).toBe('PLACED');
    expect(other.events).toHaveLength(1);

    // A second cancellation is refused and gives nothing back twice.
    expect((await move(asAdmin(), first!.orderId, 'CANCEL', { reason: 'Yenə' })).status).toBe(409);
    expect((await stockOf(db(), mine)).stock).toBe(10);

    // The other order's cancellation gives back its own units.
    expect((await move(asBuyer(), second!.orderId, 'CANCEL')).status).toBe(200);
    expect((await stockOf(db(), theirs)).stock).toBe(10);
    expect((await stockOf(db(), mine)).stock).toBe(10);
  });

  it('the admin cancels with a reason: stock back, and the audit log has it', async () => {
    const item = await stockedItem(5);
    const order = await placeOrder(db(), buyer.id, {
      sellerId: seller.id,
      status: 'SHIPPED',
      lines: [{ itemId: item, quantity: 2, stockReserved: 2 }],
    });
    const answer = await move(asAdmin(), order.orderId, 'CANCEL', { reason: 'Saxtakarlıq şübhəsi' });
    expect(answer.status).toBe(200);
    expect((await stockOf(db(), item)).stock).toBe(5);
    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=ORDER_CANCELLED`, asAdmin());
    expect(log.status).toBe(200);
    const entry = log.body.items.find((row: { target: { id: string } | null }) => row.target?.id === order.orderId);
    expect(entry).toMatchObject({
      action: 'ORDER_CANCELLED',
      admin: { id: admin.id },
      target: { kind: 'order' },
      details: { number: order.number, storeId: seller.id, from: 'SHIPPED', reason: 'Saxtakarlıq şübhəsi' },
    });
  });
});

describe('two moves at once', () => {
  it('the seller accepts while the buyer cancels: exactly one wins, the other hears 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const item = await stockedItem(4);
      const order = await placeOrder(db(), buyer.id, {
        sellerId: seller.id,
        lines: [{ itemId: item, quantity: 1, stockReserved: 1 }],
      });
      const [accept, cancel] = await Promise.all([
        move(asSeller(), order.orderId, 'ACCEPT'),
        move(asBuyer(), order.orderId, 'CANCEL'),
      ]);
      expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
      const final = await detail(order.orderId);
      expect(final.events).toHaveLength(2);
      expect(final.status).toBe(accept.status === 200 ? 'ACCEPTED' : 'CANCELLED');
      expect((await stockOf(db(), item)).stock).toBe(accept.status === 200 ? 3 : 4);
    }
  });
});

describe('the seller’s bulk moves: all or none', () => {
  const bulk = (orderIds: string[], action: 'ACCEPT' | 'SHIP', who = seller) =>
    server.post(API_PATHS.order.changeOrdersStatus, { orderIds, action }, asSeller(who));

  it('accepts several, then ships them', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await placeOrder(db(), buyer.id, { sellerId: seller.id })).orderId);
    const accepted = await bulk([...ids, ids[0]!], 'ACCEPT');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ changed: 3 });
    expect((await bulk(ids, 'SHIP')).body).toEqual({ changed: 3 });
    for (const id of ids) expect((await detail(id)).status).toBe('SHIPPED');
  });

  it('one order not allowed the move: 409 naming it, and none of them changes', async () => {
    const fresh = (await placeOrder(db(), buyer.id, { sellerId: seller.id })).orderId;
    const shipped = (await placeOrder(db(), buyer.id, { sellerId: seller.id, status: 'SHIPPED' })).orderId;
    const answer = await bulk([fresh, shipped], 'ACCEPT');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', orderId: shipped });
    expect((await detail(fresh)).status).toBe('PLACED');
  });

  it('an order of another store or none at all: 404, and none of them changes', async () => {
    const fresh = (await placeOrder(db(), buyer.id, { sellerId: seller.id })).orderId;
    const foreign = (await placeOrder(db(), buyer.id, { sellerId: otherSeller.id })).orderId;
    for (const ids of [
      [fresh, foreign],
      [fresh, '00000000-0000-4000-8000-000000000000'],
      [fresh, 'not-an-id'],
    ]) {
      const answer = await bulk(ids, 'ACCEPT');
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await detail(fresh)).status).toBe('PLACED');
    expect((await detail(foreign)).status).toBe('PLACED');
  });
});

describe('the completion job', () => {
  it('is an hourly cron job of the queue (one process runs it)', async () => {
    await server.app.jobs.ready;
    await vi.waitFor(
      async () => {
        const { rows } = await server.database.runSql("select cron from pgboss.schedule where name = 'order-completion'");
        expect(rows).toEqual([{ cron: '7 * * * *' }]);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('completes orders delivered more than ORDER_AUTO_COMPLETE_DAYS ago and adds their quantities to sold', async () => {
    const item = await stockedItem(20);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const due = await placeOrder(db(), buyer.id, {
      sellerId: seller.id,
      status: 'DELIVERED',
      deliveredAt: daysAgo(ORDER_AUTO_COMPLETE_DAYS + 0.5),
      lines: [
        { itemId: item, quantity: 2, stockReserved: 2 },
        { itemId: item, quantity: 1, stockReserved: 1 },
      ],
    });
    const notYet = await placeOrder(db(), buyer.id, {
      sellerId: seller.id,
      status: 'DELIVERED',
      deliveredAt: daysAgo(ORDER_AUTO_COMPLETE_DAYS - 1),
      lines: [{ itemId: item, quantity: 4, stockReserved: 4 }],
    });
    const shippedLongAgo = await placeOrder(db(), buyer.id, {
      sellerId: seller.id,
      status: 'SHIPPED',
      deliveredAt: daysAgo(30),
      lines: [{ itemId: item, quantity: 1 }],
    });
    const before = (await stockOf(db(), item)).sold;

    const first = (await completeDeliveredOrders(db(), now)).map((change) => change.orderId);
    expect(first).toContain(due.orderId);
    expect(first).not.toContain(notYet.orderId);
    expect(first).not.toContain(shippedLongAgo.orderId);
    expect((await stockOf(db(), item)).sold).toBe(before + 3);
    expect((await detail(due.orderId)).status).toBe('COMPLETED');
    expect((await detail(notYet.orderId)).status).toBe('DELIVERED');
    expect((await detail(shippedLongAgo.orderId)).status).toBe('SHIPPED');

    // Run again at once: nothing twice.
    expect((await completeDeliveredOrders(db(), now)).map((change) => change.orderId)).not.toContain(due.orderId);
    expect((await stockOf(db(), item)).sold).toBe(before + 3);

    // Two days on, the other one is due too.
    const later = (await completeDeliveredOrders(db(), new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000))).map(
      (change) => change.orderId,
    );
    expect(later).toContain(notYet.orderId);
    expect((await stockOf(db(), item)).sold).toBe(before + 7);
    // Stock is untouched by completion: it was taken at checkout.
    expect((await stockOf(db(), item)).stock).toBe(20 - 7);
  });
});

describe('the lists', () => {
  let listBuyer: SignedIn;
  let listSeller: SignedIn;

  beforeAll(async () => {
    [listBuyer, listSeller] = await Promise.all([
      signUpBuyer(server, 'siyahi-alici@example.az'),
      signUpMerchant(server, 'siyahi-usta@example.az', 'Siyahı Ustası'),
    ]);
  });

  it('the buyer’s orders: newest first, 12 a page, with store, total, status and item count', async () => {
    const base = Date.now() - 100 * 60 * 1000;
    const placed = [];
    for (let i = 0; i < ORDER_PAGE_SIZE + 2; i += 1) {
      placed.push(
        await placeOrder(db(), listBuyer.id, {
          sellerId: i % 2 === 0 ? listSeller.id : otherSeller.id,
          placedAt: new Date(base + i * 60_000),
          lines: [{ itemId: null, quantity: 2, unitPriceQepik: 1000 }],
        }),
      );
    }
    const first = await server.get(API_PATHS.order.getMyOrders, asBuyer(listBuyer));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: ORDER_PAGE_SIZE + 2, page: 1, pageSize: ORDER_PAGE_SIZE });
    expect(first.body.orders).toHaveLength(ORDER_PAGE_SIZE);
    expect(first.body.orders[0]).toMatchObject({
      orderId: placed.at(-1)!.orderId,
      storeName: 'Zərgər Sənəti',
      status: 'PLACED',
      itemCount: 2,
      totalQepik: 2400,
      coverImage: '/media/covers/0.webp',
    });
    const second = await server.get(`${API_PATHS.order.getMyOrders}?page=2`, asBuyer(listBuyer));
    expect(second.body.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      placed[1]!.orderId,
      placed[0]!.orderId,
    ]);
  });

  it('the store’s orders: status tabs with counts, by ship-by date or newest, search by number or buyer name', async () => {
    const shop = await signUpMerchant(server, 'tab-usta@example.az', 'Tab Ustası');
    const make = (status: OrderStatus, shipInDays: number, contactName: string, minutesAgo: number) =>
      placeGroup(db(), {
        buyerId: buyer.id,
        contactName,
        stores: [
          {
            sellerId: shop.id,
            status,
            shipBy: bakuDayFromToday(shipInDays),
            placedAt: new Date(Date.now() - minutesAgo * 60_000),
          },
        ],
      }).then((group) => group.orders[0]!);
    const lateOne = await make('PLACED', -2, 'Leyla Əliyeva', 10);
    const dueToday = await make('PLACED', 0, 'Rəşad Quliyev', 5);
    const dueSoon = await make('ACCEPTED', 2, 'Nigar Həsənova', 20);
    const later = await make('IN_PRODUCTION', 6, 'LEYLA Kərimova', 1);
    await make('SHIPPED', -5, 'Orxan Abbasov', 30);
    await make('CANCELLED', -9, 'Səbinə Əhmədova', 40);

    const list = async (query: string) => {
      const answer = await server.get(`${API_PATHS.order.getStoreOrders}${query}`, asSeller(shop));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const ids = (page: { orders: Array<{ orderId: string }> }) => page.orders.map((order) => order.orderId);

    const all = await list('');
    expect(all.total).toBe(6);
    expect(all.orders[0]).toMatchObject({ status: 'CANCELLED', late: false });
    const placedTab = await list('?status=PLACED');
    expect(ids(placedTab)).toEqual([lateOne.orderId, dueToday.orderId]);
    expect(placedTab.orders.map((order: { late: boolean }) => order.late)).toEqual([true, false]);
    expect(ids(await list('?status=PLACED&sort=newest'))).toEqual([dueToday.orderId, lateOne.orderId]);
    expect(ids(await list('?sort=newest')).slice(0, 2)).toEqual([later.orderId, dueToday.orderId]);

    expect(ids(await list('?q=leyla'))).toEqual([lateOne.orderId, later.orderId]);
    expect(ids(await list('?q=leyla&status=IN_PRODUCTION'))).toEqual([later.orderId]);
    expect(ids(await list(`?q=${encodeURIComponent(`№ ${dueSoon.number}`)}`))).toEqual([dueSoon.orderId]);
    expect(ids(await list(`?q=${dueSoon.number}`))).toEqual([dueSoon.orderId]);
    expect((await list('?q=%25')).total).toBe(0);
    // Tolerated extra parameters of a GET (a cache buster) change nothing.
    expect((await list('?status=PLACED&_=123')).total).toBe(2);

    const counts = await server.get(API_PATHS.order.getStoreOrderCounts, asSeller(shop));
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({
      byStatus: { PLACED: 2, ACCEPTED: 1, IN_PRODUCTION: 1, SHIPPED: 1, DELIVERED: 0, COMPLETED: 0, CANCELLED: 1 },
      newOrders: 2,
      dueSoon: 2,
      late: 1,
    });
  });

  it('the admin’s orders: by store, status, dates, number, and the overdue view', async () => {
    const shop = await signUpMerchant(server, 'admin-siyahi@example.az', 'Admin Siyahısı');
    const make = (status: OrderStatus, shipInDays: number, placedAt: Date) =>
      placeOrder(db(), buyer.id, { sellerId: shop.id, status, shipBy: bakuDayFromToday(shipInDays), placedAt });
    const old = await make('PLACED', -3, new Date('2026-01-10T10:00:00Z'));
    const shippedLate = await make('SHIPPED', -3, new Date('2026-02-10T10:00:00Z'));
    const recent = await make('ACCEPTED', -1, new Date());
    const fine = await make('ACCEPTED', 4, new Date());

    const list = async (query: string) => {
      const answer = await server.get(`${API_PATHS.order.getAdminOrders}${query}`, asAdmin());
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const ids = (page: { orders: Array<{ orderId: string }> }) => page.orders.map((order) => order.orderId);
    const store = `?storeId=${shop.id}`;
    expect((await list(store)).total).toBe(4);
    expect(ids(await list(`${store}&status=ACCEPTED`)).sort()).toEqual([recent.orderId, fine.orderId].sort());
    expect(ids(await list(`${store}&from=2026-01-01&to=2026-01-31`))).toEqual([old.orderId]);
    expect(ids(await list(`${store}&from=2026-02-10&to=2026-02-10`))).toEqual([shippedLate.orderId]);
    expect(ids(await list(`?q=${old.number}`))).toEqual([old.orderId]);
    expect((await list('?q=Leyla')).total).toBe(0);
    expect((await list('?storeId=nope')).total).toBe(0);
    expect(ids(await list(`${store}&overdue=true`))).toEqual([old.orderId, recent.orderId]);
    const overdueEverywhere = await list('?overdue=true');
    expect(overdueEverywhere.orders.every((order: { late: boolean }) => order.late)).toBe(true);
  });
});
