import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { accounts } from '../src/db/schema.ts';
import { moveItemsToCategories } from '../src/modules/categories/service-admin.ts';
import { createItem, registerView, updateItem } from '../src/modules/items/service.ts';
import { setStoreStatus } from '../src/modules/sellers/service.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let db: Database;
let sheki: SignedIn;
let baku: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

/** The kept counters next to the same figures counted from the items themselves. */
async function countersAndTruth() {
  const kept = {
    categories: await rows(
      db,
      sql`SELECT category_id, listed, items FROM category_item_counts WHERE listed <> 0 OR items <> 0 ORDER BY 1`,
    ),
    merchants: await rows(
      db,
      sql`SELECT merchant_id, items, listed FROM merchant_item_counts WHERE items <> 0 OR listed <> 0 ORDER BY 1`,
    ),
  };
  const truth = {
    categories: await rows(
      db,
      sql`SELECT category_id, (count(*) FILTER (WHERE listed))::int AS listed, (count(*) FILTER (WHERE deleted_at IS NULL))::int AS items
          FROM items GROUP BY 1 HAVING count(*) FILTER (WHERE listed OR deleted_at IS NULL) > 0 ORDER BY 1`,
    ),
    merchants: await rows(
      db,
      sql`SELECT merchant_id, (count(*) FILTER (WHERE deleted_at IS NULL))::int AS items, (count(*) FILTER (WHERE listed))::int AS listed
          FROM items GROUP BY 1 HAVING count(*) FILTER (WHERE deleted_at IS NULL) > 0 ORDER BY 1`,
    ),
  };
  return { kept, truth };
}

async function expectCountersTrue() {
  const { kept, truth } = await countersAndTruth();
  expect(kept).toEqual(truth);
}

beforeAll(async () => {
  server = await startAuthServer();
  db = server.database.db;
  tree = await seedCategoryTree(db);
  sheki = await signUpMerchant(server, 'sheki@example.az', 'Şəki İpək Evi');
  baku = await signUpMerchant(server, 'baku@example.az', 'Bakı Sənət');
});

afterAll(async () => {
  await server?.close();
});

describe('item counters kept by the database', () => {
  it('follow adds, hiding, category moves, inactive stores, bulk inserts and deletions', async () => {
    const vase = await createItem(db, sheki.id, itemForm(tree.vases));
    await createItem(db, sheki.id, itemForm(tree.pendants));
    await createItem(db, baku.id, itemForm(tree.portraits));
    await expectCountersTrue();

    await updateItem(db, sheki.id, { ...itemForm(tree.vases), id: vase.id, status: 'HIDDEN' });
    await expectCountersTrue();
    await updateItem(db, sheki.id, { ...itemForm(tree.pendants), id: vase.id, status: 'ACTIVE' });
    await expectCountersTrue();
    await moveItemsToCategories(db, { [vase.id]: { oldCategory: tree.pendants, newCategory: tree.vases } });
    await registerView(db, vase.id, 'page-view-counters');
    await expectCountersTrue();

    await setStoreStatus(db, baku.id, 'INACTIVE');
    await expectCountersTrue();
    await setStoreStatus(db, baku.id, 'ACTIVE');

    await db.execute(sql`
      INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, status)
      SELECT ${baku.id}::uuid, 'Toplu ' || n, 'Usta', 10, 10, ${tree.vases}, '<p>x</p>', CASE WHEN n % 4 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END
      FROM generate_series(1, 200) AS n`);
    await expectCountersTrue();

    await db.execute(sql`DELETE FROM items WHERE product_name LIKE 'Toplu 1%'`);
    await expectCountersTrue();
    // An admin's soft delete and restore: the admin's category totals follow, as the seller's do.
    await db.execute(sql`UPDATE items SET deleted_at = now() WHERE product_name LIKE 'Toplu 2%'`);
    await expectCountersTrue();
    await db.execute(sql`UPDATE items SET deleted_at = NULL WHERE product_name LIKE 'Toplu 2%'`);
    await expectCountersTrue();
    await db.delete(accounts).where(eq(accounts.id, baku.id));
    await expectCountersTrue();
  });

  it('leave an item without a cover out of every shopper list and count until it has one (spec §2 cards)', async () => {
    const studio = await signUpMerchant(server, 'coverless@example.az', 'Örtüksüz Studiya');
    const names = async () => {
      const [inCategory, inStore, latest] = await Promise.all([
        server.post('/item/v1/getItemsByCategory', { ids: [tree.portraits], page_size: 50 }),
        server.post('/item/v1/getProductsByCompanyId', { id: studio.id, page_size: 50 }),
        server.get('/item/v1/getAllItems?page_size=50'),
      ]);
      return [inCategory, inStore, latest].map((answer) =>
        (answer.body.items as { productName: string }[]).map((item) => item.productName),
      );
    };
    const portraitCount = async () =>
      (await server.get('/item/v1/getAllCategories')).body
        .flatMap((node: { subcategories: unknown[] }) => [node, ...node.subcategories])
        .find((node: { id: number }) => node.id === tree.portraits)?.productCount ?? 0;
    const before = await portraitCount();

    const item = await createItem(db, studio.id, itemForm(tree.portraits, { productName: 'Üzsüz portret', coverImage: '' }));
    expect((await names()).map((list) => list.includes('Üzsüz portret'))).toEqual([false, false, false]);
    expect(await portraitCount()).toBe(before);
    await expectCountersTrue();

    await updateItem(db, studio.id, { ...itemForm(tree.portraits, { productName: 'Üzsüz portret' }), id: item.id });
    expect((await names()).map((list) => list.includes('Üzsüz portret'))).toEqual([true, true, true]);
    expect(await portraitCount()).toBe(before + 1);
    await expectCountersTrue();
  });

  it('serve the category tree and the seller total', async () => {
    const categories = await server.get('/item/v1/getAllCategories');
    const gifts = categories.body.find((node: { id: number }) => node.id === tree.gifts);
    const [truth] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM items WHERE listed AND category_id IN (${tree.vases}, ${tree.pendants})`,
    );
    expect(gifts.productCount).toBe(truth?.n);
  });
});
