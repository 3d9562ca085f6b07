import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  bakuDate,
  conversionBasisPoints,
  statRangeDays,
  VIEW_SOURCES,
  type MarketStatistics,
  type StoreStatistics,
  type ViewSource,
} from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { accounts, orderGroups, orderLines, orders, statViews } from '../src/db/schema.ts';
import { recordView, summariseDays, summariseRecent } from '../src/modules/statistics/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/**
 * Statistics: a product page view is counted once per visitor and Baku day (an appended row, nothing
 * summed on the request), and the job's daily rows add up to what a generated month of views, orders,
 * favourites and sign-ups holds, as the seller's and the admin's pages read them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BAKU_MS = 4 * 60 * 60 * 1000;

let server: AuthTestServer;
let db: Database;
let sellerA: SignedIn;
let sellerB: SignedIn;
let buyer: SignedIn;
let admin: SignedIn;
let itemsA: string[];
let itemB: string;
let hiddenA: string;

const viewBody = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  view_id: `page-${Math.random().toString(16).slice(2)}`,
  ...extra,
});

beforeAll(async () => {
  server = await startAuthServer();
  db = server.database.db;
  sellerA = await signUpMerchant(server, 'stats-a@example.az', 'Xalça evi');
  sellerB = await signUpMerchant(server, 'stats-b@example.az', 'Saxsı');
  buyer = await signUpBuyer(server, 'stats-buyer@example.az');
  admin = await signInAdmin(server);
  const category = await insertCategory(db, 'Xalçalar');
  itemsA = [];
  for (const name of ['Qırmızı xalça', 'Mavi xalça', 'Kiçik kilim']) {
    itemsA.push(await insertItem(db, { merchantId: sellerA.id, categoryId: category, productName: name }));
  }
  itemB = await insertItem(db, { merchantId: sellerB.id, categoryId: category, productName: 'Saxsı küp' });
  hiddenA = await insertItem(db, { merchantId: sellerA.id, categoryId: category, status: 'HIDDEN' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a product page view', () => {
  it('counts once per visitor and day, however many pages they open', async () => {
    const item = itemsA[0]!;
    const visitor = 'a1'.repeat(16);
    const first = await server.post(API_PATHS.statistics.recordView, viewBody(item, { visitor, source: 'search' }));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counted: true, countedToday: true });
    // The same browser opens the product again: a new page load for the product's views, not a new visitor.
    const again = await server.post(API_PATHS.statistics.recordView, viewBody(item, { visitor, source: 'home' }));
    expect(again.body).toEqual({ counted: true, countedToday: false });
    // Another browser is another visitor.
    const other = await server.post(API_PATHS.statistics.recordView, viewBody(item, { visitor: 'b2'.repeat(16) }));
    expect(other.body).toEqual({ counted: true, countedToday: true });
    // A signed-in buyer counts once a day on two browsers.
    const phone = await server.post(API_PATHS.statistics.recordView, viewBody(item, { visitor: 'c3'.repeat(16) }), {
      token: buyer.token,
    });
    const laptop = await server.post(API_PATHS.statistics.recordView, viewBody(item, { visitor: 'd4'.repeat(16) }), {
      token: buyer.token,
    });
    expect([phone.body.countedToday, laptop.body.countedToday]).toEqual([true, false]);

    const kept = await db
      .select()
      .from(statViews)
      .where(sql`${statViews.itemId} = ${item}`);
    expect(kept).toHaveLength(3);
    expect(kept.find((row) => row.source === 'search')).toBeDefined();
    // No id is kept as it came: the visitor is a digest.
    expect(kept.map((row) => row.visitor).join()).not.toMatch(/a1a1|c3c3|d4d4/);
    expect(kept.map((row) => row.visitor).join()).not.toContain(buyer.id);

    // The next Baku day (UTC+4: 20:00 UTC is already tomorrow in Baku) the same visitor counts again.
    const tomorrow = new Date(Date.now() + DAY_MS);
    expect(await recordView(db, { itemId: item, visitor, viewId: 'page-tomorrow' }, tomorrow)).toBe(true);
    expect(await recordView(db, { itemId: item, visitor, viewId: 'page-tomorrow-2' }, tomorrow)).toBe(false);
    await db.execute(sql`DELETE FROM stat_views WHERE day > ${bakuDate(new Date())}::date`);
  });

  it('is not counted for a hidden product, and a page load reported twice counts once', async () => {
    const hidden = await server.post(API_PATHS.statistics.recordView, viewBody(hiddenA, { visitor: 'e5'.repeat(16) }));
    expect(hidden.body).toEqual({ counted: false, countedToday: false });
    const body = viewBody(itemsA[1]!, { visitor: 'f6'.repeat(16) });
    expect((await server.post(API_PATHS.statistics.recordView, body)).body).toEqual({ counted: true, countedToday: true });
    expect((await server.post(API_PATHS.statistics.recordView, body)).body).toEqual({ counted: false, countedToday: false });
  });

  it('refuses an unknown field by name and a visitor id that is not one', async () => {
    const unknown = await server.post(API_PATHS.statistics.recordView, viewBody(itemsA[0]!, { referrer: 'x' }));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('referrer');
    const badVisitor = await server.post(API_PATHS.statistics.recordView, viewBody(itemsA[0]!, { visitor: 'not hex!' }));
    expect(badVisitor.status).toBe(400);
    const badSource = await server.post(API_PATHS.statistics.recordView, viewBody(itemsA[0]!, { source: 'radio' }));
    expect(badSource.status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------
// A generated month

interface Expected {
  views: number;
  orders: number;
  revenueQepik: number;
  favourites: number;
}
type DayFigures = Map<string, Expected>;
const zero = (): Expected => ({ views: 0, orders: 0, revenueQepik: 0, favourites: 0 });

/** A small deterministic generator (the same month on both databases). */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

describe('the daily rows of a generated month', () => {
  const byStore = new Map<string, DayFigures>();
  const byItem = new Map<string, Expected>();
  const bySource = new Map<ViewSource, number>();
  const market: DayFigures = new Map();
  const newBuyersByDay = new Map<string, number>();
  let days: string[];

  const add = (figures: DayFigures, day: string, change: Partial<Expected>) => {
    const current = figures.get(day) ?? zero();
    for (const [key, value] of Object.entries(change)) current[key as keyof Expected] += value;
    figures.set(day, current);
  };

  beforeAll(async () => {
    await db.execute(sql`DELETE FROM stat_views`);
    const now = new Date();
    days = statRangeDays(bakuDate(now), 30);
    const random = generator(7);
    const sellers = new Map([...itemsA.map((id) => [id, sellerA.id] as const), [itemB, sellerB.id]]);
    const allItems = [...itemsA, itemB];
    const baseBuyers = await db
      .insert(accounts)
      .values(
        Array.from({ length: 12 }, (_, n) => ({
          identifier: `month-buyer-${n}@example.az`,
          identifierKind: 'email' as const,
          passwordHash: 'x',
          type: 1,
        })),
      )
      .returning({ id: accounts.id });

    const viewRows: (typeof statViews.$inferInsert)[] = [];
    let orderSerial = 0;
    for (const [index, day] of days.entries()) {
      // Views: a few visitors a day per product, each from one source.
      for (const item of allItems) {
        const visitors = random(6);
        for (let v = 0; v < visitors; v += 1) {
          const source = VIEW_SOURCES[random(VIEW_SOURCES.length)]!;
          viewRows.push({ itemId: item, day, visitor: `month-${index}-${v}`, sellerId: sellers.get(item)!, source });
          add(byStore.get(sellers.get(item)!) ?? byStore.set(sellers.get(item)!, new Map()).get(sellers.get(item)!)!, day, {
            views: 1,
          });
          add(market, day, { views: 1 });
          if (sellers.get(item) === sellerA.id) bySource.set(source, (bySource.get(source) ?? 0) + 1);
          const perItem = byItem.get(item) ?? zero();
          perItem.views += 1;
          byItem.set(item, perItem);
        }
      }
      // Orders: up to two a day, placed at 21:30 UTC of the day before (01:30 in Baku: this day), some cancelled.
      const dayStart = Date.parse(`${day}T00:00:00Z`) - BAKU_MS;
      for (let o = 0; o < random(3); o += 1) {
        orderSerial += 1;
        const lineItems = [allItems[random(allItems.length)]!];
        const seller = sellers.get(lineItems[0]!)!;
        const second = allItems.find((item) => item !== lineItems[0] && sellers.get(item) === seller);
        if (second && random(2) === 0) lineItems.push(second);
        const cancelled = orderSerial % 5 === 0;
        const placedAt = new Date(dayStart + 90 * 60 * 1000 + o * 60_000);
        const buyerId = baseBuyers[orderSerial % baseBuyers.length]!.id;
        const [group] = await db
          .insert(orderGroups)
          .values({
            buyerId,
            cartState: `month-${orderSerial}`,
            contactName: 'Alıcı',
            contactPhone: '+994501234567',
            totalQepik: 0,
          })
          .returning({ id: orderGroups.id });
        const lines = lineItems.map((itemId, position) => {
          const quantity = 1 + random(3);
          const unit = 500 + random(2000);
          const discount = position === 0 && orderSerial % 3 === 0 ? 100 : 0;
          return { itemId, position, quantity, unit, total: quantity * unit, discount };
        });
        const subtotal = lines.reduce((total, line) => total + line.total, 0);
        const discount = lines.reduce((total, line) => total + line.discount, 0);
        const [order] = await db
          .insert(orders)
          .values({
            groupId: group!.id,
            buyerId,
            sellerId: seller,
            status: cancelled ? 'CANCELLED' : 'PLACED',
            contactName: 'Alıcı',
            deliveryMethod: 'PICKUP',
            subtotalQepik: subtotal,
            discountQepik: discount,
            deliveryFeeQepik: 300,
            totalQepik: subtotal - discount + 300,
            processingDays: 1,
            shipBy: day,
            estimatedArrival: day,
            placedAt,
          })
          .returning({ id: orders.id });
        await db.insert(orderLines).values(
          lines.map((line) => ({
            orderId: order!.id,
            position: line.position,
            itemId: line.itemId,
            title: 'x',
            pocketTypeId: 1,
            pocketFeeQepik: 0,
            quantity: line.quantity,
            unitPriceQepik: line.unit,
            lineTotalQepik: line.total,
            discountQepik: line.discount,
          })),
        );
        if (cancelled) continue;
        add(byStore.get(seller) ?? byStore.set(seller, new Map()).get(seller)!, day, {
          orders: 1,
          revenueQepik: subtotal - discount,
        });
        add(market, day, { orders: 1, revenueQepik: subtotal - discount });
        for (const line of lines) {
          const perItem = byItem.get(line.itemId) ?? zero();
          perItem.orders += 1;
          perItem.revenueQepik += line.total - line.discount;
          byItem.set(line.itemId, perItem);
        }
      }
      // Favourites: every third day a buyer hearts a product; a buyer signs up on every fifth day.
      if (index % 3 === 0) {
        const item = allItems[random(allItems.length)]!;
        const who = baseBuyers[(index / 3) % baseBuyers.length]!.id;
        const hearted = await db.execute(
          sql`INSERT INTO favourites (account_id, item_id, created_at) VALUES (${who}::uuid, ${item}::uuid, ${new Date(dayStart + 12 * 3600_000).toISOString()}::timestamptz) ON CONFLICT DO NOTHING RETURNING item_id`,
        );
        if ((hearted as unknown as { rows: unknown[] }).rows.length !== 1)
          throw new Error('the generator hearted a product twice');
        add(byStore.get(sellers.get(item)!) ?? byStore.set(sellers.get(item)!, new Map()).get(sellers.get(item)!)!, day, {
          favourites: 1,
        });
        add(market, day, { favourites: 1 });
      }
      if (index % 5 === 0) {
        await db.insert(accounts).values({
          identifier: `month-new-${index}@example.az`,
          identifierKind: 'email',
          passwordHash: 'x',
          type: 1,
          createdAt: new Date(dayStart + 23 * 3600_000 + 59 * 60_000),
        });
        newBuyersByDay.set(day, 1);
      }
    }
    await db.insert(statViews).values(viewRows);
    await summariseDays(db, days[0]!, days.at(-1)!);
  }, 120_000);

  const expectedDays = (figures: DayFigures | undefined, range: string[]) =>
    range.map((day) => {
      const found = figures?.get(day) ?? zero();
      return { day, ...found, conversion: conversionBasisPoints(found.orders, found.views) };
    });

  it("adds up to the seller's own month, day by day, with its sources and top products", async () => {
    const answer = await server.get(`${API_PATHS.statistics.getStoreStatistics}?range=30`, {
      host: HOSTS.merchant,
      token: sellerA.token,
    });
    expect(answer.status).toBe(200);
    const stats = answer.body as StoreStatistics;
    expect(stats.range).toBe(30);
    expect([stats.from, stats.to]).toEqual([days[0], days.at(-1)]);
    const expected = expectedDays(byStore.get(sellerA.id), days);
    expect(stats.days).toEqual(expected);
    const views = expected.reduce((total, day) => total + day.views, 0);
    const orderCount = expected.reduce((total, day) => total + day.orders, 0);
    expect(orderCount).toBeGreaterThan(5);
    expect(stats.totals).toMatchObject({ views, orders: orderCount, conversion: conversionBasisPoints(orderCount, views) });
    expect(stats.sources).toEqual(
      VIEW_SOURCES.map((source) => ({ source, views: bySource.get(source) ?? 0 })).sort((a, b) => b.views - a.views),
    );
    // Only its own products, best revenue first.
    expect(stats.topProducts.map((product) => product.id).sort()).toEqual([...itemsA.filter((id) => byItem.has(id))].sort());
    const revenues = stats.topProducts.map((product) => product.revenueQepik);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    for (const product of stats.topProducts) {
      const { views, orders: ordered, revenueQepik } = byItem.get(product.id)!;
      expect(product).toMatchObject({ views, orders: ordered, revenueQepik });
    }
    expect(stats.updatedAt).not.toBeNull();
  });

  it('reads a week as the last seven of those days', async () => {
    const answer = await server.get(`${API_PATHS.statistics.getStoreStatistics}?range=7`, {
      host: HOSTS.merchant,
      token: sellerB.token,
    });
    expect(answer.body.days).toEqual(expectedDays(byStore.get(sellerB.id), days.slice(-7)));
  });

  it("adds up to the marketplace's month for the admin, with the buyers that signed up", async () => {
    const answer = await server.get(`${API_PATHS.statistics.getMarketStatistics}?range=30`, {
      host: HOSTS.admin,
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    const stats = answer.body as MarketStatistics;
    const expected = expectedDays(market, days);
    expect(stats.days.map(({ newStores: _s, newBuyers: _b, ...day }) => day)).toEqual(expected);
    // Every fifth day before today one buyer signed up at 23:59 Baku time; today, the test's own accounts.
    for (const day of days.slice(0, -1))
      expect(stats.days.find((row) => row.day === day)!.newBuyers).toBe(newBuyersByDay.get(day) ?? 0);
    expect(stats.days.at(-1)!.newStores).toBe(2);
    expect(stats.topProducts.map((product) => product.storeName)).toContain('Saxsı');
  });

  it('is the same when the job sums the days again', async () => {
    const before = await server.get(`${API_PATHS.statistics.getStoreStatistics}?range=30`, {
      host: HOSTS.merchant,
      token: sellerA.token,
    });
    await summariseRecent(db);
    await summariseDays(db, days[0]!, days.at(-1)!);
    const after = await server.get(`${API_PATHS.statistics.getStoreStatistics}?range=30`, {
      host: HOSTS.merchant,
      token: sellerA.token,
    });
    expect(after.body.days).toEqual(before.body.days);
    expect(after.body.topProducts).toEqual(before.body.topProducts);
  });
});

describe('who reads them', () => {
  it('the seller reads its own, the admin the marketplace; anyone else is refused', async () => {
    const guest = await server.get(API_PATHS.statistics.getStoreStatistics, { host: HOSTS.merchant });
    expect(guest.status).toBe(401);
    const asBuyer = await server.get(API_PATHS.statistics.getStoreStatistics, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    const sellerAsAdmin = await server.get(API_PATHS.statistics.getMarketStatistics, {
      host: HOSTS.merchant,
      token: sellerA.token,
    });
    expect(sellerAsAdmin.status).toBe(403);
    const badRange = await server.get(`${API_PATHS.statistics.getStoreStatistics}?range=12`, {
      host: HOSTS.merchant,
      token: sellerA.token,
    });
    expect(badRange.status).toBe(400);
    const fallback = await server.get(API_PATHS.statistics.getStoreStatistics, { host: HOSTS.merchant, token: sellerA.token });
    expect(fallback.body.range).toBe(30);
  });
});
