import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signUpBuyer, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * A store needs its name before buyers are shown its products: a seller may list products before
 * naming the store, but until then they are in no list, no search, no store page, no product page
 * (its owner still sees them) and cannot be put in a cart. Naming the store lists them at once;
 * clearing the name takes them off again.
 */

let server: AuthTestServer;
let seller: SignedIn;
let buyer: SignedIn;
let itemId: string;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const PRODUCT = 'Adsızdükan keramika boşqabı';
const asSeller = (): RequestOptions => ({ token: seller.token, host: HOSTS.merchant });
const asBuyer = (): RequestOptions => ({ token: buyer.token });
const listedIds = async () =>
  (await server.get('/item/v1/getAllItems?page_size=100')).body.items.map((item: { id: string }) => item.id) as string[];
const searchedIds = async () =>
  (await server.get(`/item/v1/search?q=${encodeURIComponent('Adsızdükan')}`)).body.items.map(
    (item: { id: string }) => item.id,
  ) as string[];
const storeProducts = async () =>
  (await server.post('/item/v1/getProductsByCompanyId', { id: seller.id })).body.items.map(
    (item: { id: string }) => item.id,
  ) as string[];
const rename = (companyName: string) =>
  server.post('/auth/v1/updateAccount', { editedValues: { companyName } }, { token: seller.token, host: HOSTS.merchant });

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  const signedUp = await server.signUp('adsiz@example.az', 2, { host: HOSTS.merchant });
  seller = { id: signedUp.body.id, token: signedUp.body.token };
  buyer = await signUpBuyer(server, 'alici-adsiz@example.az');
});

afterAll(async () => {
  await server?.close();
});

describe('a store without a name', () => {
  it('may list a product, but buyers are shown it nowhere and cannot put it in the cart', async () => {
    const added = await server.post('/item/v1/addNewItem', itemForm(tree.vases, { productName: PRODUCT }), asSeller());
    expect(added.status).toBe(200);
    itemId = added.body.id;

    expect(await listedIds()).not.toContain(itemId);
    expect(await searchedIds()).not.toContain(itemId);
    expect(await storeProducts()).not.toContain(itemId);
    expect((await server.post('/item/v1/getItemsById', { id: itemId })).body).toBeNull();
    expect((await server.get(`/company/v1/getCompany?id=${seller.id}`)).body).toBeNull();
    const cart = await server.post('/cart/v1/addToCart', { itemId }, asBuyer());
    expect([cart.status, cart.body.error?.code]).toEqual([404, 'ITEM_UNAVAILABLE']);
    // Its owner still sees it.
    expect((await server.post('/item/v1/getItemsById', { id: itemId }, asSeller())).body.id).toBe(itemId);
  });

  it('is shown once named: the product is listed, found, on the store page and can be bought', async () => {
    expect((await rename('Adsızdükan Emalatxanası')).status).toBe(200);
    expect(await listedIds()).toContain(itemId);
    expect(await searchedIds()).toContain(itemId);
    expect(await storeProducts()).toContain(itemId);
    const page = await server.post('/item/v1/getItemsById', { id: itemId });
    expect(page.body.clientInfo.companyName).toBe('Adsızdükan Emalatxanası');
    expect((await server.get(`/company/v1/getCompany?id=${seller.id}`)).body.companyName).toBe('Adsızdükan Emalatxanası');
    expect((await server.post('/cart/v1/addToCart', { itemId }, asBuyer())).status).toBe(200);
  });

  it('takes its products off again when the name is cleared; the cart keeps the line as no longer for sale', async () => {
    expect((await rename('   ')).status).toBe(200);
    expect(await listedIds()).not.toContain(itemId);
    expect(await searchedIds()).not.toContain(itemId);
    expect((await server.post('/item/v1/getItemsById', { id: itemId })).body).toBeNull();
    const cart = (await server.get('/cart/v1/getCart', asBuyer())).body;
    expect(cart.stores[0].lines[0]).toMatchObject({ itemId, available: false });
    expect(cart.total).toBe(0);
    const again = await server.post('/cart/v1/addToCart', { itemId }, asBuyer());
    expect(again.body.error?.code).toBe('ITEM_UNAVAILABLE');
  });
});
