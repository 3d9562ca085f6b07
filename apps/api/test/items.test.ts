import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../src/modules/items/service.ts';
import { setStoreStatus } from '../src/modules/sellers/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { getBytes as getRawBytes } from './http.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let rival: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asMerchant = (who: SignedIn) => ({ token: who.token, host: HOSTS.merchant });
const asAdmin = () => ({ token: admin.token, host: HOSTS.admin });
const add = (who: SignedIn, form: object) => server.post('/item/v1/addNewItem', form, asMerchant(who));
const byId = (id: string, options = {}) => server.post('/item/v1/getItemsById', { id }, options);

/** A GET on the shopper host whose answer is kept as bytes. */
const getBytes = (path: string, headers: Record<string, string>) =>
  getRawBytes(`${server.url}${path}`, { host: HOSTS.shopper, ...headers });

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'buyer@example.az');
  seller = await signUpMerchant(server, 'seller@example.az', 'Şəki Ustaları');
  rival = await signUpMerchant(server, 'rival@example.az', 'Bakı Sənət');
});

afterAll(async () => {
  await server?.close();
});

describe('addNewItem and updateItem', () => {
  it('only a merchant may add: guest 401, buyer 403, admin 403', async () => {
    const form = itemForm(tree.vases);
    expect((await server.post('/item/v1/addNewItem', form)).status).toBe(401);
    expect((await server.post('/item/v1/addNewItem', form, { token: buyer.token })).body.error.code).toBe('FORBIDDEN');
    expect((await server.post('/item/v1/addNewItem', form, asAdmin())).status).toBe(403);
  });

  it('stores every field with the server rules applied', async () => {
    const answer = await add(seller, {
      ...itemForm(tree.vases),
      salePrice: 1,
      attributes: [
        { key: 'Rəng', values: ['göy'] },
        { key: 'Ölçü', values: [] },
      ],
      pocketTypes: [],
      pocketFees: { 1: 2.5, 7: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      productName: 'Əl işi keramika vaza',
      productPrice: 40,
      salePrice: 34,
      discountType: 'PERCENTAGE',
      selectedCategory: tree.vases,
      customOrder: 1,
      itemType: 1,
      stockCount: 0,
      attributes: [{ key: 'Rəng', values: ['göy'] }],
      pocketTypes: [{ id: 1, name: 'Standart', active: true }],
      pocketFees: { 1: 2.5 },
      viewCount: 0,
      status: 'ACTIVE',
      merchantId: seller.id,
      clientInfo: { id: seller.id, companyName: 'Şəki Ustaları', email: 'seller@example.az' },
    });
    const stocked = await add(
      seller,
      itemForm(tree.vases, { itemType: 3, stockCount: 4, discountType: 'AMOUNT', discountValue: 50 }),
    );
    expect(stocked.body).toMatchObject({ itemType: 3, stockCount: 4, attributes: [], salePrice: 0 });
  });

  it.each([
    ['a negative price', { productPrice: -1 }, 'VALIDATION_FAILED'],
    ['a price of the wrong type', { productPrice: '40' }, 'VALIDATION_FAILED'],
    ['a pocket fee off the 0.5 step', { pocketFees: { 1: 0.3 } }, 'VALIDATION_FAILED'],
    ['a blank new pocket name', { pocketTypes: [{ id: 2, name: '  ', active: true }] }, 'VALIDATION_FAILED'],
    ['an unknown category', { selectedCategory: 999_999 }, 'UNKNOWN_CATEGORY'],
    ['a description with no text', { productInfo: '<script>alert(1)</script>' }, 'EMPTY_DESCRIPTION'],
    ['a javascript: cover address', { coverImage: 'javascript:alert(1)' }, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, change, code) => {
    const answer = await add(seller, { ...itemForm(tree.vases), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
  });

  it('refuses a category with subcategories', async () => {
    const answer = await add(seller, itemForm(tree.gifts));
    expect([answer.status, answer.body.error.code]).toEqual([400, 'CATEGORY_NOT_LEAF']);
  });

  it('sanitizes the description against the usual XSS vectors', async () => {
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">safe text</p>',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<a href="https://ok.example" target="_blank" onmouseover="alert(1)">ok</a>',
      '<style>body{display:none}</style><b>bold</b>',
    ].join('');
    const answer = await add(seller, itemForm(tree.vases, { productInfo: vectors }));
    expect(answer.status).toBe(200);
    const html: string = answer.body.productInfo;
    expect(html).not.toMatch(
      /<script|<img|<svg|<iframe|<style|<math|onerror|onload|onclick|onmouseover|javascript:|data:|style=/i,
    );
    expect(html).toContain('<p>safe text</p>');
    expect(html).toContain('<a href="https://ok.example" rel="noopener nofollow">ok</a>');
    expect(html).toContain('<b>bold</b>');
  });

  it('only the owner may update: guest 401, buyer 403, other merchant 403, unknown 404', async () => {
    const { body: item } = await add(seller, itemForm(tree.vases));
    const update = {
      ...itemForm(tree.pendants, { productName: 'Gümüş kulon', discountType: 'AMOUNT', discountValue: 5.5 }),
      id: item.id,
    };
    expect((await server.post('/item/v1/updateItem', update)).status).toBe(401);
    expect((await server.post('/item/v1/updateItem', update, { token: buyer.token })).status).toBe(403);
    const foreign = await server.post('/item/v1/updateItem', update, asMerchant(rival));
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
    const unknown = await server.post(
      '/item/v1/updateItem',
      { ...update, id: '00000000-0000-4000-8000-000000000000' },
      asMerchant(seller),
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    const own = await server.post('/item/v1/updateItem', update, asMerchant(seller));
    expect(own.body).toMatchObject({ id: item.id, productName: 'Gümüş kulon', selectedCategory: tree.pendants, salePrice: 34.5 });
  });
});

describe('partner permissions (admin)', () => {
  it('restricts a partner to the final category list', async () => {
    const changes = {
      partnerId: rival.id,
      addedCategories: [],
      removedCategories: [tree.vases],
      finalCategoryList: [tree.portraits],
    };
    const call = (options?: object) => server.post('/item/v1/setModifiedCategoryPermissions', { changes }, options);
    expect((await call()).status).toBe(401);
    expect((await call({ token: buyer.token })).status).toBe(403);
    expect((await call(asMerchant(rival))).status).toBe(403);
    const done = await call(asAdmin());
    expect(done.body).toEqual({ partnerId: rival.id, allCategories: false, categories: [tree.portraits] });

    const refused = await add(rival, itemForm(tree.vases));
    expect([refused.status, refused.body.error.code]).toEqual([403, 'CATEGORY_NOT_PERMITTED']);
    expect((await add(rival, itemForm(tree.portraits, { saleType: 'service' }))).status).toBe(200);

    const unknown = await server.post(
      '/item/v1/setModifiedCategoryPermissions',
      { changes: { ...changes, partnerId: buyer.id } },
      asAdmin(),
    );
    expect(unknown.body.error.code).toBe('UNKNOWN_PARTNER');
  });

  it('moves products between categories, only to leaves, all or nothing', async () => {
    const { body: item } = await add(seller, itemForm(tree.vases));
    const move = (modifiedProducts: object, options: object = asAdmin()) =>
      server.post('/item/v1/setModifiedCategories', { modifiedProducts }, options);
    expect((await move({ [item.id]: { oldCategory: tree.vases, newCategory: tree.pendants } }, asMerchant(seller))).status).toBe(
      403,
    );
    const toParent = await move({ [item.id]: { oldCategory: tree.vases, newCategory: tree.gifts } });
    expect(toParent.body.error.code).toBe('CATEGORY_NOT_LEAF');
    const halfUnknown = await move({
      [item.id]: { oldCategory: tree.vases, newCategory: tree.pendants },
      '00000000-0000-4000-8000-000000000000': { oldCategory: tree.vases, newCategory: tree.pendants },
    });
    expect(halfUnknown.status).toBe(404);
    expect((await byId(item.id)).body.selectedCategory).toBe(tree.vases);
    expect((await move({ [item.id]: { oldCategory: tree.vases, newCategory: tree.pendants } })).body).toEqual({ ok: true });
    expect((await byId(item.id)).body.selectedCategory).toBe(tree.pendants);
  });
});

describe('reads and visibility', () => {
  it('getItemsById: unknown or malformed id is null with 200', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await byId(id);
      expect([answer.status, answer.body]).toEqual([200, null]);
    }
    expect((await server.post('/item/v1/getItemsById', { id: 5 })).status).toBe(400);
  });

  it('hidden items are seen only by their owner and admins', async () => {
    const { body: hidden } = await add(seller, itemForm(tree.pendants, { status: 'HIDDEN', productName: 'Gizli kulon' }));
    expect((await byId(hidden.id)).body).toBeNull();
    expect((await byId(hidden.id, { token: buyer.token })).body).toBeNull();
    expect((await byId(hidden.id, asMerchant(rival))).body).toBeNull();
    expect((await byId(hidden.id, asMerchant(seller))).body.id).toBe(hidden.id);
    expect((await byId(hidden.id, asAdmin())).body.id).toBe(hidden.id);
    const all = await server.get('/item/v1/getAllItems?page_size=100');
    expect(all.body.items.map((item: { id: string }) => item.id)).not.toContain(hidden.id);
    const own = await server.post('/merchant/v1/getItemListByPage', { ids: [hidden.id] }, asMerchant(seller));
    expect(own.body.items.map((item: { id: string }) => item.id)).toEqual([hidden.id]);
  });

  it("an inactive partner's items leave every shopper list and come back", async () => {
    const { body: item } = await add(rival, itemForm(tree.portraits, { productName: 'Yağlı boya portret' }));
    const listed = async () => {
      const all = await server.get('/item/v1/getAllItems?page_size=100');
      const inCategory = await server.post('/item/v1/getItemsByCategory', { ids: [tree.services, tree.portraits] });
      const company = await server.post('/item/v1/getProductsByCompanyId', { id: rival.id });
      const found = await server.get(`/item/v1/search?q=${encodeURIComponent('portret')}`);
      return [all, inCategory, company, found].map((answer) =>
        answer.body.items.some((one: { id: string }) => one.id === item.id),
      );
    };
    expect(await listed()).toEqual([true, true, true, true]);
    await setStoreStatus(server.database.db, rival.id, 'INACTIVE');
    expect(await listed()).toEqual([false, false, false, false]);
    expect((await byId(item.id)).body).toBeNull();
    expect((await byId(item.id, asMerchant(rival))).body.id).toBe(item.id);
    await setStoreStatus(server.database.db, rival.id, 'ACTIVE');
    expect(await listed()).toEqual([true, true, true, true]);
  });

  it('pages every list by an opaque token, without repeats, and caps page_size', async () => {
    for (let index = 0; index < 5; index += 1)
      await createItem(server.database.db, seller.id, itemForm(tree.vases, { productName: `Vaza ${index}` }));
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: { body: { items: { id: string }[]; next_page_token: string | null } } = await server.post(
        '/item/v1/getItemsByCategory',
        { ids: [tree.gifts, tree.vases, tree.pendants], page_size: 2, ...(token ? { page_token: token } : {}) },
      );
      seen.push(...page.body.items.map((item) => item.id));
      token = page.body.next_page_token;
    } while (token);
    expect(new Set(seen).size).toBe(seen.length);
    const everything = await server.post('/item/v1/getItemsByCategory', {
      ids: [tree.gifts, tree.vases, tree.pendants],
      page_size: 100,
    });
    expect(seen).toEqual(everything.body.items.map((item: { id: string }) => item.id));

    expect((await server.get('/item/v1/getAllItems?page_size=101')).status).toBe(400);
    expect((await server.get('/item/v1/getAllItems?page_token=bogus')).body.error.code).toBe('INVALID_PAGE_TOKEN');
    expect((await server.post('/item/v1/getItemsByCategory', { ids: ['x'] })).status).toBe(400);
  });

  it('the seller list: own items only, 12 per page by offset, with a total; merchants only', async () => {
    for (let index = 0; index < 3; index += 1) await createItem(server.database.db, seller.id, itemForm(tree.pendants));
    const first = await server.post('/merchant/v1/getItemListByPage', {}, asMerchant(seller));
    expect(first.body.items).toHaveLength(12);
    expect(first.body.items.every((item: { merchantId: string }) => item.merchantId === seller.id)).toBe(true);
    const second = await server.post(
      '/merchant/v1/getItemListByPage',
      { page_token: first.body.next_page_token },
      asMerchant(seller),
    );
    expect(second.body.items.length + 12).toBe(first.body.total);
    const beyond = await server.post('/merchant/v1/getItemListByPage', { offset: first.body.total }, asMerchant(seller));
    expect(beyond.body).toEqual({ items: [], next_page_token: null, total: first.body.total });
    const picked = first.body.items.slice(0, 2).map((item: { id: string }) => item.id);
    const { body: foreign } = await add(rival, itemForm(tree.portraits, { saleType: 'service' }));
    const only = await server.post('/merchant/v1/getItemListByPage', { ids: [...picked, foreign.id] }, asMerchant(seller));
    expect(only.body).toMatchObject({ total: 2, next_page_token: null });
    expect(only.body.items.map((item: { id: string }) => item.id)).toEqual(picked);
    expect((await server.post('/merchant/v1/getItemListByPage', {})).status).toBe(401);
    expect((await server.post('/merchant/v1/getItemListByPage', {}, { token: buyer.token })).status).toBe(403);
  });

  it('similar items: same leaf first, then sibling categories', async () => {
    const { body: origin } = await add(seller, itemForm(tree.pendants, { productName: 'Kulon A' }));
    const similar = await server.post('/item/v1/getSimilarItemList', { id: origin.id });
    const categories: number[] = similar.body.map((item: { selectedCategory: number }) => item.selectedCategory);
    expect(similar.body.map((item: { id: string }) => item.id)).not.toContain(origin.id);
    expect(categories[0]).toBe(tree.pendants);
    expect(categories).toContain(tree.vases);
    expect(categories.indexOf(tree.vases)).toBeGreaterThan(categories.lastIndexOf(tree.pendants));
  });

  it('counts a view once per page view id', async () => {
    const { body: item } = await add(seller, itemForm(tree.vases));
    const view = (viewId: string) => server.post('/item/v1/getItemsById', { id: item.id, view_id: viewId });
    expect((await view('page-view-0001')).body.viewCount).toBe(1);
    expect((await view('page-view-0001')).body.viewCount).toBe(1);
    expect((await server.post('/item/v1/registerView', { id: item.id, view_id: 'page-view-0002' })).body).toEqual({
      counted: true,
    });
    expect((await byId(item.id)).body.viewCount).toBe(2);
  });
});

describe('home blocks', () => {
  it('are cached with an ETag, answer 304, and change after a write', async () => {
    const first = await server.get('/item/v1/getTopSale?top=50');
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const etag = first.headers.etag as string;
    expect((await server.get('/item/v1/getTopSale?top=50', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await add(seller, itemForm(tree.vases, { productName: 'Təzə vaza' }));
    const after = await server.get('/item/v1/getTopSale?top=50');
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.length).toBe(first.body.length + 1);
  });

  it('are sent compressed to clients that accept it, each coding with its own ETag', async () => {
    const plain = await getBytes('/item/v1/getTopItems?top=50', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.bytes.toString('utf8'));
    expect(json.length).toBeGreaterThan(5);

    const br = await getBytes('/item/v1/getTopItems?top=50', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(json);
    const gzip = await getBytes('/item/v1/getTopItems?top=50', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(json);

    const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(etags.size).toBe(3);
    const revalidated = await getBytes('/item/v1/getTopItems?top=50', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(revalidated.status).toBe(304);
  });

  it('the category tree counts listed products including subcategories', async () => {
    const answer = await server.get('/item/v1/getAllCategories?lng=en');
    const gifts = answer.body.find((node: { id: number }) => node.id === tree.gifts);
    const childSum = gifts.subcategories.reduce((sum: number, node: { productCount: number }) => sum + node.productCount, 0);
    expect(gifts).toMatchObject({ title: 'Gifts', urlPath: 'hediyyeler', upperCategoryId: null });
    expect(gifts.productCount).toBe(childSum);
    expect(childSum).toBeGreaterThan(5);
    const flat = await server.get('/item/v1/getCategoryList');
    expect(flat.body.find((node: { id: number }) => node.id === tree.vases)).toMatchObject({ title: 'Vazalar', isLeaf: true });
  });
});
