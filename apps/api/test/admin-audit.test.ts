import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTION, API_PATHS } from '@marketplace/contract';
import { adminActions } from '../src/db/schema.ts';
import { recordAdminAction } from '../src/modules/audit/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { seedCategoryTree } from './items-fixtures.ts';

/**
 * The audit log (issue 16): the admin actions that change something are recorded with who, when and
 * what, in the transaction of the change; GET /admin/v1/getAuditLog lists them newest first, filtered
 * and paged, for admins only.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const log = (query = '') => server.get(`${API_PATHS.admin.getAuditLog}${query}`, asAdmin());

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'satici@example.az', 'Şəki Kəlağayı Evi');
});
afterAll(() => server.close());

describe('GET getAuditLog refuses everyone but admins', () => {
  it.each([
    ['a guest', () => ({ host: HOSTS.admin }), 401],
    ['a buyer', () => ({ token: buyer.token }), 403],
    ['a seller on the admin host', () => ({ token: seller.token, host: HOSTS.admin }), 403],
    ['a seller on its own host', () => ({ token: seller.token, host: HOSTS.merchant }), 403],
  ] as const)('%s', async (_who, options, status) => {
    expect((await server.get(API_PATHS.admin.getAuditLog, options())).status).toBe(status);
  });
});

describe('the existing admin actions are recorded', () => {
  it('a store deactivated: who, what, on which store, when', async () => {
    const before = Date.now();
    const answer = await server.post(API_PATHS.company.updateCompanyStatus, { id: seller.id, status: 'INACTIVE' }, asAdmin());
    expect(answer.status).toBe(200);
    const page = await log(`?action=${ADMIN_ACTION.COMPANY_STATUS}`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    const [entry] = page.body.items;
    expect(entry).toMatchObject({
      admin: { id: admin.id, identifier: 'admin@marketplace.local' },
      action: 'COMPANY_STATUS',
      target: { kind: 'company', id: seller.id },
      details: { status: 'INACTIVE' },
    });
    expect(Date.parse(entry.createdDate)).toBeGreaterThanOrEqual(before - 1000);
    await server.post(API_PATHS.company.updateCompanyStatus, { id: seller.id, status: 'ACTIVE' }, asAdmin());
  });

  it('a refused action leaves no entry (it is written in the same transaction)', async () => {
    const unknownStore = '00000000-0000-4000-8000-000000000000';
    const before = (await log()).body.total;
    expect(
      (await server.post(API_PATHS.company.updateCompanyStatus, { id: unknownStore, status: 'INACTIVE' }, asAdmin())).status,
    ).toBe(404);
    expect((await log()).body.total).toBe(before);
  });

  it('a partner category permission change, with the added, removed and final lists', async () => {
    const changes = {
      partnerId: seller.id,
      addedCategories: [tree.vases],
      removedCategories: [],
      finalCategoryList: [tree.vases],
    };
    expect((await server.post(API_PATHS.item.setModifiedCategoryPermissions, { changes }, asAdmin())).status).toBe(200);
    const [entry] = (await log(`?action=${ADMIN_ACTION.CATEGORY_PERMISSIONS}`)).body.items;
    expect(entry).toMatchObject({
      target: { kind: 'company', id: seller.id },
      details: { added: [tree.vases], removed: [], final: [tree.vases] },
    });
  });

  it('products moved to another category: an entry per product, findable by the product', async () => {
    const vase = await insertItem(server.database.db, { merchantId: seller.id, categoryId: tree.vases });
    const jug = await insertItem(server.database.db, { merchantId: seller.id, categoryId: tree.vases });
    const modifiedProducts = {
      [vase]: { oldCategory: tree.vases, newCategory: tree.pendants },
      [jug]: { oldCategory: tree.vases, newCategory: tree.pendants },
    };
    expect((await server.post(API_PATHS.item.setModifiedCategories, { modifiedProducts }, asAdmin())).status).toBe(200);
    const moved = await log(`?action=${ADMIN_ACTION.ITEM_MOVED}`);
    expect(moved.body.total).toBe(2);
    const forJug = await log(`?target_kind=item&target_id=${jug}`);
    expect(forJug.body.items).toEqual([
      expect.objectContaining({ action: 'ITEM_MOVED', details: { oldCategory: tree.vases, newCategory: tree.pendants } }),
    ]);
  });
});

describe('GET getAuditLog names what was acted on', () => {
  it('a store by its name, an account by its full name or e-mail, a product and a category by theirs, the id kept beside', async () => {
    const vase = await insertItem(server.database.db, { merchantId: seller.id, categoryId: tree.vases, productName: 'Göy vaza' });
    const targets = [
      { kind: 'company', id: seller.id },
      { kind: 'account', id: buyer.id },
      { kind: 'item', id: vase },
      { kind: 'category', id: tree.vases },
      { kind: 'notification', id: '00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const target of targets) {
      await recordAdminAction(server.database.db, { adminId: admin.id, action: ADMIN_ACTION.ITEM_DELETED, target });
    }
    const page = await log(`?action=${ADMIN_ACTION.ITEM_DELETED}&page_size=${targets.length}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const byKind = Object.fromEntries(
      (page.body.items as Array<{ target: { kind: string; id: string; name: string | null } }>).map((entry) => [
        entry.target.kind,
        entry.target,
      ]),
    );
    expect(byKind.company).toEqual({ kind: 'company', id: seller.id, name: 'Şəki Kəlağayı Evi' });
    expect(byKind.account).toEqual({ kind: 'account', id: buyer.id, name: 'alici@example.az' });
    expect(byKind.item).toEqual({ kind: 'item', id: vase, name: 'Göy vaza' });
    expect(byKind.category).toEqual({ kind: 'category', id: String(tree.vases), name: 'Vazalar' });
    expect(byKind.notification).toEqual({ kind: 'notification', id: '00000000-0000-4000-8000-000000000000', name: null });
    await server.database.db.delete(adminActions).where(eq(adminActions.action, ADMIN_ACTION.ITEM_DELETED));
  });
});

describe('GET getAuditLog: filters and numbered pages', () => {
  it('lists newest first and answers any page with the total', async () => {
    const all = await log();
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    const ids = all.body.items.map((entry: { id: string }) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await log('?page_size=1&page=2');
    expect(second.body).toMatchObject({ page: 2, total: all.body.total });
    expect(second.body.items[0].id).toBe(all.body.items[1].id);
    expect((await log('?page=999')).body.items).toEqual([]);
  });

  it('filters by admin, and by a range of Baku days', async () => {
    expect((await log(`?admin=${admin.id}`)).body.total).toBe((await log()).body.total);
    expect((await log(`?admin=${buyer.id}`)).body.total).toBe(0);
    // 00:30 in Baku on 2 March is still 1 March in UTC: it belongs to 2 March.
    await recordAdminAction(server.database.db, {
      adminId: admin.id,
      action: ADMIN_ACTION.ITEM_DELETED,
      target: { kind: 'item', id: 'old' },
    });
    await server.database.db
      .update(adminActions)
      .set({ createdAt: new Date('2026-03-01T20:30:00Z') })
      .where(eq(adminActions.targetId, 'old'));
    expect((await log('?from=2026-03-02&to=2026-03-02')).body.items).toEqual([
      // An id that is no product's: no name, and the log still answers.
      expect.objectContaining({ target: { kind: 'item', id: 'old', name: null } }),
    ]);
    expect((await log('?from=2026-03-01&to=2026-03-01')).body.total).toBe(0);
    expect((await log('?to=2026-03-01')).body.total).toBe(0);
  });

  it.each([
    'page=0',
    'action=NOPE',
    'admin=not-a-uuid',
    'target_kind=planet',
    'from=2026-02-30',
    'from=2026-03-02&to=2026-03-01',
  ])('refuses %s with a 400', async (query) => {
    const answer = await log(`?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });
});
