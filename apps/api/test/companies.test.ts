import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_STORE_ITEMS_PREVIEW } from '@marketplace/contract';
import { accounts } from '../src/db/schema.ts';
import { setSellerCategories } from '../src/modules/sellers/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

let server: AuthTestServer;
let buyer: SignedIn;
let carpets: SignedIn;
let jewels: SignedIn;
let ceramics: SignedIn;
let admin: SignedIn;
let leaf: number;
let otherLeaf: number;
const carpetItems: string[] = [];
let hiddenCarpet: string;

beforeAll(async () => {
  server = await startAuthServer();
  buyer = await signUpBuyer(server, 'alici@example.az');
  // A seller who has not named the store yet stays out of the public list.
  await signUpMerchant(server, 'adsiz@example.az', '  ');
  // Signed up one after another: the store list is newest first.
  carpets = await signUpMerchant(server, 'xalca@example.az', 'Xalça Evi Şəki');
  jewels = await signUpMerchant(server, 'zerger@example.az', 'İpək Yolu Zərgərlik');
  ceramics = await signUpMerchant(server, 'gil@example.az', 'Gil & Od');
  admin = await signInAdmin(server);
  const db = server.database.db;
  const root = await insertCategory(db, 'Ev');
  leaf = await insertCategory(db, 'Xalçalar', root);
  otherLeaf = await insertCategory(db, 'Zinət', root);
  await db.update(accounts).set({ profileImage: '/media/covers/xalca.webp' }).where(eq(accounts.id, carpets.id));
  for (const [price, views, sold, rating] of [
    [100, 10, 1, 4],
    [200, 5, 2, 5],
  ] as const) {
    const id = await insertItem(db, { merchantId: carpets.id, categoryId: leaf, productPrice: price });
    await setItem(db, id, { viewCount: views, sold, rating, ratingCount: 1 });
    carpetItems.push(id);
  }
  hiddenCarpet = await insertItem(db, { merchantId: carpets.id, categoryId: leaf, status: 'HIDDEN' });
  await insertItem(db, { merchantId: jewels.id, categoryId: otherLeaf });
});
afterAll(() => server.close());

const as = (who: SignedIn | undefined, host: string = HOSTS.shopper): RequestOptions => ({
  host,
  ...(who ? { token: who.token } : {}),
});
const setStatus = (who: SignedIn | undefined, body: unknown, host: string = HOSTS.admin) =>
  server.post('/company/v1/updateCompanyStatus', body, as(who, host));
const storeNames = async () => {
  const answer = await server.get('/auth/v1/getAllMerchants?page_size=100');
  expect(answer.status).toBe(200);
  return answer.body.items.map((store: { companyName: string }) => store.companyName);
};

describe('GET /auth/v1/getAllMerchants (public)', () => {
  it('lists active, named stores newest first with the products a shopper can see', async () => {
    const answer = await server.get('/auth/v1/getAllMerchants');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('max-age');
    expect(answer.body.total).toBe(3);
    expect(answer.body.items.map((store: { companyName: string }) => store.companyName)).toEqual([
      'Gil & Od',
      'İpək Yolu Zərgərlik',
      'Xalça Evi Şəki',
    ]);
    const carpetStore = answer.body.items[2];
    expect(carpetStore).toMatchObject({ id: carpets.id, productCount: 2, profileImage: '/media/covers/xalca.webp' });
    expect(answer.body.next_page_token).toBeNull();
  });

  it('pages with an opaque token and never repeats a store', async () => {
    const seen: string[] = [];
    let token: string | null = '';
    while (token !== null) {
      const answer = await server.get(`/auth/v1/getAllMerchants?page_size=1${token ? `&page_token=${token}` : ''}`);
      expect(answer.status).toBe(200);
      expect(answer.body.items).toHaveLength(1);
      seen.push(answer.body.items[0].id);
      token = answer.body.next_page_token;
    }
    expect(seen).toEqual([ceramics.id, jewels.id, carpets.id]);
  });

  it.each(['page_size=0', 'page_size=101', 'page_size=abc', 'page_token=bm9wZQ'])('refuses %s with a 400', async (query) => {
    const answer = await server.get(`/auth/v1/getAllMerchants?${query}`);
    expect(answer.status).toBe(400);
  });
});

describe('GET /company/v1/getCompany', () => {
  it('answers the store header with figures over its listed items', async () => {
    const answer = await server.get(`/company/v1/getCompany?id=${carpets.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: carpets.id,
      companyName: 'Xalça Evi Şəki',
      merchantStatus: 'NOT_VERIFIED',
      productCount: 2,
      stats: { followers: 0, views: 15, sold: 3, raitingAvarage: 4.5, ratingCount: 2 },
    });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers null for the unknown store %s', async (id) => {
    const answer = await server.get(`/company/v1/getCompany?id=${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it("answers null for a buyer's id", async () => {
    expect((await server.get(`/company/v1/getCompany?id=${buyer.id}`)).body).toBeNull();
  });
});

describe('GET /company/v1/getCompanyIdByName (vanity look-up)', () => {
  it.each(['xalca-evi-seki', 'Xalça Evi Şəki', 'XALÇA EVİ ŞƏKİ', 'xalca evi seki', 'Xalca-Evi-Seki/'])(
    'finds the store by %j',
    async (name) => {
      const answer = await server.get(`/company/v1/getCompanyIdByName?name=${encodeURIComponent(name)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ id: carpets.id, companyName: 'Xalça Evi Şəki' });
    },
  );

  it('folds İ and ı the Azerbaijani way', async () => {
    const answer = await server.get(`/company/v1/getCompanyIdByName?name=ipek-yolu-zergerlik`);
    expect(answer.body.id).toBe(jewels.id);
  });

  it.each(['', '---', 'xalca', 'nobody-here'])('answers null ids for %j', async (name) => {
    const answer = await server.get(`/company/v1/getCompanyIdByName?name=${encodeURIComponent(name)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: null, companyName: null });
  });
});

describe('GET /auth/v1/getAdminMerchants', () => {
  it.each([
    ['a guest', undefined, HOSTS.admin, 401],
    ['a buyer', 'buyer', HOSTS.shopper, 403],
    ['a seller', 'carpets', HOSTS.merchant, 403],
  ] as const)('refuses %s', async (_who, key, host, status) => {
    const who = key === 'buyer' ? buyer : key === 'carpets' ? carpets : undefined;
    expect((await server.get('/auth/v1/getAdminMerchants', as(who, host))).status).toBe(status);
  });

  it('shows an admin every store with status, permitted categories and its items, hidden included', async () => {
    await setSellerCategories(server.database.db, jewels.id, [otherLeaf]);
    const answer = await server.get('/auth/v1/getAdminMerchants', as(admin, HOSTS.admin));
    expect(answer.status).toBe(200);
    // The unnamed store too: the admin list hides nothing.
    expect(answer.body.total).toBe(4);
    const byId = new Map(answer.body.items.map((store: { id: string }) => [store.id, store]));
    expect(byId.get(carpets.id)).toMatchObject({
      status: 'ACTIVE',
      email: 'xalca@example.az',
      companyName: 'Xalça Evi Şəki',
      merchantStatus: 'NOT_VERIFIED',
    });
    expect([...(byId.get(carpets.id) as { items: string[] }).items].sort()).toEqual([...carpetItems, hiddenCarpet].sort());
    expect(byId.get(carpets.id)).toMatchObject({ itemCount: carpetItems.length + 1 });
    // A store that may use every category says so by a flag; one with chosen categories names them.
    expect(byId.get(carpets.id)).toMatchObject({ allCategories: true, categories: [] });
    expect(byId.get(jewels.id)).toMatchObject({ allCategories: false, categories: [String(otherLeaf)] });
    expect(byId.get(ceramics.id)).toMatchObject({ items: [], itemCount: 0 });
  });

  it('names only the newest products of a big store, and counts all of them', async () => {
    const big = await signUpMerchant(server, 'boyuk@example.az', 'Böyük Mağaza');
    // Unnamed, so it stays out of the public store lists the later tests compare.
    await server.database.db.update(accounts).set({ companyName: '' }).where(eq(accounts.id, big.id));
    const made: string[] = [];
    for (let n = 0; n < ADMIN_STORE_ITEMS_PREVIEW + 5; n += 1) {
      made.push(
        await insertItem(server.database.db, {
          merchantId: big.id,
          categoryId: leaf,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
        }),
      );
    }
    const answer = await server.get('/auth/v1/getAdminMerchants?page_size=100', as(admin, HOSTS.admin));
    const store = answer.body.items.find((found: { id: string }) => found.id === big.id);
    expect(store.itemCount).toBe(ADMIN_STORE_ITEMS_PREVIEW + 5);
    expect(store.items).toEqual(made.slice(-ADMIN_STORE_ITEMS_PREVIEW).reverse());
  });
});

describe('POST /company/v1/updateCompanyStatus', () => {
  it.each([
    ['a guest', undefined, HOSTS.admin, 401],
    ['a buyer', 'buyer', HOSTS.shopper, 403],
    ['the seller itself', 'ceramics', HOSTS.merchant, 403],
    ['another seller', 'jewels', HOSTS.merchant, 403],
  ] as const)('refuses %s and changes nothing', async (_who, key, host, status) => {
    const who = { buyer, ceramics, jewels }[key as 'buyer'] as SignedIn | undefined;
    const answer = await setStatus(who, { id: ceramics.id, status: 'INACTIVE' }, host);
    expect(answer.status).toBe(status);
    expect(await storeNames()).toContain('Gil & Od');
  });

  it.each([
    [{ id: '00000000-0000-4000-8000-000000000000', status: 'INACTIVE' }, 404, 'UNKNOWN_PARTNER'],
    [{ id: 'not-a-uuid', status: 'INACTIVE' }, 404, 'UNKNOWN_PARTNER'],
    [{ id: 'BUYER', status: 'INACTIVE' }, 404, 'UNKNOWN_PARTNER'],
    [{ id: 'CERAMICS', status: 'BLOCKED' }, 400, 'VALIDATION_FAILED'],
    [{ id: 'CERAMICS' }, 400, 'VALIDATION_FAILED'],
  ])('answers %j with %i %s', async (body, status, code) => {
    const id = body.id === 'BUYER' ? buyer.id : body.id === 'CERAMICS' ? ceramics.id : body.id;
    const answer = await setStatus(admin, { ...body, id });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
  });

  it("deactivation ends the seller's sessions and hides the store and its items; activation brings them back", async () => {
    const before = await server.get('/auth/v1/getClientInfo', as(carpets, HOSTS.merchant));
    expect(before.status).toBe(200);

    const off = await setStatus(admin, { id: carpets.id, status: 'INACTIVE' });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: carpets.id, status: 'INACTIVE' });

    expect((await server.get('/auth/v1/getClientInfo', as(carpets, HOSTS.merchant))).status).toBe(401);
    expect(await storeNames()).not.toContain('Xalça Evi Şəki');
    expect((await server.get(`/company/v1/getCompany?id=${carpets.id}`)).body).toBeNull();
    expect((await server.get('/company/v1/getCompanyIdByName?name=xalca-evi-seki')).body.id).toBeNull();
    const shopperItems = (await server.get('/item/v1/getAllItems?page_size=100')).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect(shopperItems).not.toContain(carpetItems[0]);
    const cartAdd = await server.post('/cart/v1/addToCart', { itemId: carpetItems[0] }, as(buyer));
    expect(cartAdd.body.error.code).toBe('ITEM_UNAVAILABLE');
    const adminView = await server.get('/auth/v1/getAdminMerchants', as(admin, HOSTS.admin));
    expect(adminView.body.items.find((store: { id: string }) => store.id === carpets.id).status).toBe('INACTIVE');
    // The other sellers keep their sessions.
    expect((await server.get('/auth/v1/getClientInfo', as(jewels, HOSTS.merchant))).status).toBe(200);

    expect((await setStatus(admin, { id: carpets.id, status: 'ACTIVE' })).status).toBe(200);
    expect(await storeNames()).toContain('Xalça Evi Şəki');
    const back = (await server.get('/item/v1/getAllItems?page_size=100')).body.items.map((item: { id: string }) => item.id);
    expect(back).toEqual(expect.arrayContaining(carpetItems));
    expect(back).not.toContain(hiddenCarpet);
  });
});

describe('store figures and names after changes', () => {
  it("counts a store's products in the header as items are added and hidden", async () => {
    const productCount = async () => (await server.get(`/company/v1/getCompany?id=${ceramics.id}`)).body.productCount;
    expect(await productCount()).toBe(0);
    const bowl = await insertItem(server.database.db, { merchantId: ceramics.id, categoryId: otherLeaf });
    await insertItem(server.database.db, { merchantId: ceramics.id, categoryId: otherLeaf });
    expect(await productCount()).toBe(2);
    await setItem(server.database.db, bowl, { status: 'HIDDEN' });
    expect(await productCount()).toBe(1);
  });

  it('shows a store renamed through the profile form in the cached store strip at once', async () => {
    expect(await storeNames()).toContain('Gil & Od');
    const renamed = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { companyName: 'Gil və Od' } },
      as(ceramics, HOSTS.merchant),
    );
    expect(renamed.status).toBe(200);
    const names = await storeNames();
    expect(names).toContain('Gil və Od');
    expect(names).not.toContain('Gil & Od');
    expect((await server.get(`/company/v1/getCompany?id=${ceramics.id}`)).body.companyName).toBe('Gil və Od');
  });
});
