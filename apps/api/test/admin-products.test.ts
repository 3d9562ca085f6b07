import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DELETED_ITEM_RETENTION_DAYS } from '@marketplace/contract';
import { rows } from '../src/db/rows.ts';
import { purgeDeletedItems } from '../src/modules/items/service-admin.ts';
import { scheduleDeletedItemsPurge } from '../src/modules/items/module.ts';
import { setSellerCategories } from '../src/modules/sellers/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The admin's Products Management (issue 16): every store's products newest first with filters and
 * numbered pages, hide/show, delete (soft, restorable) and restore of several at once, the admin's
 * edit through updateItem, and the purge of products deleted long ago.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let sheki: SignedIn;
let baku: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
const made: Record<string, string> = {};

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const asMerchant = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const list = (body: object = {}) => server.post(API_PATHS.item.getAdminItems, body, asAdmin());
const namesOf = (answer: { body: { items: Array<{ productName: string }> } }) =>
  answer.body.items.map((item) => item.productName);
const day = 24 * 60 * 60 * 1000;

async function add(who: SignedIn, category: number, productName: string, authorName = 'Usta Əli') {
  const answer = await server.post(API_PATHS.item.addNewItem, itemForm(category, { productName, authorName }), asMerchant(who));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  made[productName] = answer.body.id;
  return answer.body.id as string;
}

/** The audit log's actions on a product, oldest first, with the admin who did them. */
async function auditOf(id: string) {
  return rows<{ action: string; admin_id: string; details: Record<string, unknown> }>(
    server.database.db,
    sql`SELECT action, admin_id, details FROM admin_actions WHERE target_kind = 'item' AND target_id = ${id} ORDER BY created_at, id`,
  );
}

/** What a guest sees of a product: its page, and whether the newest-first list holds it. */
async function shopperSees(id: string) {
  const page = await server.post(API_PATHS.item.getItemsById, { id });
  const all = await server.get(`${API_PATHS.item.getAllItems}?page_size=100`);
  return { page: page.body !== null, listed: all.body.items.some((item: { id: string }) => item.id === id) };
}

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  sheki = await signUpMerchant(server, 'seki@example.az', 'Şəki Ustaları');
  baku = await signUpMerchant(server, 'baki@example.az', 'Bakı Sənət');
  // Oldest first; created dates a minute apart so newest first is certain.
  const names: Array<[SignedIn, number, string, string?]> = [
    [sheki, tree.vases, 'Göy vaza'],
    [sheki, tree.pendants, 'Gümüş kulon', 'Zərgər Səbinə'],
    [baku, tree.portraits, 'Yağlı boya portret'],
    [baku, tree.vases, 'Ağ kasa'],
    [sheki, tree.vases, 'Qırmızı vaza'],
  ];
  for (const [index, [who, category, name, author]] of names.entries()) {
    const id = await add(who, category, name, author);
    await setItem(server.database.db, id, { createdAt: new Date(Date.now() - (names.length - index) * 60_000) });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('only admins', () => {
  const calls: Array<[string, object]> = [
    [API_PATHS.item.getAdminItems, {}],
    [API_PATHS.item.setAdminItemsStatus, { ids: ['00000000-0000-4000-8000-000000000000'], status: 'HIDDEN' }],
    [API_PATHS.item.deleteAdminItems, { ids: ['00000000-0000-4000-8000-000000000000'] }],
    [API_PATHS.item.restoreAdminItems, { ids: ['00000000-0000-4000-8000-000000000000'] }],
  ];

  it.each(calls)('%s refuses guests (401), buyers and sellers (403), and answers an admin', async (path, body) => {
    expect((await server.post(path, body, { host: HOSTS.admin })).status).toBe(401);
    const asBuyer = await server.post(path, body, { token: buyer.token, host: HOSTS.admin });
    expect([asBuyer.status, asBuyer.body.error.code]).toEqual([403, 'FORBIDDEN']);
    const asSeller = await server.post(path, body, { token: sheki.token, host: HOSTS.admin });
    expect([asSeller.status, asSeller.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await server.post(path, body, asAdmin())).status).not.toBe(403);
  });

  it('a guest hears 401 before anything about the body; an admin hears which field is unknown', async () => {
    expect((await server.post(API_PATHS.item.getAdminItems, { bogus: 1 }, { host: HOSTS.admin })).status).toBe(401);
    const refused = await list({ bogus: 1 });
    expect([refused.status, refused.body.error.code, Object.keys(refused.body.error.fields)]).toEqual([
      400,
      'UNKNOWN_FIELD',
      ['bogus'],
    ]);
  });
});

describe('getAdminItems', () => {
  it('every store’s products newest first, by numbered pages, with the total', async () => {
    const first = await list({ page_size: 2 });
    expect(first.status).toBe(200);
    expect([namesOf(first), first.body.total, first.body.page]).toEqual([['Qırmızı vaza', 'Ağ kasa'], 5, 1]);
    expect(first.body.items[0]).toMatchObject({ deletedDate: null, clientInfo: { companyName: 'Şəki Ustaları' }, viewCount: 0 });
    const third = await list({ page_size: 2, page: 3 });
    expect([namesOf(third), third.body.total]).toEqual([['Göy vaza'], 5]);
    expect(namesOf(await list({ page_size: 2, page: 4 }))).toEqual([]);
  });

  it('filters by store, by category with its subcategories, by text (folded) or id, and together', async () => {
    const ofBaku = await list({ store: baku.id });
    expect([namesOf(ofBaku), ofBaku.body.total]).toEqual([['Ağ kasa', 'Yağlı boya portret'], 2]);
    const gifts = await list({ category: tree.gifts });
    expect([namesOf(gifts), gifts.body.total]).toEqual([['Qırmızı vaza', 'Ağ kasa', 'Gümüş kulon', 'Göy vaza'], 4]);
    expect(namesOf(await list({ category: tree.pendants }))).toEqual(['Gümüş kulon']);
    expect(namesOf(await list({ q: 'VAZA' }))).toEqual(['Qırmızı vaza', 'Göy vaza']);
    expect(namesOf(await list({ q: 'zerger sebine' }))).toEqual(['Gümüş kulon']);
    expect(namesOf(await list({ q: made['Ağ kasa'] }))).toEqual(['Ağ kasa']);
    const together = await list({ store: sheki.id, category: tree.vases, q: 'qırmızı' });
    expect([namesOf(together), together.body.total]).toEqual([['Qırmızı vaza'], 1]);
    expect((await list({ q: '100%' })).body).toEqual({ items: [], page: 1, total: 0 });
    expect((await list({ store: 'not-a-store' })).body.total).toBe(0);
    expect((await list({ category: 999_999 })).body.total).toBe(0);
  });
});

describe('hide, show, delete and restore several at once', () => {
  it('hides and shows several: the shopper site follows, the status filter too', async () => {
    const ids = [made['Göy vaza']!, made['Ağ kasa']!];
    const hidden = await server.post(API_PATHS.item.setAdminItemsStatus, { ids, status: 'HIDDEN' }, asAdmin());
    expect([hidden.status, hidden.body]).toEqual([200, { updated: 2 }]);
    expect(await shopperSees(made['Ağ kasa']!)).toEqual({ page: false, listed: false });
    expect(namesOf(await list({ status: 'HIDDEN' }))).toEqual(['Ağ kasa', 'Göy vaza']);
    // Totals from the counters less the hidden ones: every store, one store, one category subtree.
    expect((await list({ status: 'ACTIVE' })).body.total).toBe(3);
    expect((await list({ status: 'ACTIVE', store: baku.id })).body.total).toBe(1);
    expect((await list({ status: 'ACTIVE', category: tree.gifts })).body.total).toBe(2);
    expect((await list({ category: tree.vases })).body.total).toBe(3);
    const again = await server.post(API_PATHS.item.setAdminItemsStatus, { ids, status: 'HIDDEN' }, asAdmin());
    expect(again.body).toEqual({ updated: 0 });
    const shown = await server.post(API_PATHS.item.setAdminItemsStatus, { ids, status: 'ACTIVE' }, asAdmin());
    expect(shown.body).toEqual({ updated: 2 });
    expect(await shopperSees(made['Ağ kasa']!)).toEqual({ page: true, listed: true });
    // Each change in the audit log, by this admin; the call that changed nothing left no entry.
    expect(await auditOf(made['Ağ kasa']!)).toEqual([
      { action: 'ITEM_STATUS', admin_id: admin.id, details: { status: 'HIDDEN' } },
      { action: 'ITEM_STATUS', admin_id: admin.id, details: { status: 'ACTIVE' } },
    ]);
  });

  it('deletes softly: gone from the shopper site and the seller’s panel, listed under DELETED, restored as it was', async () => {
    const id = made['Qırmızı vaza']!;
    await server.post(API_PATHS.item.setAdminItemsStatus, { ids: [made['Gümüş kulon']!], status: 'HIDDEN' }, asAdmin());
    const deleted = await server.post(API_PATHS.item.deleteAdminItems, { ids: [id, made['Gümüş kulon']!] }, asAdmin());
    expect([deleted.status, deleted.body]).toEqual([200, { updated: 2 }]);

    expect(await shopperSees(id)).toEqual({ page: false, listed: false });
    const search = await server.get(`${API_PATHS.item.search}?q=${encodeURIComponent('qırmızı vaza')}`);
    expect(search.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const own = await server.post(API_PATHS.merchant.getItemListByPage, {}, asMerchant(sheki));
    expect([own.body.items.map((item: { productName: string }) => item.productName), own.body.total]).toEqual([['Göy vaza'], 1]);
    const ownView = await server.post(API_PATHS.item.getItemsById, { id }, asMerchant(sheki));
    expect(ownView.body).toBeNull();
    const sellerSave = await server.post(API_PATHS.item.updateItem, { ...itemForm(tree.vases), id }, asMerchant(sheki));
    expect([sellerSave.status, sellerSave.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    const sellerShow = await server.post(API_PATHS.merchant.setItemsStatus, { ids: [id], status: 'ACTIVE' }, asMerchant(sheki));
    expect([sellerShow.status, sellerShow.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);

    expect(namesOf(await list())).not.toContain('Qırmızı vaza');
    const trash = await list({ status: 'DELETED' });
    expect([namesOf(trash), trash.body.total]).toEqual([['Qırmızı vaza', 'Gümüş kulon'], 2]);
    expect(Date.parse(trash.body.items[0].deletedDate)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list({ status: 'DELETED', category: tree.pendants })).body.total).toBe(1);

    const restored = await server.post(API_PATHS.item.restoreAdminItems, { ids: [id, made['Gümüş kulon']!] }, asAdmin());
    expect(restored.body).toEqual({ updated: 2 });
    expect(await shopperSees(id)).toEqual({ page: true, listed: true });
    // Restored as it was: the hidden one stays hidden.
    expect(namesOf(await list({ status: 'HIDDEN' }))).toEqual(['Gümüş kulon']);
    const ownAgain = await server.post(API_PATHS.merchant.getItemListByPage, {}, asMerchant(sheki));
    expect(ownAgain.body.total).toBe(3);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['ITEM_DELETED', 'ITEM_RESTORED']);
    await server.post(API_PATHS.item.setAdminItemsStatus, { ids: [made['Gümüş kulon']!], status: 'ACTIVE' }, asAdmin());
  });

  it('all or nothing: one unknown id and nothing changes (404 ITEM_NOT_FOUND)', async () => {
    const known = made['Göy vaza']!;
    const audited = await auditOf(known);
    for (const [path, body] of [
      [API_PATHS.item.deleteAdminItems, { ids: [known, '00000000-0000-4000-8000-000000000000'] }],
      [API_PATHS.item.setAdminItemsStatus, { ids: [known, 'not-an-id'], status: 'HIDDEN' }],
    ] as const) {
      const refused = await server.post(path, body, asAdmin());
      expect([refused.status, refused.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
    }
    expect(await shopperSees(known)).toEqual({ page: true, listed: true });
    expect(await auditOf(known)).toEqual(audited);
    const tooMany = await server.post(
      API_PATHS.item.deleteAdminItems,
      { ids: Array.from({ length: 101 }, () => known) },
      asAdmin(),
    );
    expect(tooMany.status).toBe(400);
  });

  it('the purge removes products deleted more than the retention ago, and only those', async () => {
    const id = await add(baku, tree.vases, 'Köhnə vaza');
    await server.post(API_PATHS.item.deleteAdminItems, { ids: [id] }, asAdmin());
    const db = server.database.db;
    expect(await purgeDeletedItems(db, new Date(Date.now() + (DELETED_ITEM_RETENTION_DAYS - 1) * day))).toBe(0);
    expect(await purgeDeletedItems(db, new Date(Date.now() + (DELETED_ITEM_RETENTION_DAYS + 1) * day))).toBe(1);
    const [left] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items WHERE id = ${id}::uuid`);
    expect(left!.n).toBe(0);
    const restore = await server.post(API_PATHS.item.restoreAdminItems, { ids: [id] }, asAdmin());
    expect(restore.status).toBe(404);
  });

  it('the purge is a job on the queue, every hour', async () => {
    const id = await add(baku, tree.vases, 'Çoxdan silinmiş vaza');
    await server.post(API_PATHS.item.deleteAdminItems, { ids: [id] }, asAdmin());
    const jobs: Array<{ name: string; cron: string; run: () => Promise<void> }> = [];
    const app = {
      jobs: { every: (name: string, cron: string, run: () => Promise<void>) => jobs.push({ name, cron, run }) },
      log: { info: () => undefined },
    };
    scheduleDeletedItemsPurge(
      app as never,
      server.database.db,
      () => new Date(Date.now() + (DELETED_ITEM_RETENTION_DAYS + 1) * day),
    );
    expect(jobs.map((job) => job.cron)).toEqual(['15 * * * *']);
    await jobs[0]!.run();
    expect((await server.post(API_PATHS.item.restoreAdminItems, { ids: [id] }, asAdmin())).status).toBe(404);
  });
});

describe('the admin edits any product through updateItem', () => {
  it('saves another store’s product, even in a category the store may not use; the cached lists follow at once', async () => {
    const id = made['Ağ kasa']!;
    await setSellerCategories(server.database.db, baku.id, [tree.portraits]);
    // The home block is cached: read it once so a stale copy would show.
    expect((await server.get(`${API_PATHS.item.getTopItems}?top=20`)).body.map((item: { id: string }) => item.id)).toContain(id);
    const saved = await server.post(
      API_PATHS.item.updateItem,
      { ...itemForm(tree.pendants, { productName: 'Ağ kasa (admin)' }), id },
      asAdmin(),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      id,
      productName: 'Ağ kasa (admin)',
      selectedCategory: tree.pendants,
      merchantId: baku.id,
    });
    expect((await auditOf(id)).at(-1)).toEqual({ action: 'ITEM_UPDATED', admin_id: admin.id, details: { merchantId: baku.id } });
    const top = await server.get(`${API_PATHS.item.getTopItems}?top=20`);
    expect(top.body.find((item: { id: string }) => item.id === id)?.productName).toBe('Ağ kasa (admin)');
    const notLeaf = await server.post(API_PATHS.item.updateItem, { ...itemForm(tree.gifts), id }, asAdmin());
    expect([notLeaf.status, notLeaf.body.error.code]).toEqual([400, 'CATEGORY_NOT_LEAF']);
  });

  it('a seller still edits only its own products; a buyer none', async () => {
    const id = made['Ağ kasa']!;
    const rival = await server.post(API_PATHS.item.updateItem, { ...itemForm(tree.vases), id }, asMerchant(sheki));
    expect([rival.status, rival.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
    const asBuyer = await server.post(API_PATHS.item.updateItem, { ...itemForm(tree.vases), id }, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect((await server.post(API_PATHS.item.updateItem, { ...itemForm(tree.vases), id })).status).toBe(401);
  });
});
