import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../src/modules/categories/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type JsonResponse } from './auth-client.ts';
import { signInAdmin, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The cached home blocks besides the top lists (items.test.ts): the category tree, the flat category
 * list and the first page of the store list. Each is answered from the process's home cache with an
 * ETag and a cache-control that lets shared caches keep it briefly and serve it stale while they
 * revalidate; a client holding the current ETag gets 304; and every catalogue write drops the cache,
 * so the next answer carries a new ETag at once (not after the cache's 30-second safety net).
 */

let server: AuthTestServer;
let admin: SignedIn;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const BLOCKS = {
  getAllCategories: '/item/v1/getAllCategories?lng=en',
  getCategoryList: '/item/v1/getCategoryList',
  'getAllMerchants (first page)': '/auth/v1/getAllMerchants',
} as const;
type Block = keyof typeof BLOCKS;

const get = (block: Block, headers: Record<string, string> = {}) => server.get(BLOCKS[block], { headers });
const addItem = (productName: string) =>
  server.post('/item/v1/addNewItem', itemForm(tree.vases, { productName }), { token: seller.token, host: HOSTS.merchant });

/** The directives of a cache-control header, by name (a directive without a value maps to ''). */
function directivesOf(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '').split(',').flatMap((part) => {
      const [name, value = ''] = part.trim().split('=');
      return name ? [[name.toLowerCase(), value] as const] : [];
    }),
  );
}

function expectCacheable(answer: JsonResponse) {
  const directives = directivesOf(answer.headers['cache-control']);
  expect(Number(directives.get('max-age')), answer.headers['cache-control']).toBeGreaterThan(0);
  expect(Number(directives.get('stale-while-revalidate')), answer.headers['cache-control']).toBeGreaterThan(0);
  for (const forbidding of ['no-store', 'no-cache', 'private']) expect(directives.has(forbidding)).toBe(false);
}

/** A fresh 200 with its ETag. */
async function current(block: Block): Promise<{ etag: string; body: any }> {
  const answer = await get(block);
  expect(answer.status).toBe(200);
  expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
  return { etag: answer.headers.etag as string, body: answer.body };
}

/** After a write: a client holding `before` gets the new version (200, new ETag), which then revalidates. */
async function expectNewVersion(block: Block, before: string): Promise<any> {
  const answer = await get(block, { 'if-none-match': before });
  expect(answer.status).toBe(200);
  expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
  expect(answer.headers.etag).not.toBe(before);
  expect((await get(block, { 'if-none-match': answer.headers.etag as string })).status).toBe(304);
  return answer.body;
}

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  seller = await signUpMerchant(server, 'usta@example.az', 'Şəki Ustaları');
  await signUpMerchant(server, 'diger@example.az', 'Bakı Sənət');
  expect((await addItem('Əl işi vaza')).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe.each(Object.keys(BLOCKS) as Block[])('%s', (block) => {
  it('answers 200 with an ETag, cacheable for a while and stale while revalidating, the same ETag each time', async () => {
    const answer = await get(block);
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expectCacheable(answer);
    expect(Array.isArray(answer.body) ? answer.body : answer.body.items).not.toHaveLength(0);
    expect((await get(block)).headers.etag).toBe(answer.headers.etag);
  });

  it('answers 304 without a body to a client that holds the ETag, alone, in a list or weak', async () => {
    const { etag } = await current(block);
    for (const held of [etag, `"stale", ${etag}`, `W/${etag}`]) {
      const answer = await get(block, { 'if-none-match': held });
      expect([held, answer.status]).toEqual([held, 304]);
      expect(answer.body).toBeUndefined();
      expect(answer.headers.etag).toBe(etag);
      expectCacheable(answer);
    }
  });

  it('answers 200 to a client that holds another ETag', async () => {
    const { etag, body } = await current(block);
    const answer = await get(block, { 'if-none-match': '"an-older-version"' });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.body).toEqual(body);
  });
});

describe('getAllCategories per language', () => {
  it('the category tree of one language does not answer 304 for another', async () => {
    const english = await current('getAllCategories');
    const azerbaijani = await server.get('/item/v1/getAllCategories?lng=az', { headers: { 'if-none-match': english.etag } });
    expect(azerbaijani.status).toBe(200);
    expect(azerbaijani.headers.etag).not.toBe(english.etag);
  });
});

describe('a catalogue write gives the cached blocks a new ETag at once', () => {
  it('a new item (addNewItem): the tree counts it, the store list counts it', async () => {
    const categories = await current('getAllCategories');
    const stores = await current('getAllMerchants (first page)');
    const giftsBefore = categories.body.find((node: { id: number }) => node.id === tree.gifts).productCount;
    const storeBefore = stores.body.items.find((store: { id: string }) => store.id === seller.id).productCount;

    expect((await addItem('Təzə vaza')).status).toBe(200);

    const tree2 = await expectNewVersion('getAllCategories', categories.etag);
    expect(tree2.find((node: { id: number }) => node.id === tree.gifts).productCount).toBe(giftsBefore + 1);
    const stores2 = await expectNewVersion('getAllMerchants (first page)', stores.etag);
    expect(stores2.items.find((store: { id: string }) => store.id === seller.id).productCount).toBe(storeBefore + 1);
  });

  it('a new category (the admin tools’ createCategory): the tree and the list show it', async () => {
    const categories = await current('getAllCategories');
    const list = await current('getCategoryList');

    const added = await createCategory(server.database.db, {
      titles: { az: 'Lampalar', en: 'Lamps' },
      urlPath: 'hediyyeler/lampalar',
      upperCategoryId: tree.gifts,
      position: 3,
    });

    const tree2 = await expectNewVersion('getAllCategories', categories.etag);
    const gifts = tree2.find((node: { id: number }) => node.id === tree.gifts);
    expect(gifts.subcategories.map((node: { id: number }) => node.id)).toContain(added);
    const list2 = await expectNewVersion('getCategoryList', list.etag);
    expect(list2.find((node: { id: number }) => node.id === added)).toMatchObject({
      title: 'Lampalar',
      upperCategoryId: tree.gifts,
    });
  });

  it('an admin deactivates a store (updateCompanyStatus): it leaves the store list', async () => {
    const stores = await current('getAllMerchants (first page)');
    expect(stores.body.items.map((store: { id: string }) => store.id)).toContain(seller.id);

    const asAdmin = { token: admin.token, host: HOSTS.admin };
    const done = await server.post('/company/v1/updateCompanyStatus', { id: seller.id, status: 'INACTIVE' }, asAdmin);
    expect(done.status).toBe(200);

    const stores2 = await expectNewVersion('getAllMerchants (first page)', stores.etag);
    expect(stores2.items.map((store: { id: string }) => store.id)).not.toContain(seller.id);
  });
});
