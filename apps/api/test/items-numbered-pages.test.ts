import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../src/modules/items/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let seller: SignedIn;
let other: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

type Page = { items: { id: string }[]; next_page_token: string | null };
const ids = (page: Page) => page.items.map((item) => item.id);

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  seller = await signUpMerchant(server, 'pages@example.az', 'Səhifə Ustaları');
  other = await signUpMerchant(server, 'other@example.az', 'Başqa Usta');
  for (let index = 0; index < 7; index += 1) {
    await createItem(
      server.database.db,
      seller.id,
      itemForm(index % 2 === 0 ? tree.vases : tree.pendants, { productName: `Məhsul ${index}` }),
    );
  }
  await createItem(server.database.db, other.id, itemForm(tree.portraits));
});

afterAll(async () => {
  await server?.close();
});

describe('numbered pages of the category and store lists', () => {
  const giftIds = () => [tree.gifts, tree.vases, tree.pendants];

  it('page N of a category list is the N-th slice of the whole list, across subcategories', async () => {
    const all: Page = (await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page_size: 100 })).body;
    expect(all.items).toHaveLength(7);
    const pages: Page[] = [];
    for (const page of [1, 2, 3]) {
      pages.push((await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page_size: 3, page })).body);
    }
    expect(pages.map(ids)).toEqual([ids(all).slice(0, 3), ids(all).slice(3, 6), ids(all).slice(6)]);
    expect(pages[2]?.next_page_token).toBeNull();
    // A numbered page's token continues by keyset where the page ended.
    const next: Page = (
      await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page_size: 3, page_token: pages[0]?.next_page_token })
    ).body;
    expect(ids(next)).toEqual(ids(all).slice(3, 6));
  });

  it('a page past the end is empty; a page out of range is refused', async () => {
    const beyond = await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page_size: 3, page: 9 });
    expect(beyond.body).toEqual({ items: [], next_page_token: null });
    expect((await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page: 0 })).status).toBe(400);
    expect((await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page: 501 })).status).toBe(400);
    expect((await server.post('/item/v1/getItemsByCategory', { ids: giftIds(), page: 1.5 })).status).toBe(400);
  });

  it("page N of a store's list holds only that store's items", async () => {
    const all: Page = (await server.post('/item/v1/getProductsByCompanyId', { id: seller.id, page_size: 100 })).body;
    const second: Page = (await server.post('/item/v1/getProductsByCompanyId', { id: seller.id, page_size: 4, page: 2 })).body;
    expect(ids(second)).toEqual(ids(all).slice(4, 8));
    expect(second.next_page_token).toBeNull();
    const unknown = await server.post('/item/v1/getProductsByCompanyId', { id: 'not-a-store', page: 2 });
    expect(unknown.body).toEqual({ items: [], next_page_token: null });
  });

  it('the store header counts the products the page count is built from', async () => {
    const header = await server.get(`/company/v1/getCompany?id=${seller.id}`);
    expect(header.body.productCount).toBe(7);
  });
});
