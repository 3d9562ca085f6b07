import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, PARTNER_DETAIL_ITEMS_PER_CATEGORY } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The admin's Partners section (issue 16): the store list searched, filtered by status and paged by
 * number; one store's details with its products by category; the premium mark; category permissions
 * that the seller's next product save obeys. Every route refuses guests, buyers and sellers.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let sheki: SignedIn;
let baku: SignedIn;
let ganja: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const asMerchant = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const listAsAdmin = (query = '') => server.get(`${API_PATHS.auth.getAdminMerchants}${query}`, asAdmin());
const idsOf = (answer: { body: { items: Array<{ id: string }> } }) => answer.body.items.map((store) => store.id);

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  // Signed up one after another: the list is newest first.
  sheki = await signUpMerchant(server, 'seki@example.az', 'Şəki Kəlağayı Evi');
  baku = await signUpMerchant(server, 'baki@example.az', 'Bakı Mis');
  ganja = await signUpMerchant(server, 'gence@example.az', 'Gəncə Keramika');
});
afterAll(() => server.close());

describe('every admin route of the section refuses guests, buyers and sellers', () => {
  const routes: Array<[string, (options: RequestOptions) => ReturnType<AuthTestServer['get']>]> = [
    [
      'GET getAdminMerchants',
      (options) => server.get(`${API_PATHS.auth.getAdminMerchants}?q=seki&status=ACTIVE&page=1`, options),
    ],
    ['GET getAdminPartner', (options) => server.get(`${API_PATHS.company.getAdminPartner}?id=${sheki.id}`, options)],
    [
      'POST updateCompanyPremium',
      (options) => server.post(API_PATHS.company.updateCompanyPremium, { id: sheki.id, premium: true }, options),
    ],
    [
      'POST updateCompanyStatus',
      (options) => server.post(API_PATHS.company.updateCompanyStatus, { id: sheki.id, status: 'INACTIVE' }, options),
    ],
    [
      'POST setModifiedCategoryPermissions',
      (options) =>
        server.post(
          API_PATHS.item.setModifiedCategoryPermissions,
          { changes: { partnerId: sheki.id, addedCategories: [], removedCategories: [tree.vases], finalCategoryList: [] } },
          options,
        ),
    ],
  ];
  const callers: Array<[string, () => RequestOptions, number]> = [
    ['a guest', () => ({ host: HOSTS.admin }), 401],
    ['a buyer', () => ({ token: buyer.token }), 403],
    ['a seller on the admin host', () => ({ token: sheki.token, host: HOSTS.admin }), 403],
    ['the seller itself on its own host', () => asMerchant(sheki), 403],
  ];

  it.each(
    routes.flatMap(([route, call]) => callers.map(([who, options, status]) => [route, who, call, options, status] as const)),
  )('%s refuses %s', async (_route, _who, call, options, status) => {
    expect((await call(options())).status).toBe(status);
  });

  it('and the refused calls changed nothing', async () => {
    const store = (await server.get(`${API_PATHS.company.getAdminPartner}?id=${sheki.id}`, asAdmin())).body;
    // A new store may use every category: said as a flag, not as every id of the catalogue.
    expect(store).toMatchObject({ status: 'ACTIVE', premium: false, allCategories: true, categories: [] });
  });
});

describe('GET getAdminMerchants: search, status filter, numbered pages', () => {
  it('finds stores by folded name, by e-mail and by the start of the id', async () => {
    expect(idsOf(await listAsAdmin('?q=SEKI'))).toEqual([sheki.id]);
    expect(idsOf(await listAsAdmin(`?q=${encodeURIComponent('gəncə')}`))).toEqual([ganja.id]);
    expect(idsOf(await listAsAdmin('?q=baki@example'))).toEqual([baku.id]);
    expect(idsOf(await listAsAdmin(`?q=${baku.id.slice(0, 8)}`))).toEqual([baku.id]);
    const none = await listAsAdmin('?q=%25');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('keeps one status, and counts what it keeps', async () => {
    expect(
      (await server.post(API_PATHS.company.updateCompanyStatus, { id: baku.id, status: 'INACTIVE' }, asAdmin())).status,
    ).toBe(200);
    const inactive = await listAsAdmin('?status=INACTIVE');
    expect(idsOf(inactive)).toEqual([baku.id]);
    expect(inactive.body.total).toBe(1);
    const active = await listAsAdmin('?status=ACTIVE');
    expect(idsOf(active)).toEqual([ganja.id, sheki.id]);
    expect(active.body.items[0]).toMatchObject({ status: 'ACTIVE', premium: false, email: 'gence@example.az' });
    expect((await server.post(API_PATHS.company.updateCompanyStatus, { id: baku.id, status: 'ACTIVE' }, asAdmin())).status).toBe(
      200,
    );
  });

  it('answers any numbered page with the total, newest first', async () => {
    const second = await listAsAdmin('?page_size=1&page=2');
    expect(second.status).toBe(200);
    expect(idsOf(second)).toEqual([baku.id]);
    expect(second.body.total).toBe(3);
    expect(idsOf(await listAsAdmin('?page_size=2&page=2'))).toEqual([sheki.id]);
    expect(idsOf(await listAsAdmin('?page_size=2&page=9'))).toEqual([]);
  });

  it.each(['page=0', 'page=abc', 'status=BLOCKED', `q=${'x'.repeat(101)}`])('refuses %s with a 400', async (query) => {
    expect((await listAsAdmin(`?${query}`)).status).toBe(400);
  });
});

describe('GET getAdminPartner: the details', () => {
  it('shows the store with its products grouped by category, hidden ones included, the newest few by name', async () => {
    const db = server.database.db;
    const vases: string[] = [];
    for (let n = 0; n < PARTNER_DETAIL_ITEMS_PER_CATEGORY + 2; n += 1) {
      vases.push(
        await insertItem(db, {
          merchantId: ganja.id,
          categoryId: tree.vases,
          productName: `Vaza ${n}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
        }),
      );
    }
    const pendant = await insertItem(db, {
      merchantId: ganja.id,
      categoryId: tree.pendants,
      productName: 'Gil kulon',
      status: 'HIDDEN',
    });
    await insertItem(db, { merchantId: sheki.id, categoryId: tree.pendants, productName: 'Başqasının kulonu' });

    const answer = await server.get(`${API_PATHS.company.getAdminPartner}?id=${ganja.id}`, asAdmin());
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({ id: ganja.id, companyName: 'Gəncə Keramika', itemCount: vases.length + 1 });
    expect(answer.body.productGroups).toEqual([
      {
        categoryId: tree.vases,
        count: vases.length,
        items: vases
          .slice(-PARTNER_DETAIL_ITEMS_PER_CATEGORY)
          .reverse()
          .map((id) => expect.objectContaining({ id, status: 'ACTIVE' })),
      },
      {
        categoryId: tree.pendants,
        count: 1,
        items: [expect.objectContaining({ id: pendant, productName: 'Gil kulon', status: 'HIDDEN' })],
      },
    ]);
    await setItem(db, pendant, { deletedAt: new Date() });
    const after = await server.get(`${API_PATHS.company.getAdminPartner}?id=${ganja.id}`, asAdmin());
    expect(after.body.productGroups.map((group: { categoryId: number }) => group.categoryId)).toEqual([tree.vases]);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', 'BUYER'])('answers 404 UNKNOWN_PARTNER for %s', async (id) => {
    const answer = await server.get(`${API_PATHS.company.getAdminPartner}?id=${id === 'BUYER' ? buyer.id : id}`, asAdmin());
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('UNKNOWN_PARTNER');
  });
});

describe('POST updateCompanyPremium', () => {
  it("marks a store premium: the seller's dashboard profile, the store header and the admin list show it", async () => {
    const done = await server.post(API_PATHS.company.updateCompanyPremium, { id: sheki.id, premium: true }, asAdmin());
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: sheki.id, premium: true });
    expect((await server.get(API_PATHS.auth.getClientInfo, asMerchant(sheki))).body.premium).toBe(true);
    expect((await server.get(`${API_PATHS.company.getCompany}?id=${sheki.id}`)).body.premium).toBe(true);
    expect((await listAsAdmin('?q=seki')).body.items[0].premium).toBe(true);

    expect((await server.post(API_PATHS.company.updateCompanyPremium, { id: sheki.id, premium: false }, asAdmin())).status).toBe(
      200,
    );
    expect((await server.get(API_PATHS.auth.getClientInfo, asMerchant(sheki))).body.premium).toBe(false);

    // Both changes are in the audit log: who, what and on which store.
    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=COMPANY_PREMIUM&target_id=${sheki.id}`, asAdmin());
    expect(log.status).toBe(200);
    const entries = log.body.items as Array<{
      admin: { id: string };
      target: { kind: string; id: string; name: string | null };
      details: { premium: boolean };
    }>;
    expect(entries.map((entry) => [entry.admin.id, entry.target, entry.details.premium])).toEqual([
      [admin.id, { kind: 'company', id: sheki.id, name: 'Şəki Kəlağayı Evi' }, false],
      [admin.id, { kind: 'company', id: sheki.id, name: 'Şəki Kəlağayı Evi' }, true],
    ]);
  });

  it.each([
    [{ id: 'BUYER', premium: true }, 404, 'UNKNOWN_PARTNER'],
    [{ id: 'not-a-uuid', premium: true }, 404, 'UNKNOWN_PARTNER'],
    [{ id: 'SHEKI', premium: 'yes' }, 400, 'VALIDATION_FAILED'],
    [{ id: 'SHEKI' }, 400, 'VALIDATION_FAILED'],
    [{ id: 'SHEKI', premium: true, vip: true }, 400, 'UNKNOWN_FIELD'],
  ])('answers %j with %i %s and changes nothing, recording nothing', async (body, status, code) => {
    const id = body.id === 'BUYER' ? buyer.id : body.id === 'SHEKI' ? sheki.id : body.id;
    const answer = await server.post(API_PATHS.company.updateCompanyPremium, { ...body, id }, asAdmin());
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect((await server.get(API_PATHS.auth.getClientInfo, asMerchant(sheki))).body.premium).toBe(false);
    expect((await server.get(`${API_PATHS.admin.getAuditLog}?action=COMPANY_PREMIUM`, asAdmin())).body.total).toBe(2);
  });
});

describe('category permissions take effect on the seller’s next product save', () => {
  // A store of its own: the status test above ended Bakı Mis's sessions.
  let lankaran: SignedIn;
  beforeAll(async () => {
    lankaran = await signUpMerchant(server, 'lenkeran@example.az', 'Lənkəran Toxuculuq');
  });

  it('a removed category leaves the product form and a save into it is refused; the others still work', async () => {
    const permitted = async () =>
      (await server.get(`${API_PATHS.merchant.getPermittedCategories}?lng=az`, asMerchant(lankaran))).body.categories.map(
        (category: { id: number }) => category.id,
      );
    expect(await permitted()).toEqual([tree.vases, tree.pendants, tree.portraits]);
    const saved = await server.post(
      API_PATHS.item.addNewItem,
      itemForm(tree.vases, { productName: 'Mis vaza' }),
      asMerchant(lankaran),
    );
    expect(saved.status).toBe(200);

    const changes = {
      partnerId: lankaran.id,
      addedCategories: [],
      removedCategories: [tree.gifts, tree.vases],
      finalCategoryList: [tree.pendants, tree.services, tree.portraits],
    };
    const restricted = await server.post(API_PATHS.item.setModifiedCategoryPermissions, { changes }, asAdmin());
    expect(restricted.status).toBe(200);
    expect(restricted.body).toMatchObject({
      partnerId: lankaran.id,
      allCategories: false,
      categories: [tree.pendants, tree.services, tree.portraits].sort((a, b) => a - b),
    });

    expect(await permitted()).toEqual([tree.pendants, tree.portraits]);
    const refusedNew = await server.post(
      API_PATHS.item.addNewItem,
      itemForm(tree.vases, { productName: 'Yeni mis vaza' }),
      asMerchant(lankaran),
    );
    expect(refusedNew.status).toBe(403);
    expect(refusedNew.body.error.code).toBe('CATEGORY_NOT_PERMITTED');
    const allowed = await server.post(
      API_PATHS.item.addNewItem,
      itemForm(tree.pendants, { productName: 'Mis kulon' }),
      asMerchant(lankaran),
    );
    expect(allowed.status).toBe(200);
    const movedIn = await server.post(
      API_PATHS.item.updateItem,
      { ...itemForm(tree.vases), id: allowed.body.id },
      asMerchant(lankaran),
    );
    expect(movedIn.status).toBe(403);
    expect(movedIn.body.error.code).toBe('CATEGORY_NOT_PERMITTED');
    // A product put there while it was permitted may still be edited where it is.
    const kept = await server.post(
      API_PATHS.item.updateItem,
      { ...itemForm(tree.vases), id: saved.body.id, productName: 'Dəyişmiş' },
      asMerchant(lankaran),
    );
    expect(kept.status).toBe(200);

    const details = await server.get(`${API_PATHS.company.getAdminPartner}?id=${lankaran.id}`, asAdmin());
    expect(details.body.categories).toEqual([tree.pendants, tree.services, tree.portraits].sort((a, b) => a - b).map(String));
    expect(details.body.allCategories).toBe(false);
  });

  it('refuses an unknown category or partner and an unknown field, and keeps the permissions', async () => {
    const send = (changes: object) => server.post(API_PATHS.item.setModifiedCategoryPermissions, { changes }, asAdmin());
    expect((await send({ partnerId: lankaran.id, finalCategoryList: [999_999] })).body.error.code).toBe('UNKNOWN_CATEGORY');
    expect((await send({ partnerId: buyer.id, finalCategoryList: [] })).body.error.code).toBe('UNKNOWN_PARTNER');
    const extra = await send({ partnerId: lankaran.id, finalCategoryList: [], everything: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.code).toBe('UNKNOWN_FIELD');
    const details = await server.get(`${API_PATHS.company.getAdminPartner}?id=${lankaran.id}`, asAdmin());
    expect(details.body.categories).toHaveLength(3);
  });
});
