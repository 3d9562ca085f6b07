import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer, type JsonResponse, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { placeOrder } from './order-fixtures-lifecycle.ts';

/**
 * Who may see and move an order: its buyer, its store and an admin; another buyer and another
 * store hear 404 ORDER_NOT_FOUND, as for an order that does not exist; a guest and a blocked account
 * (its sessions ended) 401. Each list is its audience's alone: the buyer's own history, the store's
 * own orders, the admins' list for admins.
 */

type Who = 'guest' | 'buyer' | 'otherBuyer' | 'store' | 'otherStore' | 'blocked' | 'blockedStore' | 'admin';
const EVERYONE: Who[] = ['guest', 'buyer', 'otherBuyer', 'store', 'otherStore', 'blocked', 'blockedStore', 'admin'];

let server: AuthTestServer;
let blockedStoreOrder: string;
const people = {} as Record<Exclude<Who, 'guest'>, SignedIn>;

beforeAll(async () => {
  server = await startAuthServer();
  [people.buyer, people.otherBuyer, people.blocked, people.store, people.otherStore, people.blockedStore, people.admin] =
    await Promise.all([
      signUpBuyer(server, 'alici@example.az'),
      signUpBuyer(server, 'diger-alici@example.az'),
      signUpBuyer(server, 'bloklu-alici@example.az'),
      signUpMerchant(server, 'usta@example.az', 'Xalça Evi'),
      signUpMerchant(server, 'zerger@example.az', 'Zərgər Sənəti'),
      signUpMerchant(server, 'bloklu-usta@example.az', 'Bloklu Usta'),
      signInAdmin(server),
    ]);
  // The blocked buyer has an order of the store, the blocked store one of the buyer's, and then
  // both are blocked: their sessions end.
  await placeOrder(server.database.db, people.blocked.id, { sellerId: people.store.id });
  blockedStoreOrder = (await placeOrder(server.database.db, people.buyer.id, { sellerId: people.blockedStore.id })).orderId;
  for (const who of [people.blocked, people.blockedStore]) {
    const blocked = await server.post(
      API_PATHS.admin.setAccountBlocked,
      { id: who.id, blocked: true },
      { host: HOSTS.admin, token: people.admin.token },
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
  }
}, 60_000);
afterAll(() => server?.close());

const HOST_OF: Record<Who, string> = {
  guest: HOSTS.shopper,
  buyer: HOSTS.shopper,
  otherBuyer: HOSTS.shopper,
  blocked: HOSTS.shopper,
  blockedStore: HOSTS.merchant,
  store: HOSTS.merchant,
  otherStore: HOSTS.merchant,
  admin: HOSTS.admin,
};
const as = (who: Who): RequestOptions => ({ host: HOST_OF[who], ...(who === 'guest' ? {} : { token: people[who].token }) });
const get = (who: Who, path: string) => server.get(path, as(who));
const post = (who: Who, path: string, body: unknown) => server.post(path, body, as(who));
const newOrder = () => placeOrder(server.database.db, people.buyer.id, { sellerId: people.store.id });

const expectRefused = (answer: JsonResponse, [status, code]: readonly [number, string]) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
};
const NOT_FOUND = [404, 'ORDER_NOT_FOUND'] as const;
const GUEST = [401, 'UNAUTHORIZED'] as const;
const FORBIDDEN = [403, 'FORBIDDEN'] as const;

describe('getOrder', () => {
  const expected: Record<Who, readonly [number, string] | 200> = {
    guest: GUEST,
    buyer: 200,
    otherBuyer: NOT_FOUND,
    store: 200,
    otherStore: NOT_FOUND,
    blocked: GUEST,
    blockedStore: GUEST,
    admin: 200,
  };

  it.each(EVERYONE)('%s', async (who) => {
    const order = await newOrder();
    const answer = await get(who, `${API_PATHS.order.getOrder}?orderId=${order.orderId}`);
    const outcome = expected[who];
    if (outcome === 200) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ orderId: order.orderId, number: order.number, status: 'PLACED' });
      expect(answer.headers['cache-control']).toBe('no-store');
    } else {
      expectRefused(answer, outcome);
    }
  });

  it('an unknown order and an id that is no id at all are the same 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense', "1' OR '1'='1"]) {
      expectRefused(await get('admin', `${API_PATHS.order.getOrder}?orderId=${encodeURIComponent(id)}`), NOT_FOUND);
    }
    expectRefused(await get('buyer', API_PATHS.order.getOrder), [400, 'VALIDATION_FAILED']);
  });
});

describe('changeOrderStatus', () => {
  // Each caller's move on a fresh PLACED order: the one the table gives them, or (for outsiders) one it would.
  const attempts: Record<Who, { body: Record<string, string>; outcome: readonly [number, string] | 200 }> = {
    guest: { body: { action: 'CANCEL' }, outcome: GUEST },
    buyer: { body: { action: 'CANCEL' }, outcome: 200 },
    otherBuyer: { body: { action: 'CANCEL' }, outcome: NOT_FOUND },
    store: { body: { action: 'ACCEPT' }, outcome: 200 },
    otherStore: { body: { action: 'ACCEPT' }, outcome: NOT_FOUND },
    blocked: { body: { action: 'CANCEL' }, outcome: GUEST },
    blockedStore: { body: { action: 'ACCEPT' }, outcome: GUEST },
    admin: { body: { action: 'CANCEL', reason: 'Yoxlama' }, outcome: 200 },
  };

  it.each(EVERYONE)('%s', async (who) => {
    const order = await newOrder();
    const { body, outcome } = attempts[who];
    const answer = await post(who, API_PATHS.order.changeOrderStatus, { orderId: order.orderId, ...body });
    if (outcome === 200) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).not.toBe('PLACED');
    } else {
      expectRefused(answer, outcome);
      expect((await get('admin', `${API_PATHS.order.getOrder}?orderId=${order.orderId}`)).body.status).toBe('PLACED');
    }
  });

  it('a guest hears 401 even with a bad body; a field the call does not know is 400 UNKNOWN_FIELD', async () => {
    expectRefused(await post('guest', API_PATHS.order.changeOrderStatus, { nonsense: true }), GUEST);
    const order = await newOrder();
    const answer = await post('buyer', API_PATHS.order.changeOrderStatus, { orderId: order.orderId, action: 'CANCEL', why: 'x' });
    expectRefused(answer, [400, 'UNKNOWN_FIELD']);
  });
});

describe('getMyOrders: the buyer’s own', () => {
  it.each([
    ['guest', GUEST],
    ['store', FORBIDDEN],
    ['admin', FORBIDDEN],
    ['blocked', GUEST],
  ] as const)('%s is refused', async (who, outcome) => {
    expectRefused(await get(who, API_PATHS.order.getMyOrders), outcome);
  });

  it('a buyer sees only their orders', async () => {
    const order = await newOrder();
    const mine = await get('buyer', API_PATHS.order.getMyOrders);
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((row: { orderId: string }) => row.orderId)).toContain(order.orderId);
    const theirs = await get('otherBuyer', API_PATHS.order.getMyOrders);
    expect(theirs.body).toMatchObject({ orders: [], total: 0 });
  });
});

describe('getStoreOrders and getStoreOrderCounts: the store’s own', () => {
  it.each([
    ['guest', GUEST],
    ['buyer', FORBIDDEN],
    ['admin', FORBIDDEN],
  ] as const)('%s is refused', async (who, outcome) => {
    expectRefused(await get(who, API_PATHS.order.getStoreOrders), outcome);
    expectRefused(await get(who, API_PATHS.order.getStoreOrderCounts), outcome);
    expectRefused(await post(who, API_PATHS.order.changeOrdersStatus, { orderIds: ['x'], action: 'ACCEPT' }), outcome);
  });

  it('a blocked store hears 401 from its own lists and orders, and the order stays as it was', async () => {
    expectRefused(await get('blockedStore', API_PATHS.order.getStoreOrders), GUEST);
    expectRefused(await get('blockedStore', API_PATHS.order.getStoreOrderCounts), GUEST);
    expectRefused(await get('blockedStore', `${API_PATHS.order.getOrder}?orderId=${blockedStoreOrder}`), GUEST);
    expectRefused(
      await post('blockedStore', API_PATHS.order.changeOrdersStatus, { orderIds: [blockedStoreOrder], action: 'ACCEPT' }),
      GUEST,
    );
    expectRefused(
      await post('blockedStore', API_PATHS.order.changeOrderStatus, { orderId: blockedStoreOrder, action: 'ACCEPT' }),
      GUEST,
    );
    expect((await get('buyer', `${API_PATHS.order.getOrder}?orderId=${blockedStoreOrder}`)).body.status).toBe('PLACED');
  });

  it('a store sees only its orders, and cannot move another store’s in bulk', async () => {
    const order = await newOrder();
    const own = await get('store', `${API_PATHS.order.getStoreOrders}?sort=newest`);
    expect(own.status).toBe(200);
    expect(own.body.orders[0].orderId).toBe(order.orderId);
    expect(own.body.orders.every((row: { storeId: string }) => row.storeId === people.store.id)).toBe(true);
    const other = await get('otherStore', API_PATHS.order.getStoreOrders);
    expect(other.body).toMatchObject({ orders: [], total: 0 });
    expect((await get('otherStore', API_PATHS.order.getStoreOrderCounts)).body.newOrders).toBe(0);
    expect((await get('store', API_PATHS.order.getStoreOrderCounts)).body.newOrders).toBeGreaterThan(0);
    const search = await get('otherStore', `${API_PATHS.order.getStoreOrders}?q=${order.number}`);
    expect(search.body.total).toBe(0);

    expectRefused(
      await post('otherStore', API_PATHS.order.changeOrdersStatus, { orderIds: [order.orderId], action: 'ACCEPT' }),
      NOT_FOUND,
    );
    expect((await get('store', `${API_PATHS.order.getOrder}?orderId=${order.orderId}`)).body.status).toBe('PLACED');
  });
});

describe('getAdminOrders: admins only', () => {
  it.each([
    ['guest', GUEST],
    ['buyer', FORBIDDEN],
    ['otherBuyer', FORBIDDEN],
    ['store', FORBIDDEN],
    ['otherStore', FORBIDDEN],
    ['blocked', GUEST],
    ['blockedStore', GUEST],
  ] as const)('%s is refused', async (who, outcome) => {
    expectRefused(await get(who, API_PATHS.order.getAdminOrders), outcome);
  });

  it('an admin sees every store’s orders', async () => {
    const order = await newOrder();
    const answer = await get('admin', `${API_PATHS.order.getAdminOrders}?q=${order.number}`);
    expect(answer.status).toBe(200);
    expect(answer.body.orders.map((row: { orderId: string }) => row.orderId)).toEqual([order.orderId]);
    expect((await get('admin', API_PATHS.order.getAdminOrders)).body.total).toBeGreaterThan(1);
  });
});
