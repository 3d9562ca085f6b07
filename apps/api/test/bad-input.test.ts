import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../src/modules/items/service.ts';
import { encodeKeyset } from '../src/http/page-token.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type JsonResponse, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The project rule on the real routes: bad input gets a 400 with a code and writes nothing.
 * Two kinds that reached PostgreSQL and came back as 500: page tokens of the right shape naming
 * no real instant, and text holding U+0000 (which PostgreSQL text and jsonb cannot store).
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let itemId: string;

const NUL = '\u0000';
const UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const as = (who: SignedIn, host: string = HOSTS.shopper): RequestOptions => ({ token: who.token, host });
const asMerchant = (who: SignedIn) => as(who, HOSTS.merchant);

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'usta@example.az', 'Şəki Ustaları');
  // Three items, so every keyset list has a second page and a genuine token to compare with.
  for (const name of ['Vaza bir', 'Vaza iki', 'Vaza üç']) {
    const item = await createItem(server.database.db, seller.id, itemForm(tree.vases, { productName: name }));
    itemId = item.id;
  }
  await signUpMerchant(server, 'zerger@example.az', 'Zərgər Evi');
});

afterAll(async () => {
  await server?.close();
});

const expectRefused = (answer: JsonResponse, code: string, label = '') => {
  expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body.error.code, label).toBe(code);
};

/** The refusal names the field that held the NUL (the path zod reports, dotted) and says why. */
const expectNulRefused = (answer: JsonResponse, field: string) => {
  expectRefused(answer, 'VALIDATION_FAILED', field);
  expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
  expect(answer.body.error.fields[field]).toMatch(/U\+0000/);
};

/* ---------------------------------------------------------------- forged page tokens */

/** Every list that pages by a keyset token, asked for the page after `token`. */
const keysetLists: Array<[string, (token: string) => Promise<JsonResponse>]> = [
  ['GET /item/v1/getAllItems', (token) => server.get(`/item/v1/getAllItems?page_size=1&page_token=${encodeURIComponent(token)}`)],
  [
    'POST /item/v1/getItemsByCategory',
    (token) => server.post('/item/v1/getItemsByCategory', { ids: [tree.gifts, tree.vases], page_size: 1, page_token: token }),
  ],
  [
    'POST /item/v1/getProductsByCompanyId',
    (token) => server.post('/item/v1/getProductsByCompanyId', { id: seller.id, page_size: 1, page_token: token }),
  ],
  [
    'GET /auth/v1/getAllMerchants',
    (token) => server.get(`/auth/v1/getAllMerchants?page_size=1&page_token=${encodeURIComponent(token)}`),
  ],
  [
    'GET /auth/v1/getAdminMerchants',
    (token) =>
      server.get(`/auth/v1/getAdminMerchants?page_size=1&page_token=${encodeURIComponent(token)}`, as(admin, HOSTS.admin)),
  ],
];

const firstPageToken = async (list: (token: string) => Promise<JsonResponse>): Promise<string> => {
  const first = await list('');
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body.next_page_token).toEqual(expect.any(String));
  return first.body.next_page_token as string;
};

const forged = (createdKey: string, id = UUID) => encodeKeyset({ createdKey, id });

/** Tokens of the shape encodeKeyset makes whose content PostgreSQL would refuse or that name no position. */
const forgedTokens: Array<[string, string]> = [
  ['an impossible date and time', forged('2024-99-99T99:99:99.000000Z')],
  ['the 30th of February', forged('2024-02-30T10:00:00.000000Z')],
  ['the 31st of April', forged('2025-04-31T10:00:00.000000Z')],
  ['hour 24', forged('2024-01-01T24:00:00.000000Z')],
  ['second 60', forged('2024-01-01T23:59:60.000000Z')],
  ['month 00', forged('2024-00-10T10:00:00.000000Z')],
  ['year 0000 (no such year in PostgreSQL)', forged('0000-01-01T00:00:00.000000Z')],
  ['a real instant and an id that is no uuid', forged('2024-05-01T10:00:00.123456Z', 'not-a-uuid')],
  ['a real instant and a uuid with a NUL', forged('2024-05-01T10:00:00.123456Z', `${UUID.slice(0, 35)}${NUL}`)],
  ['a real instant with a NUL inside', forged(`2024-05-01T10:00:00.12345${NUL}Z`)],
  ['an instant in another notation', forged('2024-05-01 10:00:00.123456+00')],
  ['three values', Buffer.from(JSON.stringify(['2024-05-01T10:00:00.123456Z', UUID, 1])).toString('base64url')],
  ['not base64url at all', '!!!not*base64!!!'],
  ['base64 that is not JSON', 'bm9wZQ'],
  [
    'standard base64 with padding and +/',
    `${Buffer.from(JSON.stringify(['2024-05-01T10:00:00.123456Z', UUID])).toString('base64')}==`,
  ],
];

describe('forged page tokens', () => {
  it.each(keysetLists)('%s pages on with its own token', async (_label, list) => {
    const next = await list(await firstPageToken(list));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.items.length).toBeGreaterThan(0);
  });

  describe.each(keysetLists)('%s', (_label, list) => {
    it.each(forgedTokens)('refuses a token with %s: 400 INVALID_PAGE_TOKEN', async (label, token) => {
      expectRefused(await list(token), 'INVALID_PAGE_TOKEN', label);
    });

    it('refuses a genuine token with one character changed or added', async () => {
      const genuine = await firstPageToken(list);
      expectRefused(await list(`${genuine}*`), 'INVALID_PAGE_TOKEN', 'appended');
      expectRefused(await list(`${genuine.slice(0, -3)}%%%`), 'INVALID_PAGE_TOKEN', 'replaced');
    });
  });
});

describe('seller list offsets', () => {
  const page = (body: object) => server.post('/merchant/v1/getItemListByPage', body, asMerchant(seller));

  it('pages with a genuine offset token', async () => {
    const first = await page({ page_size: 2 });
    expect(first.body).toMatchObject({ total: 3, next_page_token: expect.any(String) });
    const second = await page({ page_size: 2, page_token: first.body.next_page_token });
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(1);
  });

  it.each([
    ['a negative text token', { page_token: '-1' }, 'INVALID_PAGE_TOKEN'],
    ['a fractional text token', { page_token: '1.5' }, 'INVALID_PAGE_TOKEN'],
    ['an exponent text token', { page_token: '1e3' }, 'INVALID_PAGE_TOKEN'],
    ['a huge text token', { page_token: '9'.repeat(150) }, 'INVALID_PAGE_TOKEN'],
    ['a text token over the cap', { page_token: '1000001' }, 'INVALID_PAGE_TOKEN'],
    ['a text token with a NUL', { page_token: `1${NUL}` }, 'INVALID_PAGE_TOKEN'],
    ['a numeric token over the cap', { page_token: 2 ** 40 }, 'INVALID_PAGE_TOKEN'],
    ['a negative numeric token', { page_token: -1 }, 'VALIDATION_FAILED'],
    ['a fractional numeric token', { page_token: 1.5 }, 'VALIDATION_FAILED'],
    ['an unsafe numeric token', { page_token: 1e300 }, 'VALIDATION_FAILED'],
    ['a negative offset', { offset: -1 }, 'VALIDATION_FAILED'],
    ['a fractional offset', { offset: 0.5 }, 'VALIDATION_FAILED'],
    ['a huge offset', { offset: 2 ** 53 }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400', async (label, body, code) => {
    expectRefused(await page(body), code, label);
  });

  it.each(['page=-1', 'page=0', 'page=1.5', 'page=1e400', 'page=99999999999', 'page_size=-5', 'page_size=2.5'])(
    'search refuses %s with 400 VALIDATION_FAILED',
    async (query) => {
      expectRefused(await server.get(`/item/v1/search?q=vaza&${query}`), 'VALIDATION_FAILED', query);
    },
  );
});

/* ---------------------------------------------------------------- NUL characters */

const sellerItemCount = async (): Promise<number> => {
  const answer = await server.post('/merchant/v1/getItemListByPage', {}, asMerchant(seller));
  expect(answer.status).toBe(200);
  return answer.body.total as number;
};

describe('a NUL character in item text', () => {
  const withNul: Array<[string, object, string]> = [
    ['productName', { productName: `Vaza${NUL}` }, 'productName'],
    ['authorName', { authorName: `Usta${NUL}Əli` }, 'authorName'],
    ['productInfo', { productInfo: `<p>Gil${NUL}</p>` }, 'productInfo'],
    ['an attribute key', { attributes: [{ key: `Rəng${NUL}`, values: ['göy'] }] }, 'attributes.0.key'],
    ['an attribute value', { attributes: [{ key: 'Rəng', values: ['göy', `a${NUL}ğ`] }] }, 'attributes.0.values.1'],
    ['a pocket type name', { pocketTypes: [{ id: 1, name: `Standart${NUL}`, active: true }] }, 'pocketTypes.0.name'],
    ['the cover image address', { coverImage: `/media/covers/v${NUL}.webp` }, 'coverImage'],
    ['a media address', { media: [`/media/images/v${NUL}.webp`] }, 'media.0'],
  ];

  it.each(withNul)('addNewItem refuses %s with a NUL: 400 naming the field, nothing stored', async (_label, overrides, field) => {
    const before = await sellerItemCount();
    expectNulRefused(await server.post('/item/v1/addNewItem', itemForm(tree.vases, overrides), asMerchant(seller)), field);
    expect(await sellerItemCount()).toBe(before);
  });

  it.each(withNul)(
    'updateItem refuses %s with a NUL: 400 naming the field, the item unchanged',
    async (_label, overrides, field) => {
      const before = (await server.post('/item/v1/getItemsById', { id: itemId }, as(seller))).body;
      const answer = await server.post(
        '/item/v1/updateItem',
        { ...itemForm(tree.vases, overrides), id: itemId },
        asMerchant(seller),
      );
      expectNulRefused(answer, field);
      const after = (await server.post('/item/v1/getItemsById', { id: itemId }, as(seller))).body;
      expect(after).toEqual(before);
    },
  );

  it('updateItem refuses an id with a NUL', async () => {
    const answer = await server.post(
      '/item/v1/updateItem',
      { ...itemForm(tree.vases), id: `${itemId.slice(0, 35)}${NUL}` },
      asMerchant(seller),
    );
    expectNulRefused(answer, 'id');
  });
});

describe('a NUL character in catalogue reads', () => {
  it('search refuses q with a NUL: 400 naming q', async () => {
    expectNulRefused(await server.get('/item/v1/search?q=va%00za'), 'q');
    expectNulRefused(await server.get('/item/v1/search?q=%00%00'), 'q');
  });

  it('getItemsById and registerView refuse a view_id with a NUL, and count no view', async () => {
    const viewCount = async () => (await server.post('/item/v1/getItemsById', { id: itemId })).body.viewCount as number;
    const before = await viewCount();
    expectNulRefused(await server.post('/item/v1/getItemsById', { id: itemId, view_id: `view-id-${NUL}-1` }), 'view_id');
    expectNulRefused(await server.post('/item/v1/registerView', { id: itemId, view_id: `view-id-${NUL}-2` }), 'view_id');
    expect(await viewCount()).toBe(before);
  });

  it('item, store and list look-ups refuse an id or name with a NUL', async () => {
    expectNulRefused(await server.post('/item/v1/getItemsById', { id: `${itemId}${NUL}` }), 'id');
    expectNulRefused(await server.post('/item/v1/getSimilarItemList', { id: `${itemId}${NUL}` }), 'id');
    expectNulRefused(await server.post('/item/v1/getProductsByCompanyId', { id: `${seller.id}${NUL}` }), 'id');
    expectNulRefused(await server.get(`/company/v1/getCompany?id=${encodeURIComponent(seller.id)}%00`), 'id');
    expectNulRefused(await server.get('/company/v1/getCompanyIdByName?name=%C5%9E%C9%99ki%00'), 'name');
    expectNulRefused(
      await server.post('/merchant/v1/getItemListByPage', { ids: [`${itemId}${NUL}`] }, asMerchant(seller)),
      'ids.0',
    );
  });
});

describe('a NUL character in admin calls', () => {
  it('store status, category permissions and category moves refuse an id with a NUL, and change nothing', async () => {
    const before = (await server.get('/auth/v1/getAdminMerchants?page_size=200', as(admin, HOSTS.admin))).body;
    const asAdmin = as(admin, HOSTS.admin);
    expectNulRefused(
      await server.post('/company/v1/updateCompanyStatus', { id: `${seller.id}${NUL}`, status: 'INACTIVE' }, asAdmin),
      'id',
    );
    expectNulRefused(
      await server.post(
        '/item/v1/setModifiedCategoryPermissions',
        { changes: { partnerId: `${seller.id}${NUL}`, finalCategoryList: [tree.vases] } },
        asAdmin,
      ),
      'changes.partnerId',
    );
    const moves = await server.post(
      '/item/v1/setModifiedCategories',
      { modifiedProducts: { [`${itemId}${NUL}`]: { newCategory: tree.pendants } } },
      asAdmin,
    );
    expectRefused(moves, 'VALIDATION_FAILED', 'category moves');
    expect(moves.body.error.fields).toEqual({ [`modifiedProducts.${itemId}${NUL}`]: expect.stringMatching(/U\+0000/) });
    expect((await server.get('/auth/v1/getAdminMerchants?page_size=200', as(admin, HOSTS.admin))).body).toEqual(before);
  });
});

describe('a NUL character in the cart', () => {
  const count = async () => (await server.get('/cart/v1/getCartCount', as(buyer))).body.count as number;

  it.each([
    ['the item id', { itemId: `${itemId}${NUL}` }, 'itemId'],
    ['an attribute value', { attributes: { Rəng: `gö${NUL}y` } }, 'attributes.Rəng'],
  ])('addToCart refuses %s with a NUL: 400 naming the field, the cart unchanged', async (_label, overrides, field) => {
    const before = await count();
    expectNulRefused(await server.post('/cart/v1/addToCart', { itemId, ...overrides }, as(buyer)), field);
    expect(await count()).toBe(before);
  });

  it('addToCart refuses an attribute name with a NUL: 400 VALIDATION_FAILED, the cart unchanged', async () => {
    const before = await count();
    const answer = await server.post('/cart/v1/addToCart', { itemId, attributes: { [`Rəng${NUL}`]: 'göy' } }, as(buyer));
    expectRefused(answer, 'VALIDATION_FAILED', 'attribute name');
    expect(answer.body.error.fields).toEqual({ [`attributes.Rəng${NUL}`]: expect.stringMatching(/U\+0000/) });
    expect(await count()).toBe(before);
  });

  it('updateQuantity and removeFromCart refuse a line id with a NUL', async () => {
    expectNulRefused(await server.post('/cart/v1/updateQuantity', { lineId: `${UUID}${NUL}`, quantity: 2 }, as(buyer)), 'lineId');
    expectNulRefused(await server.post('/cart/v1/removeFromCart', { lineId: `${UUID}${NUL}` }, as(buyer)), 'lineId');
  });
});

describe('a NUL character in account and store fields', () => {
  const profileOf = async (who: SignedIn, host: string) => {
    const answer = await server.get('/auth/v1/getClientInfo', as(who, host));
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it.each([
    ['companyName', { companyName: `Şəki${NUL}Ustaları` }],
    ['socialMediaAccount', { socialMediaAccount: `@usta${NUL}` }],
    ['name', { name: `Ay${NUL}sel` }],
    ['lastname', { lastname: `Əliyeva${NUL}` }],
    ['profileImage', { profileImage: `/media/covers/p${NUL}.webp` }],
    ['backgroundImage', { backgroundImage: `/media/covers/b${NUL}.webp` }],
  ])('the store profile refuses %s with a NUL: 400 naming the field, the profile unchanged', async (field, editedValues) => {
    const before = await profileOf(seller, HOSTS.merchant);
    const answer = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { ...editedValues, dob: '1990-04-12' } },
      asMerchant(seller),
    );
    expectNulRefused(answer, `editedValues.${field}`);
    expect(await profileOf(seller, HOSTS.merchant)).toEqual(before);
  });

  it('a buyer profile update with a NUL is refused and changes nothing', async () => {
    const before = await profileOf(buyer, HOSTS.shopper);
    const answer = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { name: 'Aysel', lastname: `X${NUL}` } },
      as(buyer),
    );
    expectNulRefused(answer, 'editedValues.lastname');
    expect(await profileOf(buyer, HOSTS.shopper)).toEqual(before);
  });

  it.each([
    ['register', '/auth/v1/register', { identifier: `yeni${NUL}@example.az`, type: 1 }],
    ['register (phone)', '/auth/v1/register', { identifier: `+99450${NUL}1234567`, type: 1 }],
    ['login', '/auth/v1/login', { identifier: `usta${NUL}@example.az`, password: 'correct horse battery' }],
    ['resetAccountPassword', '/auth/v1/resetAccountPassword', { identifier: `usta@example.az${NUL}` }],
  ])('%s refuses an identifier with a NUL: 400 naming it, no code sent', async (_label, path, body) => {
    const sent = server.sent.length;
    expectNulRefused(await server.post(path, body), 'identifier');
    expect(server.sent.length).toBe(sent);
  });

  it('register refuses a one-time-code id with a NUL', async () => {
    const answer = await server.post('/auth/v1/register', {
      identifier: 'yeni@example.az',
      type: 1,
      otp_id: `id${NUL}`,
      otp: '123456',
    });
    expectNulRefused(answer, 'otp_id');
  });
});
