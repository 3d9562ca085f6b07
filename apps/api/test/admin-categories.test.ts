import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AdminCategory } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * Categories Management (issue 16): the tree with each category's products counted over its subtree,
 * adding, renaming, re-parenting and deleting categories, and the product moves committed all at once.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const NO_SUCH_ITEM = '00000000-0000-4000-8000-000000000000';

async function categories(): Promise<Map<number, AdminCategory>> {
  const answer = await server.get(API_PATHS.item.getAdminCategories, asAdmin());
  expect(answer.status).toBe(200);
  return new Map((answer.body.categories as AdminCategory[]).map((category) => [category.id, category]));
}
const countOf = async (id: number) => (await categories()).get(id)?.productCount;

async function add(category: number, productName: string, overrides: object = {}) {
  const answer = await server.post(API_PATHS.item.addNewItem, itemForm(category, { productName, ...overrides }), {
    token: seller.token,
    host: HOSTS.merchant,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id as string;
}

/** Names of the products a shopper sees in a category (the category page's list). */
async function shopperNames(category: number) {
  const answer = await server.post(API_PATHS.item.getItemsByCategory, { ids: [category], page_size: 50 });
  return (answer.body.items as Array<{ productName: string }>).map((item) => item.productName).sort();
}

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'usta@example.az', 'Şəki Ustaları');
});

afterAll(async () => {
  await server?.close();
});

describe('only admins', () => {
  const calls: Array<[string, string, object | undefined]> = [
    ['GET', API_PATHS.item.getAdminCategories, undefined],
    ['POST', API_PATHS.item.addCategory, { titles: { az: 'Yeni' } }],
    ['POST', API_PATHS.item.updateCategory, { id: 1, titles: { az: 'Yeni' } }],
    ['POST', API_PATHS.item.deleteCategory, { id: 1 }],
    ['POST', API_PATHS.item.setModifiedCategories, { modifiedProducts: {} }],
  ];
  const call = (method: string, path: string, body: object | undefined, options: RequestOptions) =>
    method === 'GET' ? server.get(path, options) : server.post(path, body, options);

  it.each(calls)('%s %s refuses guests (401), buyers and sellers (403)', async (method, path, body) => {
    expect((await call(method, path, body, { host: HOSTS.admin })).status).toBe(401);
    for (const who of [buyer, seller]) {
      for (const host of [HOSTS.admin, HOSTS.merchant, HOSTS.shopper]) {
        const refused = await call(method, path, body, { token: who.token, host });
        expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('a guest hears 401 before anything about the body; an admin hears which field is unknown', async () => {
    expect((await server.post(API_PATHS.item.addCategory, { bogus: 1 }, { host: HOSTS.admin })).status).toBe(401);
    const refused = await server.post(API_PATHS.item.addCategory, { titles: { az: 'Yeni' }, urlPath: 'x' }, asAdmin());
    expect([refused.status, refused.body.error.code, Object.keys(refused.body.error.fields)]).toEqual([
      400,
      'UNKNOWN_FIELD',
      ['urlPath'],
    ]);
    const noAz = await server.post(API_PATHS.item.addCategory, { titles: { en: 'New' } }, asAdmin());
    expect([noAz.status, noAz.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the tree with product totals', () => {
  it('counts each category’s products with its subcategories’, hidden ones included and deleted ones not', async () => {
    const before = await categories();
    expect(before.get(tree.gifts)?.productCount).toBe(0);
    const vase = await add(tree.vases, 'Göy vaza');
    await add(tree.vases, 'Gizli vaza', { status: 'HIDDEN' });
    await add(tree.pendants, 'Gümüş kulon');
    const gone = await add(tree.pendants, 'Silinən kulon');
    expect((await server.post(API_PATHS.item.deleteAdminItems, { ids: [gone] }, asAdmin())).body).toEqual({ updated: 1 });

    const after = await categories();
    expect([
      after.get(tree.vases)?.productCount,
      after.get(tree.pendants)?.productCount,
      after.get(tree.gifts)?.productCount,
    ]).toEqual([2, 1, 3]);
    expect(after.get(tree.services)?.productCount).toBe(0);
    expect(after.get(tree.vases)).toMatchObject({ upperCategoryId: tree.gifts, titles: { az: 'Vazalar', en: 'Vases' } });
    await server.post(
      API_PATHS.item.setModifiedCategories,
      { modifiedProducts: { [vase]: { oldCategory: tree.vases, newCategory: tree.portraits } } },
      asAdmin(),
    );
    expect([await countOf(tree.gifts), await countOf(tree.services)]).toEqual([2, 1]);
  });

  it('is kept for the browser only, which asks again and hears 304 while nothing changed', async () => {
    const first = await server.get(API_PATHS.item.getAdminCategories, asAdmin());
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await server.get(API_PATHS.item.getAdminCategories, {
      ...asAdmin(),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    await server.post(API_PATHS.item.addCategory, { titles: { az: 'Təzə' } }, asAdmin());
    const changed = await server.get(API_PATHS.item.getAdminCategories, {
      ...asAdmin(),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.status).toBe(200);
  });
});

describe('adding, renaming, re-parenting and deleting', () => {
  it('adds a category with its four titles at the end of its siblings, its address from the Azerbaijani title', async () => {
    const titles = { az: 'Keramika qablar', en: 'Ceramic ware', ru: 'Керамическая посуда', tr: 'Seramik kaplar' };
    const created = await server.post(API_PATHS.item.addCategory, { titles, upperCategoryId: tree.services }, asAdmin());
    expect(created.status).toBe(200);
    const again = await server.post(API_PATHS.item.addCategory, { titles, upperCategoryId: tree.services }, asAdmin());
    const found = await categories();
    expect(found.get(created.body.id)).toMatchObject({
      titles,
      upperCategoryId: tree.services,
      urlPath: 'xidmetler/keramika-qablar',
      productCount: 0,
    });
    expect(found.get(again.body.id)?.urlPath).toBe('xidmetler/keramika-qablar-2');
    expect(found.get(again.body.id)!.position).toBeGreaterThan(found.get(tree.portraits)!.position);
    // The shopper's tree shows it at once (the cached catalogue reads were dropped).
    const shopper = await server.get(`${API_PATHS.item.getAllCategories}?lng=ru`);
    const services = shopper.body.find((node: { id: number }) => node.id === tree.services);
    expect(services.subcategories.map((node: { title: string }) => node.title)).toContain('Керамическая посуда');
  });

  it('refuses a parent that does not exist or holds products', async () => {
    const unknown = await server.post(API_PATHS.item.addCategory, { titles: { az: 'Yox' }, upperCategoryId: 999_999 }, asAdmin());
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_CATEGORY']);
    const holder = await server.post(
      API_PATHS.item.addCategory,
      { titles: { az: 'Alt' }, upperCategoryId: tree.pendants },
      asAdmin(),
    );
    expect([holder.status, holder.body.error.code]).toEqual([400, 'CATEGORY_NOT_LEAF']);
  });

  it('renames and re-parents; refuses to put a category under itself or its subcategory', async () => {
    const top = await server.post(API_PATHS.item.addCategory, { titles: { az: 'Ev' } }, asAdmin());
    const child = await server.post(
      API_PATHS.item.addCategory,
      { titles: { az: 'Mətbəx' }, upperCategoryId: top.body.id },
      asAdmin(),
    );
    const grandchild = await server.post(
      API_PATHS.item.addCategory,
      { titles: { az: 'Qablar' }, upperCategoryId: child.body.id },
      asAdmin(),
    );

    const renamed = await server.post(
      API_PATHS.item.updateCategory,
      { id: child.body.id, titles: { az: 'Mətbəx əşyaları', en: 'Kitchen' } },
      asAdmin(),
    );
    expect(renamed.body).toEqual({ ok: true });
    expect((await categories()).get(child.body.id)?.titles).toEqual({ az: 'Mətbəx əşyaları', en: 'Kitchen' });

    for (const under of [top.body.id, grandchild.body.id]) {
      const refused = await server.post(API_PATHS.item.updateCategory, { id: top.body.id, upperCategoryId: under }, asAdmin());
      expect([refused.status, refused.body.error.code]).toEqual([409, 'CATEGORY_CYCLE']);
    }
    const holder = await server.post(
      API_PATHS.item.updateCategory,
      { id: grandchild.body.id, upperCategoryId: tree.vases },
      asAdmin(),
    );
    expect(holder.body.error.code).toBe('CATEGORY_NOT_LEAF');

    const moved = await server.post(
      API_PATHS.item.updateCategory,
      { id: grandchild.body.id, upperCategoryId: tree.gifts },
      asAdmin(),
    );
    expect(moved.status).toBe(200);
    const toTop = await server.post(API_PATHS.item.updateCategory, { id: child.body.id, upperCategoryId: null }, asAdmin());
    expect(toTop.status).toBe(200);
    const after = await categories();
    expect([after.get(grandchild.body.id)?.upperCategoryId, after.get(child.body.id)?.upperCategoryId]).toEqual([
      tree.gifts,
      null,
    ]);

    const missing = await server.post(API_PATHS.item.updateCategory, { id: 999_999, titles: { az: 'Yox' } }, asAdmin());
    expect([missing.status, missing.body.error.code]).toEqual([404, 'UNKNOWN_CATEGORY']);
  });

  it('deletes only an empty category (409 CATEGORY_NOT_EMPTY otherwise)', async () => {
    const top = await server.post(API_PATHS.item.addCategory, { titles: { az: 'Müvəqqəti' } }, asAdmin());
    const leaf = await server.post(
      API_PATHS.item.addCategory,
      { titles: { az: 'Boş' }, upperCategoryId: top.body.id },
      asAdmin(),
    );
    const remove = (id: number) => server.post(API_PATHS.item.deleteCategory, { id }, asAdmin());

    const withChild = await remove(top.body.id);
    expect([withChild.status, withChild.body.error.code]).toEqual([409, 'CATEGORY_NOT_EMPTY']);
    const withProducts = await remove(tree.pendants);
    expect([withProducts.status, withProducts.body.error.code]).toEqual([409, 'CATEGORY_NOT_EMPTY']);

    expect((await remove(leaf.body.id)).body).toEqual({ ok: true });
    expect((await remove(top.body.id)).body).toEqual({ ok: true });
    const after = await categories();
    expect([after.has(top.body.id), after.has(leaf.body.id), after.has(tree.pendants)]).toEqual([false, false, true]);
    expect((await remove(leaf.body.id)).status).toBe(404);
    const shopper = await server.get(API_PATHS.item.getCategoryList);
    expect(shopper.body.some((category: { id: number }) => category.id === top.body.id)).toBe(false);
  });
});

describe('setModifiedCategories', () => {
  it('commits every move or none: one product moved elsewhere meanwhile leaves all where they were', async () => {
    const first = await add(tree.vases, 'Mavi vaza');
    const second = await add(tree.vases, 'Ağ vaza');
    const moves = {
      [first]: { oldCategory: tree.vases, newCategory: tree.pendants },
      [second]: { oldCategory: tree.vases, newCategory: tree.pendants },
    };
    const before = { vases: await countOf(tree.vases), pendants: await countOf(tree.pendants) };

    const stale = await server.post(
      API_PATHS.item.setModifiedCategories,
      { modifiedProducts: { ...moves, [second]: { oldCategory: tree.portraits, newCategory: tree.pendants } } },
      asAdmin(),
    );
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CATEGORY_CHANGED']);
    const unknown = await server.post(
      API_PATHS.item.setModifiedCategories,
      { modifiedProducts: { ...moves, [NO_SUCH_ITEM]: { oldCategory: tree.vases, newCategory: tree.pendants } } },
      asAdmin(),
    );
    expect(unknown.status).toBe(404);
    expect(await shopperNames(tree.pendants)).not.toContain('Mavi vaza');
    expect({ vases: await countOf(tree.vases), pendants: await countOf(tree.pendants) }).toEqual(before);

    const done = await server.post(API_PATHS.item.setModifiedCategories, { modifiedProducts: moves }, asAdmin());
    expect(done.body).toEqual({ ok: true });
    expect(await shopperNames(tree.pendants)).toEqual(expect.arrayContaining(['Mavi vaza', 'Ağ vaza']));
    expect(await shopperNames(tree.vases)).not.toContain('Mavi vaza');
    expect({ vases: await countOf(tree.vases), pendants: await countOf(tree.pendants) }).toEqual({
      vases: before.vases! - 2,
      pendants: before.pendants! + 2,
    });
  });
});

describe('the audit log', () => {
  it('records who added, changed and deleted a category, and nothing for a refused edit', async () => {
    const log = async (targetId: number) => {
      const answer = await server.get(`${API_PATHS.admin.getAuditLog}?target_kind=category&target_id=${targetId}`, asAdmin());
      expect(answer.status).toBe(200);
      return (answer.body.items as Array<{ action: string; admin: { id: string }; details: Record<string, unknown> }>).reverse();
    };
    const created = await server.post(
      API_PATHS.item.addCategory,
      { titles: { az: 'Jurnal' }, upperCategoryId: tree.services },
      asAdmin(),
    );
    const id = created.body.id as number;
    await server.post(API_PATHS.item.updateCategory, { id, titles: { az: 'Jurnal 2' }, upperCategoryId: tree.gifts }, asAdmin());
    expect((await server.post(API_PATHS.item.updateCategory, { id: tree.gifts, upperCategoryId: id }, asAdmin())).status).toBe(
      409,
    );
    await server.post(API_PATHS.item.deleteCategory, { id }, asAdmin());

    const entries = await log(id);
    expect(entries.map((entry) => entry.action)).toEqual(['CATEGORY_CREATED', 'CATEGORY_UPDATED', 'CATEGORY_DELETED']);
    expect(entries.every((entry) => entry.admin.id === admin.id)).toBe(true);
    expect(entries[1]?.details).toEqual({ titles: { az: 'Jurnal 2' }, upperCategoryId: { from: tree.services, to: tree.gifts } });
    expect(await log(tree.gifts)).toEqual([]);
  });
});
