import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, FAVOURITE_ERROR_CODES, FOLLOWER_NOTICE_INTERVAL_HOURS } from '@marketplace/contract';
import { items, storeFollows } from '../src/db/schema.ts';
import { sendFollowerNotices } from '../src/modules/favourites/service.ts';
import { noticeFollowersOfSale } from '../src/modules/favourites/events.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/**
 * Favourites and follows: a buyer hearts products (their favCount follows, once per buyer) and
 * follows stores (the store header's followers follow); /profile's two lists; the marks of a page's
 * cards; the daily notice of followed stores' new products, at most once a day per follower and
 * never twice however many runs meet; a store's sale told to its followers.
 */

let server: AuthTestServer;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let leaf: number;

beforeAll(async () => {
  server = await startAuthServer();
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    signUpBuyer(server, 'sev-alici@example.az'),
    signUpBuyer(server, 'sev-diger@example.az'),
    signUpMerchant(server, 'sev-usta@example.az', 'Saxsı Evi'),
    signUpMerchant(server, 'sev-zerger@example.az', 'Gümüş Tac'),
  ]);
  await signInAdmin(server);
  leaf = await insertCategory(server.database.db, 'Saxsı');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asBuyer = (who: SignedIn = buyer): RequestOptions => ({ host: HOSTS.shopper, token: who.token });
const heart = (itemId: string, favourite = true, who: SignedIn = buyer) =>
  server.post(API_PATHS.favourite.setFavourite, { itemId, favourite }, asBuyer(who));
const follow = (storeId: string, value = true, who: SignedIn = buyer) =>
  server.post(API_PATHS.favourite.setFollow, { storeId, follow: value }, asBuyer(who));
const favCountOf = async (itemId: string) =>
  (await db().select({ favCount: items.favCount }).from(items).where(eq(items.id, itemId)))[0]?.favCount;
const bell = async (who: SignedIn = buyer) => {
  const answer = await server.get(`${API_PATHS.mobile.getNotifications}?page=1`, asBuyer(who));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { items: Array<{ title: string; content: string; link: string | null; read: boolean }>; unread: number };
};
const HOUR = 60 * 60 * 1000;

describe('who may heart and follow', () => {
  it('a guest hears 401 and a seller 403; nothing is written', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    expect((await server.post(API_PATHS.favourite.setFavourite, { itemId, favourite: true })).status).toBe(401);
    const asSeller = { host: HOSTS.shopper, token: seller.token };
    expect((await server.post(API_PATHS.favourite.setFavourite, { itemId, favourite: true }, asSeller)).status).toBe(403);
    expect((await server.post(API_PATHS.favourite.setFollow, { storeId: otherSeller.id, follow: true }, asSeller)).status).toBe(
      403,
    );
    expect(await favCountOf(itemId)).toBe(0);
  });

  it('refuses a field the call does not take, by its name', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const answer = await server.post(API_PATHS.favourite.setFavourite, { itemId, favourite: true, count: 5 }, asBuyer());
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toContain('count');
    expect(await favCountOf(itemId)).toBe(0);
  });
});

describe('hearts', () => {
  it('count once per buyer: a second heart changes nothing, taking it back counts down', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    expect((await heart(itemId)).body).toEqual({ itemId, favourite: true, favCount: 1 });
    expect((await heart(itemId)).body).toEqual({ itemId, favourite: true, favCount: 1 });
    expect((await heart(itemId, true, otherBuyer)).body.favCount).toBe(2);
    expect((await heart(itemId, false)).body).toEqual({ itemId, favourite: false, favCount: 1 });
    expect((await heart(itemId, false)).body.favCount).toBe(1);
    expect(await favCountOf(itemId)).toBe(1);
    // What every reader of the product sees.
    const read = await server.post(API_PATHS.item.getItemsById, { id: itemId });
    expect(read.body.favCount).toBe(1);
  });

  it('ten hearts of one product at once count ten', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, n) => signUpBuyer(server, `sev-cox-${n}@example.az`)));
    const answers = await Promise.all(buyers.map((who) => heart(itemId, true, who)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await favCountOf(itemId)).toBe(10);
  });

  it('a product buyers cannot see is refused with FAVOURITE_ITEM_NOT_FOUND; a heart on it can still be taken back', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    await heart(itemId);
    await setItem(db(), itemId, { status: 'HIDDEN' });
    const refused = await heart(itemId, true, otherBuyer);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe(FAVOURITE_ERROR_CODES.FAVOURITE_ITEM_NOT_FOUND);
    for (const bad of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await heart(bad)).body.error.code).toBe(FAVOURITE_ERROR_CODES.FAVOURITE_ITEM_NOT_FOUND);
    }
    expect((await heart(itemId, false)).body.favCount).toBe(0);
  });

  it("the marks say which of a page's products and stores the buyer hearted and follows", async () => {
    const [a, b] = [
      await insertItem(db(), { merchantId: seller.id, categoryId: leaf }),
      await insertItem(db(), { merchantId: seller.id, categoryId: leaf }),
    ];
    await heart(a);
    await follow(otherSeller.id);
    const marks = await server.get(
      `${API_PATHS.favourite.getMarks}?itemIds=${a},${b},nonsense&storeIds=${seller.id},${otherSeller.id}`,
      asBuyer(),
    );
    expect(marks.status).toBe(200);
    expect(marks.body).toEqual({ itemIds: [a], storeIds: [otherSeller.id] });
    const theirs = await server.get(
      `${API_PATHS.favourite.getMarks}?itemIds=${a}&storeIds=${otherSeller.id}`,
      asBuyer(otherBuyer),
    );
    expect(theirs.body).toEqual({ itemIds: [], storeIds: [] });
    await follow(otherSeller.id, false);
  });

  it("the buyer's list: latest hearted first, products buyers cannot see left out", async () => {
    const who = await signUpBuyer(server, 'sev-siyahi@example.az');
    const ids = [];
    for (let n = 0; n < 3; n += 1) {
      const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf, productName: `Küp ${n}` });
      expect((await heart(itemId, true, who)).status).toBe(200);
      ids.push(itemId);
    }
    await setItem(db(), ids[1]!, { status: 'HIDDEN' });
    const list = await server.get(`${API_PATHS.favourite.getFavourites}?page=1`, asBuyer(who));
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[0]]);
    expect(list.body).toMatchObject({ page: 1, total: 2 });
    expect(list.body.items[0].favouritedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('follows', () => {
  it("count on the store header; twice is once; the buyer's list names the store", async () => {
    const store = await signUpMerchant(server, 'sev-izlenen@example.az', 'Misgər Ustası');
    expect((await follow(store.id)).body).toEqual({ storeId: store.id, follow: true, followers: 1 });
    expect((await follow(store.id)).body.followers).toBe(1);
    expect((await follow(store.id, true, otherBuyer)).body.followers).toBe(2);
    const header = await server.get(`${API_PATHS.company.getCompany}?id=${store.id}`);
    expect(header.body.stats.followers).toBe(2);
    const dashboard = await server.get(API_PATHS.merchant.getDashboard, { host: HOSTS.merchant, token: store.token });
    expect(dashboard.body.followers).toBe(2);
    const list = await server.get(`${API_PATHS.favourite.getFollows}?page=1`, asBuyer(otherBuyer));
    expect(list.body.stores[0]).toMatchObject({ id: store.id, companyName: 'Misgər Ustası', followers: 2 });
    expect((await follow(store.id, false, otherBuyer)).body.followers).toBe(1);
  });

  it("an unknown store, or a buyer's account, cannot be followed", async () => {
    for (const storeId of [otherBuyer.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const answer = await follow(storeId);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(FAVOURITE_ERROR_CODES.FOLLOW_STORE_NOT_FOUND);
    }
  });
});

describe('followers hear of new products', () => {
  it('once a day, one notice for all followed stores, only of what was listed after the follow', async () => {
    const follower = await signUpBuyer(server, 'sev-xeber@example.az');
    const [first, second] = await Promise.all([
      signUpMerchant(server, 'sev-birinci@example.az', 'Birinci Emalatxana'),
      signUpMerchant(server, 'sev-ikinci@example.az', 'İkinci Emalatxana'),
    ]);
    const start = new Date();
    await insertItem(db(), { merchantId: first.id, categoryId: leaf, createdAt: new Date(start.getTime() - HOUR) });
    await follow(first.id, true, follower);
    await follow(second.id, true, follower);
    // Before anything new: nothing to tell.
    await sendFollowerNotices(db(), new Date(start.getTime() + HOUR));
    expect((await bell(follower)).items).toEqual([]);

    const newItem = await insertItem(db(), {
      merchantId: first.id,
      categoryId: leaf,
      createdAt: new Date(start.getTime() + 2 * HOUR),
    });
    const told = await sendFollowerNotices(db(), new Date(start.getTime() + 3 * HOUR));
    expect(told).toContain(follower.id);
    const inbox = await bell(follower);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      content: 'Birinci Emalatxana yeni məhsul əlavə edib.',
      link: `/item?id=${newItem}`,
      read: false,
    });

    // More news the same day waits for the next day, then both stores are in one notice.
    await insertItem(db(), { merchantId: first.id, categoryId: leaf, createdAt: new Date(start.getTime() + 4 * HOUR) });
    await insertItem(db(), { merchantId: second.id, categoryId: leaf, createdAt: new Date(start.getTime() + 4 * HOUR) });
    await sendFollowerNotices(db(), new Date(start.getTime() + 5 * HOUR));
    expect((await bell(follower)).items).toHaveLength(1);
    await sendFollowerNotices(db(), new Date(start.getTime() + (3 + FOLLOWER_NOTICE_INTERVAL_HOURS) * HOUR));
    const next = await bell(follower);
    expect(next.items).toHaveLength(2);
    expect(next.items[0]!.content).toContain('Birinci Emalatxana');
    expect(next.items[0]!.content).toContain('İkinci Emalatxana');
    expect(next.items[0]!.link).toBe('/profile/following');
  });

  it('two runs at once tell a follower once', async () => {
    const follower = await signUpBuyer(server, 'sev-eyni@example.az');
    const store = await signUpMerchant(server, 'sev-eyni-usta@example.az', 'Eyni Vaxt');
    await follow(store.id, true, follower);
    const later = new Date(Date.now() + 2 * HOUR);
    await insertItem(db(), { merchantId: store.id, categoryId: leaf, createdAt: new Date(Date.now() + HOUR) });
    await Promise.all([sendFollowerNotices(db(), later), sendFollowerNotices(db(), later), sendFollowerNotices(db(), later)]);
    expect((await bell(follower)).items).toHaveLength(1);
    const [mark] = await db().select().from(storeFollows).where(eq(storeFollows.accountId, follower.id));
    expect(mark?.noticedUntil.getTime()).toBe(later.getTime());
  });

  it("a store's sale reaches each follower in their language, and no one else", async () => {
    const store = await signUpMerchant(server, 'sev-endirim@example.az', 'Endirim Evi');
    const [follower, stranger] = await Promise.all([
      signUpBuyer(server, 'sev-endirim-alici@example.az'),
      signUpBuyer(server, 'sev-endirim-yad@example.az'),
    ]);
    await follow(store.id, true, follower);
    await db().execute(sql`UPDATE accounts SET language = 'en' WHERE id = ${follower.id}::uuid`);
    const published: unknown[] = [];
    await noticeFollowersOfSale(
      { db: db(), live: { publish: async (events) => void published.push(...events) }, log: server.app.log },
      { storeId: store.id, companyName: 'Endirim Evi', title: 'Novruz', percentOff: 20 },
    );
    expect((await bell(follower)).items[0]).toMatchObject({
      title: 'Endirim Evi: sale',
      content: 'A sale has started at Endirim Evi: Novruz — 20% off.',
      link: `/company?id=${store.id}`,
    });
    expect((await bell(stranger)).items).toEqual([]);
    expect(published).toEqual([{ t: 'bell', accountIds: [follower.id] }]);
  });
});
