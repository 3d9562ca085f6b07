import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_PAGE_SIZE } from '@marketplace/contract';
import { setStoreStatus } from '../src/modules/sellers/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The seller panel's calls (issue 13): the own list with status and text filters and its total,
 * bulk hide/show, the dashboard figures, the permitted leaf categories, getClientInfo's real stats,
 * and the handmade product fields in every item answer.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let rival: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asMerchant = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const add = async (who: SignedIn, form: object) => {
  const answer = await server.post('/item/v1/addNewItem', form, asMerchant(who));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: string; productName: string };
};
const list = (who: SignedIn, body: object = {}) => server.post('/merchant/v1/getItemListByPage', body, asMerchant(who));
const setStatus = (who: SignedIn, ids: string[], status: string) =>
  server.post('/merchant/v1/setItemsStatus', { ids, status }, asMerchant(who));
const namesOf = (page: { items: Array<{ productName: string }> }) => page.items.map((item) => item.productName);
const shopperIds = async () => {
  const all = await server.get('/item/v1/getAllItems?page_size=100');
  const top = await server.get('/item/v1/getTopItems?top=100');
  const category = await server.post('/item/v1/getItemsByCategory', {
    ids: [tree.gifts, tree.vases, tree.pendants],
    page_size: 100,
  });
  return {
    all: all.body.items.map((item: { id: string }) => item.id) as string[],
    top: top.body.map((item: { id: string }) => item.id) as string[],
    category: category.body.items.map((item: { id: string }) => item.id) as string[],
  };
};

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'usta@example.az', 'Şəki Ustaları');
  rival = await signUpMerchant(server, 'rival@example.az', 'Bakı Sənət');
});

afterAll(async () => {
  await server?.close();
});

describe('getItemListByPage', () => {
  it('12 per page newest first, always with the total: 13 products → page 2 holds the oldest one', async () => {
    const own = await signUpMerchant(server, 'on-uc@example.az', 'On Üç');
    for (let n = 1; n <= 13; n += 1) await add(own, itemForm(tree.vases, { productName: `Məhsul ${n}` }));
    const first = await list(own, { offset: 0 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(13);
    expect(first.body.items).toHaveLength(SELLER_PAGE_SIZE);
    expect(namesOf(first.body)[0]).toBe('Məhsul 13');
    const second = await list(own, { offset: SELLER_PAGE_SIZE });
    expect(second.body).toMatchObject({ total: 13, next_page_token: null });
    expect(namesOf(second.body)).toEqual(['Məhsul 1']);
    const empty = await signUpMerchant(server, 'bos@example.az', 'Boş');
    expect((await list(empty)).body).toEqual({ items: [], next_page_token: null, total: 0 });
  });

  it('filters by status and by text in the name or author (case and Azerbaijani letters folded), with the filtered total', async () => {
    const own = await signUpMerchant(server, 'filtr@example.az', 'Filtr');
    const vase = await add(own, itemForm(tree.vases, { productName: 'Göy Vaza', authorName: 'Usta Əli' }));
    const pendant = await add(own, itemForm(tree.pendants, { productName: 'Gümüş kulon', authorName: 'Zərgər Səbinə' }));
    const bowl = await add(own, itemForm(tree.vases, { productName: 'Gil kasa 100%', authorName: 'Usta Əli' }));
    expect((await setStatus(own, [pendant.id], 'HIDDEN')).status).toBe(200);

    const hidden = await list(own, { status: 'HIDDEN' });
    expect([namesOf(hidden.body), hidden.body.total]).toEqual([['Gümüş kulon'], 1]);
    const active = await list(own, { status: 'ACTIVE' });
    expect([namesOf(active.body), active.body.total]).toEqual([['Gil kasa 100%', 'Göy Vaza'], 2]);

    expect(namesOf((await list(own, { q: 'VAZA' })).body)).toEqual(['Göy Vaza']);
    expect(namesOf((await list(own, { q: 'gumus' })).body)).toEqual(['Gümüş kulon']);
    expect((await list(own, { q: 'usta eli' })).body).toMatchObject({ total: 2 });
    // `%` is a letter like any other, not a wildcard.
    expect(namesOf((await list(own, { q: '100%' })).body)).toEqual(['Gil kasa 100%']);
    expect((await list(own, { q: '%' })).body.total).toBe(1);
    expect((await list(own, { q: 'usta eli', status: 'HIDDEN' })).body).toEqual({ items: [], next_page_token: null, total: 0 });
    expect((await list(own, { q: '   ' })).body.total).toBe(3);
    expect((await list(own, { ids: [vase.id, bowl.id, pendant.id], status: 'ACTIVE' })).body.total).toBe(2);
    // Another seller's products never show, whatever the filter.
    expect((await list(rival, { q: 'vaza' })).body.total).toBe(0);
  });

  it('sellers only: guest 401, buyer 403', async () => {
    expect((await server.post('/merchant/v1/getItemListByPage', {})).status).toBe(401);
    expect((await server.post('/merchant/v1/getItemListByPage', {}, { token: buyer.token })).status).toBe(403);
  });
});

describe('setItemsStatus', () => {
  it('hides several own products from every shopper list at once (cached blocks too), and shows them again', async () => {
    const one = await add(seller, itemForm(tree.vases, { productName: 'Gizlənən bir' }));
    const two = await add(seller, itemForm(tree.pendants, { productName: 'Gizlənən iki' }));
    const before = await shopperIds();
    expect(before.all).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(before.top).toEqual(expect.arrayContaining([one.id, two.id]));

    const hidden = await setStatus(seller, [one.id, two.id], 'HIDDEN');
    expect([hidden.status, hidden.body]).toEqual([200, { updated: 2 }]);
    const after = await shopperIds();
    for (const ids of [after.all, after.top, after.category]) {
      expect(ids).not.toContain(one.id);
      expect(ids).not.toContain(two.id);
    }
    expect((await server.post('/item/v1/getItemsById', { id: one.id })).body).toBeNull();
    // The owner still sees them, marked hidden.
    expect((await server.post('/item/v1/getItemsById', { id: one.id }, asMerchant(seller))).body.status).toBe('HIDDEN');

    // Already hidden ones are left alone: only the shown one counts.
    expect((await setStatus(seller, [one.id, two.id], 'HIDDEN')).body).toEqual({ updated: 0 });
    expect((await setStatus(seller, [one.id], 'ACTIVE')).body).toEqual({ updated: 1 });
    expect((await shopperIds()).all).toContain(one.id);
  });

  it("refuses the whole call when one id is another seller's (403) or unknown (404), changing nothing", async () => {
    const own = await add(seller, itemForm(tree.vases, { productName: 'Öz vaza' }));
    const foreign = await add(rival, itemForm(tree.vases, { productName: 'Özgə vaza' }));
    const mixed = await setStatus(seller, [own.id, foreign.id], 'HIDDEN');
    expect([mixed.status, mixed.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
    const unknown = await setStatus(seller, [own.id, '00000000-0000-4000-8000-000000000000'], 'HIDDEN');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    const malformed = await setStatus(seller, [own.id, 'not-an-id'], 'HIDDEN');
    expect([malformed.status, malformed.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    const ids = (await shopperIds()).all;
    expect(ids).toEqual(expect.arrayContaining([own.id, foreign.id]));
  });

  it('refuses a deactivated store (403 PARTNER_INACTIVE), a guest (401), a buyer (403) and a bad status (400)', async () => {
    const store = await signUpMerchant(server, 'baglanan@example.az', 'Bağlanan');
    const item = await add(store, itemForm(tree.vases));
    expect((await setStatus(store, [item.id], 'SOLD')).status).toBe(400);
    expect((await server.post('/merchant/v1/setItemsStatus', { ids: [item.id], status: 'HIDDEN' })).status).toBe(401);
    expect(
      (await server.post('/merchant/v1/setItemsStatus', { ids: [item.id], status: 'HIDDEN' }, { token: buyer.token })).status,
    ).toBe(403);
    await setStoreStatus(server.database.db, store.id, 'INACTIVE');
    const refused = await setStatus(store, [item.id], 'HIDDEN');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'PARTNER_INACTIVE']);
    expect((await server.post('/item/v1/getItemsById', { id: item.id }, asMerchant(store))).body.status).toBe('ACTIVE');
  });
});

describe("another seller's updateItem", () => {
  it('is refused with NOT_ITEM_OWNER and the product stays as it was', async () => {
    const item = await add(seller, itemForm(tree.vases, { productName: 'Toxunulmaz vaza' }));
    const attempt = await server.post(
      '/item/v1/updateItem',
      { ...itemForm(tree.vases, { productName: 'Oğurlanmış', productPrice: 1 }), id: item.id },
      asMerchant(rival),
    );
    expect([attempt.status, attempt.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
    const now = (await server.post('/item/v1/getItemsById', { id: item.id })).body;
    expect(now).toMatchObject({ productName: 'Toxunulmaz vaza', productPrice: 40 });
  });
});

describe('getDashboard and getClientInfo stats', () => {
  it("answers the seller's real figures over all own products, hidden ones included", async () => {
    const store = await signUpMerchant(server, 'reqemler@example.az', 'Rəqəmlər');
    const a = await add(store, itemForm(tree.vases, { coverImage: `/media/covers/${'a'.repeat(32)}.webp`, media: [] }));
    const b = await add(store, itemForm(tree.vases, { coverImage: '', media: [`/media/images/${'b'.repeat(32)}.webp`] }));
    const c = await add(store, itemForm(tree.vases, { coverImage: '', media: [] }));
    await setItem(server.database.db, a.id, { viewCount: 10, favCount: 2, sold: 1, rating: 4.5 });
    await setItem(server.database.db, b.id, { viewCount: 5, favCount: 1, sold: 3, rating: 3 });
    await setItem(server.database.db, c.id, { viewCount: 1, status: 'HIDDEN' });

    const dashboard = await server.get('/merchant/v1/getDashboard', asMerchant(store));
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      products: 3,
      activeProducts: 2,
      hiddenProducts: 1,
      productsWithPhotos: 2,
      totalViews: 16,
      favourites: 3,
      sold: 4,
      followers: 0,
      // Unrated products (0) do not pull the average down.
      ratingAverage: 3.75,
    });
    const info = await server.get('/auth/v1/getClientInfo', asMerchant(store));
    expect(info.body.stats).toEqual({ followers: 0, views: 16, raitingAvarage: 3.75 });
    // The seller asking is the seller using the panel: online, not "Offline" on its own dashboard.
    expect(info.body.isOnline).toBe(true);
    const edited = await server.post('/auth/v1/updateAccount', { editedValues: { name: 'Aysel' } }, asMerchant(store));
    expect(edited.body.stats).toEqual({ followers: 0, views: 16, raitingAvarage: 3.75 });

    const empty = await signUpMerchant(server, 'teze@example.az', 'Təzə');
    expect((await server.get('/merchant/v1/getDashboard', asMerchant(empty))).body).toMatchObject({
      products: 0,
      ratingAverage: 0,
    });
    expect((await server.get('/auth/v1/getClientInfo', { token: buyer.token })).body.stats).toEqual({
      followers: 0,
      views: 0,
      raitingAvarage: 0,
    });
  });

  it('sellers only: guest 401, buyer 403', async () => {
    expect((await server.get('/merchant/v1/getDashboard')).status).toBe(401);
    expect((await server.get('/merchant/v1/getDashboard', { token: buyer.token })).status).toBe(403);
  });
});

describe('getPermittedCategories', () => {
  it('answers the leaf categories the seller may use, titles in the language asked (az when missing)', async () => {
    const store = await signUpMerchant(server, 'icaze@example.az', 'İcazə');
    const all = await server.get('/merchant/v1/getPermittedCategories?lng=en', asMerchant(store));
    expect(all.status).toBe(200);
    const titles = (answer: typeof all) =>
      answer.body.categories.map((category: { id: number; title: string }) => [category.id, category.title]);
    expect(titles(all)).toEqual([
      [tree.vases, 'Vases'],
      [tree.pendants, 'Pendants'],
      [tree.portraits, 'Portretlər'],
    ]);
    expect(all.body.categories.every((category: { isLeaf: boolean }) => category.isLeaf)).toBe(true);

    const restricted = await server.post(
      '/item/v1/setModifiedCategoryPermissions',
      { changes: { partnerId: store.id, finalCategoryList: [tree.pendants, tree.gifts] } },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(restricted.status).toBe(200);
    const some = await server.get('/merchant/v1/getPermittedCategories?lng=az', asMerchant(store));
    expect(titles(some)).toEqual([[tree.pendants, 'Kulonlar']]);
    expect((await server.get('/merchant/v1/getPermittedCategories?lng=xx', asMerchant(store))).status).toBe(400);
    expect((await server.get('/merchant/v1/getPermittedCategories', { token: buyer.token })).status).toBe(403);
  });
});

describe('handmade product fields', () => {
  const handmade = {
    madeToOrder: true,
    processingDays: 14,
    personalization: { enabled: true, prompt: 'Həkk olunacaq ad', maxLength: 20 },
  };

  it('are stored and answered by every item read; omitted, they default to off', async () => {
    const item = await add(seller, itemForm(tree.vases, { productName: 'Sifarişlə vaza', ...handmade }));
    expect(item).toMatchObject(handmade);
    expect((await server.post('/item/v1/getItemsById', { id: item.id })).body).toMatchObject(handmade);
    const latest = (await server.get('/item/v1/getAllItems?page_size=100')).body.items.find(
      (found: { id: string }) => found.id === item.id,
    );
    expect(latest).toMatchObject(handmade);
    const own = (await list(seller, { ids: [item.id] })).body.items[0];
    expect(own).toMatchObject(handmade);

    const plain = await add(seller, itemForm(tree.vases, { productName: 'Hazır vaza' }));
    expect(plain).toMatchObject({
      madeToOrder: false,
      processingDays: 0,
      personalization: { enabled: false, prompt: '', maxLength: 100 },
    });

    const updated = await server.post(
      '/item/v1/updateItem',
      { ...itemForm(tree.vases), id: item.id, processingDays: 3 },
      asMerchant(seller),
    );
    expect(updated.body).toMatchObject({ madeToOrder: false, processingDays: 3, personalization: { enabled: false } });
  });

  it('refuses out-of-range values with the field named', async () => {
    for (const [field, value] of [
      ['processingDays', 121],
      ['processingDays', 1.5],
      ['personalization.maxLength', 501],
      ['personalization.prompt', 'ə'.repeat(201)],
    ] as const) {
      const [top, inner] = field.split('.');
      const form = inner ? { personalization: { enabled: true, [inner]: value } } : { [field]: value };
      const answer = await server.post('/item/v1/addNewItem', itemForm(tree.vases, form as never), asMerchant(seller));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.error.fields), `${top} ${JSON.stringify(answer.body)}`).toContain(field);
    }
  });
});
