import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, startAuthServer, type AuthTestServer, type JsonResponse, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * Issue §1 "Nothing silently dropped" (spec §5: undefined fields rejected): a body field the call
 * does not know is a 400 UNKNOWN_FIELD naming it, and nothing is written. `selectedItems` is the
 * spec's other name of `attributes`. GET query strings are the documented exception: an unknown
 * query parameter is ignored (a read changes nothing).
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let itemId: string;

const asMerchant = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const add = (form: object) => server.post('/item/v1/addNewItem', form, asMerchant(seller));
const update = (form: object) => server.post('/item/v1/updateItem', form, asMerchant(seller));
const sellerTotal = async () =>
  (await server.post('/merchant/v1/getItemListByPage', {}, asMerchant(seller))).body.total as number;
const stored = async (id: string) => (await server.post('/item/v1/getItemsById', { id }, asMerchant(seller))).body;

const expectUnknown = (answer: JsonResponse, field: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error.code, JSON.stringify(answer.body)).toBe('UNKNOWN_FIELD');
  expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
  expect(answer.body.error.message).toContain(field);
};

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'usta@example.az', 'Şəki Ustaları');
  const created = await add(itemForm(tree.vases));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  itemId = created.body.id;
});

afterAll(async () => {
  await server?.close();
});

describe('addNewItem and updateItem', () => {
  it('refuses a misspelt field (prodcutPrice: 99) with 400 UNKNOWN_FIELD naming it, and stores nothing', async () => {
    const before = await sellerTotal();
    const { productPrice: _price, ...form } = itemForm(tree.vases);
    const answer = await add({ ...form, prodcutPrice: 99 });
    expectUnknown(answer, 'prodcutPrice');
    // The missing productPrice is named beside it, so a form can show both at once.
    expect(Object.keys(answer.body.error.fields)).toContain('productPrice');
    expect(await sellerTotal()).toBe(before);
  });

  it('names unknown fields inside the form by their path', async () => {
    const attribute = await add(
      itemForm(tree.vases, { attributes: [{ key: 'Rəng', values: ['göy'], colour: 'blue' } as never] }),
    );
    expectUnknown(attribute, 'attributes.0.colour');
    const pocket = await add(itemForm(tree.vases, { pocketTypes: [{ id: 1, name: 'Standart', active: true, fee: 2 } as never] }));
    expectUnknown(pocket, 'pocketTypes.0.fee');
    const personalization = await add(
      itemForm(tree.vases, { personalization: { enabled: true, prompt: 'Ad', hint: 'x' } as never }),
    );
    expectUnknown(personalization, 'personalization.hint');
  });

  it('refuses an unknown field on updateItem and leaves the product as it was', async () => {
    const answer = await update({ ...itemForm(tree.vases, { productName: 'Dəyişdirilmiş ad' }), id: itemId, productNmae: 'x' });
    expectUnknown(answer, 'productNmae');
    expect((await stored(itemId)).productName).toBe(itemForm(tree.vases).productName);
  });

  it('takes back the item as getItemsById answered it: only the changed field changes, the read-only ones are ignored', async () => {
    const created = await add(itemForm(tree.vases));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    const viewed = await server.post('/item/v1/registerView', { id, view_id: 'view-read-write-back' });
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const read = await stored(id);
    expect(read.viewCount).toBe(1);
    for (const field of ['viewCount', 'favCount', 'sold', 'rating', 'createdDate', 'merchantId', 'clientInfo']) {
      expect(read).toHaveProperty(field);
    }

    const written = await update({ ...read, productName: 'Göy şirli vaza' });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const after = await stored(id);
    expect(after).toEqual({ ...read, productName: 'Göy şirli vaza' });

    // A counter in the body does not set the counter, nor does another store's id move the item.
    const forged = await update({ ...after, viewCount: 999, sold: 50, rating: 5, merchantId: buyer.id });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    const kept = await stored(id);
    expect(kept.viewCount).toBe(1);
    expect(kept.sold).toBe(read.sold);
    expect(kept.rating).toBe(read.rating);
    expect(kept.merchantId).toBe(seller.id);

    // A name that is no field of an item is still refused by name, and nothing is written.
    const unknown = await update({ ...kept, productName: 'Başqa ad', viewCounter: 3 });
    expectUnknown(unknown, 'viewCounter');
    const inside = await update({ ...kept, clientInfo: { ...kept.clientInfo, phone: '+994' } });
    expectUnknown(inside, 'clientInfo.phone');
    expect((await stored(id)).productName).toBe('Göy şirli vaza');
  });

  it('accepts selectedItems as the spec name of attributes, on add and on update', async () => {
    const { attributes: _attributes, ...form } = itemForm(tree.vases);
    const selected = [{ key: 'Ölçü', values: ['kiçik', 'böyük'] }];
    const created = await add({ ...form, selectedItems: selected });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.attributes).toEqual(selected);
    expect(created.body).not.toHaveProperty('selectedItems');
    expect((await stored(created.body.id)).attributes).toEqual(selected);

    const changed = [{ key: 'Material', values: ['gil'] }];
    const updated = await update({ ...form, id: created.body.id, selectedItems: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await stored(created.body.id)).attributes).toEqual(changed);
  });

  it('refuses attributes and selectedItems together (which one would win?), writing nothing', async () => {
    const before = await sellerTotal();
    const both = await add({ ...itemForm(tree.vases), selectedItems: [{ key: 'Ölçü', values: ['kiçik'] }] });
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(both.body.error.fields)).toContain('selectedItems');
    expect(await sellerTotal()).toBe(before);
  });
});

describe('every body the API validates is strict', () => {
  const UUID = '00000000-0000-4000-8000-000000000000';
  /** [label, call with a body that is valid apart from the extra field `zzExtra` (at the path named)]. */
  const calls: Array<[string, string, () => Promise<JsonResponse>]> = [
    [
      'POST /item/v1/getItemsByCategory',
      'zzExtra',
      () => server.post('/item/v1/getItemsByCategory', { ids: [tree.vases], zzExtra: 1 }),
    ],
    ['POST /item/v1/getItemsById', 'zzExtra', () => server.post('/item/v1/getItemsById', { id: itemId, zzExtra: 1 })],
    [
      'POST /item/v1/registerView',
      'zzExtra',
      () => server.post('/item/v1/registerView', { id: itemId, view_id: 'view-12345', zzExtra: 1 }),
    ],
    ['POST /item/v1/getSimilarItemList', 'zzExtra', () => server.post('/item/v1/getSimilarItemList', { id: itemId, zzExtra: 1 })],
    [
      'POST /item/v1/getProductsByCompanyId',
      'zzExtra',
      () => server.post('/item/v1/getProductsByCompanyId', { id: seller.id, zzExtra: 1 }),
    ],
    [
      'POST /merchant/v1/getItemListByPage',
      'zzExtra',
      () => server.post('/merchant/v1/getItemListByPage', { offset: 0, zzExtra: 1 }, asMerchant(seller)),
    ],
    [
      'POST /merchant/v1/setItemsStatus',
      'zzExtra',
      () => server.post('/merchant/v1/setItemsStatus', { ids: [itemId], status: 'HIDDEN', zzExtra: 1 }, asMerchant(seller)),
    ],
    [
      'POST /item/v1/setModifiedCategories',
      `modifiedProducts.${UUID}.zzExtra`,
      () =>
        server.post(
          '/item/v1/setModifiedCategories',
          { modifiedProducts: { [UUID]: { newCategory: tree.vases, zzExtra: 1 } } },
          { token: admin.token, host: HOSTS.admin },
        ),
    ],
    [
      'POST /item/v1/setModifiedCategoryPermissions',
      'changes.zzExtra',
      () =>
        server.post(
          '/item/v1/setModifiedCategoryPermissions',
          { changes: { partnerId: seller.id, finalCategoryList: [tree.vases], zzExtra: 1 } },
          { token: admin.token, host: HOSTS.admin },
        ),
    ],
    [
      'POST /company/v1/updateCompanyStatus',
      'zzExtra',
      () =>
        server.post(
          '/company/v1/updateCompanyStatus',
          { id: seller.id, status: 'ACTIVE', zzExtra: 1 },
          { token: admin.token, host: HOSTS.admin },
        ),
    ],
    [
      'POST /admin/v1/setAccountBlocked',
      'zzExtra',
      () =>
        server.post(
          '/admin/v1/setAccountBlocked',
          { id: buyer.id, blocked: false, zzExtra: 1 },
          { token: admin.token, host: HOSTS.admin },
        ),
    ],
    [
      'POST /cart/v1/addToCart',
      'zzExtra',
      () => server.post('/cart/v1/addToCart', { itemId, zzExtra: 1 }, { token: buyer.token }),
    ],
    [
      'POST /cart/v1/updateQuantity',
      'zzExtra',
      () => server.post('/cart/v1/updateQuantity', { lineId: UUID, quantity: 1, zzExtra: 1 }, { token: buyer.token }),
    ],
    [
      'POST /cart/v1/removeFromCart',
      'zzExtra',
      () => server.post('/cart/v1/removeFromCart', { lineId: UUID, zzExtra: 1 }, { token: buyer.token }),
    ],
    [
      'POST /auth/v1/register',
      'zzExtra',
      () => server.post('/auth/v1/register', { identifier: 'yeni@example.az', type: 1, zzExtra: 1 }),
    ],
    [
      'POST /auth/v1/login',
      'zzExtra',
      () => server.post('/auth/v1/login', { identifier: 'alici@example.az', password: 'x', zzExtra: 1 }),
    ],
    [
      'POST /auth/v1/resetAccountPassword',
      'zzExtra',
      () => server.post('/auth/v1/resetAccountPassword', { identifier: 'alici@example.az', zzExtra: 1 }),
    ],
    [
      'POST /auth/v1/exchangeHandoff',
      'zzExtra',
      () =>
        server.post(
          '/auth/v1/exchangeHandoff',
          { code: 'a'.repeat(43), nonce: 'n'.repeat(43), zzExtra: 1 },
          { host: HOSTS.merchant },
        ),
    ],
    [
      'POST /auth/v1/createHandoff',
      'zzExtra',
      () => server.post('/auth/v1/createHandoff', { nonce: 'n'.repeat(43), zzExtra: 1 }, { token: buyer.token }),
    ],
    [
      'POST /auth/v1/updateAccount',
      'editedValues.zzExtra',
      () => server.post('/auth/v1/updateAccount', { editedValues: { name: 'Leyla', zzExtra: 1 } }, { token: buyer.token }),
    ],
  ];

  it.each(calls)('%s answers 400 UNKNOWN_FIELD naming %s', async (_label, field, call) => {
    expectUnknown(await call(), field);
  });

  it('the product is still as it was after the refused bulk hide', async () => {
    expect((await stored(itemId)).status).toBe('ACTIVE');
  });
});

describe('GET query strings (documented exception)', () => {
  it('ignore an unknown query parameter: a read changes nothing, and the answer is the same', async () => {
    const plain = await server.get('/item/v1/getAllItems?page_size=5');
    const tagged = await server.get('/item/v1/getAllItems?page_size=5&utm_source=newsletter&_=1732600000');
    expect(tagged.status).toBe(200);
    expect(tagged.body).toEqual(plain.body);
    expect((await server.get('/item/v1/getCategoryList?lng=en&cachebuster=1')).status).toBe(200);
  });

  it('still refuse a known query parameter with a bad value', async () => {
    const answer = await server.get('/item/v1/getAllItems?page_size=5000');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { page_size: expect.any(String) } });
  });
});
