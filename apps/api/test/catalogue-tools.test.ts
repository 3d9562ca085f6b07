import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_IMPORT_INLINE_ROWS, CATALOGUE_PREVIEW_ROWS, parseCsv, type ItemInput } from '@marketplace/contract';
import { items } from '../src/db/schema.ts';
import { createItems } from '../src/modules/items/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The seller's catalogue tools: bulk edits over a selection across pages (with the preview and the
 * summary, in one transaction), archive and restore, delete, duplicate, and the CSV file both ways
 * (the dry run's errors by line and column, a round trip that changes nothing, the background import).
 */

let server: AuthTestServer;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let rival: SignedIn;

const as = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const paths = {
  bulk: '/merchant/v1/bulkEditItems',
  archive: '/merchant/v1/archiveItems',
  restore: '/merchant/v1/restoreItems',
  remove: '/merchant/v1/deleteItems',
  duplicate: '/merchant/v1/duplicateItem',
  exportCsv: '/merchant/v1/exportItemsCsv',
  importCsv: '/merchant/v1/importItemsCsv',
  getImport: '/merchant/v1/getImport',
};
const byFilter = (filter: object = {}, except: string[] = []) => ({ mode: 'filter', filter, except });
const byIds = (ids: string[]) => ({ mode: 'ids', ids });

async function stocked(seller: SignedIn, forms: ItemInput[]): Promise<string[]> {
  return createItems(
    server.database.db,
    seller.id,
    forms.map((input) => ({ input })),
  );
}
const rowsOf = (ids: string[]) => server.database.db.select().from(items).where(inArray(items.id, ids));
const rowOf = async (id: string) => (await rowsOf([id]))[0]!;
const list = (who: SignedIn, body: object = {}) =>
  server.post('/merchant/v1/getItemListByPage', { page_size: 100, ...body }, as(who));
const exportOf = async (who: SignedIn, archived = false) => {
  const answer = await server.get(`${paths.exportCsv}${archived ? '?archived=true' : ''}`, as(who));
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('text/csv');
  return answer.body as string;
};

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  rival = await signUpMerchant(server, 'rival@example.az', 'Bakı Sənət');
});

afterAll(async () => {
  await server?.close();
});

describe('bulk edit', () => {
  it('raises the price of 2,000 products matching the filter by 10 % in one call: the preview first writes nothing, then the summary', async () => {
    const seller = await signUpMerchant(server, 'iki-min@example.az', 'İki Min');
    const ids = await stocked(
      seller,
      Array.from({ length: 2000 }, (_, n) => itemForm(tree.vases, { productName: `Vaza ${n}`, productPrice: 10 + (n % 7) })),
    );
    const preview = await server.post(
      paths.bulk,
      { selection: byFilter(), change: { field: 'price', op: 'percent', value: 10 }, dryRun: true },
      as(seller),
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, matched: 2000, changed: 2000, unchanged: 0, skipped: [] });
    expect(preview.body.preview).toHaveLength(CATALOGUE_PREVIEW_ROWS);
    const first = preview.body.preview[0];
    expect(first.after).toBeCloseTo(first.before * 1.1, 2);
    expect((await rowOf(ids[0]!)).productPrice).toBe(10);

    const done = await server.post(
      paths.bulk,
      { selection: byFilter(), change: { field: 'price', op: 'percent', value: 10 } },
      as(seller),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, matched: 2000, changed: 2000, unchanged: 0 });
    const after = await rowsOf(ids);
    expect(after.map((row) => row.productPrice).sort((a, b) => a - b)[0]).toBe(11);
    // 16 × 1.1 = 17.60 and the 15 % discount taken again from it: 14.96.
    const sixteen = after.find((row) => row.productName === 'Vaza 6')!;
    expect([sixteen.productPrice, sixteen.salePrice]).toEqual([17.6, 14.96]);
  });

  it('reaches every page of the filter but the unticked products, and an amount that would take a price below 0 leaves that product as it is', async () => {
    const seller = await signUpMerchant(server, 'sehifeler@example.az', 'Səhifələr');
    const ids = await stocked(seller, [
      ...Array.from({ length: 30 }, (_, n) => itemForm(tree.vases, { productName: `Kasa ${n}`, productPrice: 20 })),
      itemForm(tree.vases, { productName: 'Ucuz kasa', productPrice: 3 }),
      itemForm(tree.vases, { productName: 'Başqa şey', productPrice: 20 }),
    ]);
    const [kept] = ids;
    const answer = await server.post(
      paths.bulk,
      { selection: byFilter({ q: 'kasa' }, [kept!]), change: { field: 'price', op: 'add', value: -5 } },
      as(seller),
    );
    expect(answer.body).toMatchObject({ matched: 30, changed: 29, unchanged: 0 });
    expect(answer.body.skipped).toEqual([{ id: ids[30], productName: 'Ucuz kasa', code: 'PRICE_OUT_OF_RANGE' }]);
    const prices = new Map((await rowsOf(ids)).map((row) => [row.productName, row.productPrice]));
    expect([prices.get('Kasa 0'), prices.get('Kasa 1'), prices.get('Ucuz kasa'), prices.get('Başqa şey')]).toEqual([
      20, 15, 3, 20,
    ]);
  });

  it('changes the category, stock (only of stocked products), status and processing days; a category the store may not use is refused', async () => {
    const seller = await signUpMerchant(server, 'sahe@example.az', 'Sahə');
    const [plain, counted] = await stocked(seller, [
      itemForm(tree.vases, { productName: 'Adi' }),
      itemForm(tree.vases, { productName: 'Sayılan', itemType: 3, stockCount: 4, attributes: [] }),
    ]);
    const both = byIds([plain!, counted!]);
    const stock = await server.post(paths.bulk, { selection: both, change: { field: 'stock', op: 'add', value: 3 } }, as(seller));
    expect(stock.body).toMatchObject({ changed: 1, skipped: [{ id: plain, code: 'NOT_STOCKED' }] });
    expect((await rowOf(counted!)).stockCount).toBe(7);

    const moved = await server.post(
      paths.bulk,
      { selection: both, change: { field: 'category', categoryId: tree.pendants } },
      as(seller),
    );
    expect(moved.body).toMatchObject({ changed: 2 });
    expect((await rowOf(plain!)).categoryId).toBe(tree.pendants);
    const notLeaf = await server.post(
      paths.bulk,
      { selection: both, change: { field: 'category', categoryId: tree.gifts } },
      as(seller),
    );
    expect([notLeaf.status, notLeaf.body.error.code]).toEqual([400, 'CATEGORY_NOT_LEAF']);

    const hidden = await server.post(paths.bulk, { selection: both, change: { field: 'status', status: 'HIDDEN' } }, as(seller));
    expect(hidden.body).toMatchObject({ changed: 2 });
    const days = await server.post(paths.bulk, { selection: both, change: { field: 'processingDays', value: 9 } }, as(seller));
    expect(days.body).toMatchObject({ changed: 2 });
    const again = await server.post(paths.bulk, { selection: both, change: { field: 'processingDays', value: 9 } }, as(seller));
    expect(again.body).toMatchObject({ changed: 0, unchanged: 2 });
    expect((await rowsOf([plain!, counted!])).map((row) => [row.status, row.processingDays])).toEqual([
      ['HIDDEN', 9],
      ['HIDDEN', 9],
    ]);
  });

  it("is all or nothing: a ticked product of another store refuses the whole edit (403), and nobody else's products are reached by a filter", async () => {
    const seller = await signUpMerchant(server, 'butov@example.az', 'Bütöv');
    const [own] = await stocked(seller, [itemForm(tree.vases, { productPrice: 50 })]);
    const [theirs] = await stocked(rival, [itemForm(tree.vases, { productPrice: 50 })]);
    const mixed = await server.post(
      paths.bulk,
      { selection: byIds([own!, theirs!]), change: { field: 'price', op: 'set', value: 1 } },
      as(seller),
    );
    expect([mixed.status, mixed.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
    expect((await rowsOf([own!, theirs!])).map((row) => row.productPrice)).toEqual([50, 50]);
    const all = await server.post(
      paths.bulk,
      { selection: byFilter(), change: { field: 'price', op: 'set', value: 1 } },
      as(seller),
    );
    expect(all.body).toMatchObject({ matched: 1, changed: 1 });
    expect((await rowOf(theirs!)).productPrice).toBe(50);
  });

  it('takes strict bodies (an unknown field named), sellers only', async () => {
    const seller = await signUpMerchant(server, 'qeti@example.az', 'Qəti');
    const body = { selection: byFilter(), change: { field: 'price', op: 'set', value: 1 } };
    const stray = await server.post(paths.bulk, { ...body, extra: 1 }, as(seller));
    expect([stray.status, stray.body.error.code, stray.body.error.fields]).toEqual([
      400,
      'UNKNOWN_FIELD',
      { extra: expect.any(String) },
    ]);
    const mixed = await server.post(
      paths.bulk,
      { ...body, change: { field: 'price', op: 'set', value: 1, status: 'HIDDEN' } },
      as(seller),
    );
    expect(mixed.status).toBe(400);
    expect((await server.post(paths.bulk, body, { host: HOSTS.merchant })).status).toBe(401);
    const buyer = await signUpBuyer(server, 'alici@example.az');
    expect((await server.post(paths.bulk, body, { token: buyer.token })).status).toBe(403);
    const none = await server.post(paths.bulk, body, as(seller));
    expect([none.status, none.body.error.code]).toEqual([400, 'NOTHING_SELECTED']);
  });
});

describe('archive, delete and duplicate', () => {
  it('archives products out of the shopper lists and into the Archived view, restores them hidden; a status change leaves them archived', async () => {
    const seller = await signUpMerchant(server, 'arxiv@example.az', 'Arxiv');
    const [old, current] = await stocked(seller, [
      itemForm(tree.vases, { productName: 'Köhnə' }),
      itemForm(tree.vases, { productName: 'Təzə' }),
    ]);
    const archived = await server.post(paths.archive, { selection: byIds([old!]) }, as(seller));
    expect(archived.body).toEqual({ changed: 1 });
    expect(await rowOf(old!)).toMatchObject({ status: 'HIDDEN', listed: false, archivedAt: expect.any(Date) });
    const shown = await server.post(
      paths.bulk,
      { selection: byIds([old!, current!]), change: { field: 'status', status: 'ACTIVE' } },
      as(seller),
    );
    expect(shown.body).toMatchObject({ unchanged: 1, skipped: [{ id: old, code: 'ARCHIVED' }] });
    expect((await list(seller)).body.items.map((item: { productName: string }) => item.productName)).toEqual(['Təzə']);
    expect((await list(seller)).body.total).toBe(1);
    expect((await list(seller, { archived: true })).body).toMatchObject({ total: 1, items: [{ productName: 'Köhnə' }] });

    const restored = await server.post(paths.restore, { selection: byFilter({ archived: true }) }, as(seller));
    expect(restored.body).toEqual({ changed: 1 });
    expect(await rowOf(old!)).toMatchObject({ status: 'HIDDEN', archivedAt: null });
    expect((await list(seller)).body.total).toBe(2);

    // Showing an archived product by any other way (the card's show, the product form) takes it out of the archive.
    await server.post(paths.archive, { selection: byIds([old!]) }, as(seller));
    const show = await server.post('/merchant/v1/setItemsStatus', { ids: [old], status: 'ACTIVE' }, as(seller));
    expect(show.status).toBe(200);
    expect(await rowOf(old!)).toMatchObject({ status: 'ACTIVE', archivedAt: null, listed: true });
    expect((await list(seller, { archived: true })).body.total).toBe(0);
  });

  it('deletes several products at once (gone from the panel, restorable by an admin)', async () => {
    const seller = await signUpMerchant(server, 'sil@example.az', 'Sil');
    const ids = await stocked(seller, [itemForm(tree.vases), itemForm(tree.vases), itemForm(tree.vases)]);
    const gone = await server.post(paths.remove, { selection: byIds(ids.slice(0, 2)) }, as(seller));
    expect(gone.body).toEqual({ changed: 2 });
    expect((await list(seller)).body.total).toBe(1);
    const twice = await server.post(paths.remove, { selection: byIds(ids.slice(0, 1)) }, as(seller));
    expect([twice.status, twice.body.error.code]).toEqual([404, 'ITEM_NOT_FOUND']);
  });

  it('duplicates a listing as a hidden draft with everything but the stock, the SKU and the figures', async () => {
    const seller = await signUpMerchant(server, 'kopya@example.az', 'Kopya');
    const [source] = await stocked(seller, [
      itemForm(tree.vases, { productName: 'Orijinal', itemType: 3, stockCount: 5, attributes: [], processingDays: 4 }),
    ]);
    await server.database.db.update(items).set({ viewCount: 40, sold: 3, sku: 'VZ-1' }).where(eq(items.id, source!));
    const copy = await server.post(paths.duplicate, { id: source }, as(seller));
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const [original, duplicate] = [await rowOf(source!), await rowOf(copy.body.id)];
    expect(duplicate).toMatchObject({
      productName: 'Orijinal',
      productPrice: original.productPrice,
      salePrice: original.salePrice,
      productInfo: original.productInfo,
      media: original.media,
      processingDays: 4,
      status: 'HIDDEN',
      stockCount: 0,
      viewCount: 0,
      sold: 0,
      sku: null,
    });
    const foreign = await server.post(paths.duplicate, { id: source }, as(rival));
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'NOT_ITEM_OWNER']);
  });
});

describe('CSV export and import', () => {
  it('exports the products with the form’s columns; importing the file unchanged says "no changes", and so does a second time', async () => {
    const seller = await signUpMerchant(server, 'csv@example.az', 'CSV Evi');
    await stocked(seller, [
      itemForm(tree.vases, { productName: 'Vaza, "göy"', productInfo: '<p>İki sətir:</p>\n<p>gil və şir</p>' }),
      itemForm(tree.pendants, { productName: '=Kulon', itemType: 3, stockCount: 2, attributes: [], madeToOrder: true }),
    ]);
    const csv = await exportOf(seller);
    const parsed = parseCsv(csv);
    if (!('records' in parsed)) throw new Error('malformed export');
    expect(parsed.records[0]!.cells).toContain('productName');
    expect(parsed.records).toHaveLength(3);

    const dry = await server.post(paths.importCsv, { csv, dryRun: true }, as(seller));
    expect(dry.body).toMatchObject({ status: 'DONE', summary: { rows: 2, created: 0, updated: 0, unchanged: 2, errors: [] } });
    const real = await server.post(paths.importCsv, { csv, dryRun: false }, as(seller));
    expect(real.body).toMatchObject({ status: 'DONE', summary: { created: 0, updated: 0, unchanged: 2 } });
    const again = await server.post(paths.importCsv, { csv, dryRun: false }, as(seller));
    expect(again.body.summary).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await exportOf(seller)).toBe(csv);
  });

  it('lists each row’s errors by line and column before anything is written, and imports once they are fixed', async () => {
    const seller = await signUpMerchant(server, 'setir@example.az', 'Sətir');
    const header = 'sku,productName,authorName,productPrice,selectedCategory,productInfo';
    const good = (n: number) => `S-${n},Kasa ${n},Usta,12.50,${tree.vases},<p>Gil</p>`;
    const lines = [
      header,
      good(1),
      // A description over two lines: the next record starts on line 5.
      `S-2,Kasa 2,Usta,12,${tree.vases},"<p>bir</p>\n<p>iki</p>"`,
      `S-3,Kasa 3,Usta,on iki,${tree.vases},<p>Gil</p>`,
      `S-4,Kasa 4,Usta,12,${tree.gifts},<p>Gil</p>`,
      good(5),
    ];
    const dry = await server.post(paths.importCsv, { csv: lines.join('\n'), dryRun: true }, as(seller));
    expect(dry.body.status).toBe('FAILED');
    expect(dry.body.summary.errors).toEqual([
      { line: 5, column: 'productPrice', code: 'INVALID_NUMBER' },
      { line: 6, column: 'selectedCategory', code: 'CATEGORY_NOT_ALLOWED' },
    ]);
    const refused = await server.post(paths.importCsv, { csv: lines.join('\n'), dryRun: false }, as(seller));
    expect(refused.body.status).toBe('FAILED');
    expect((await list(seller)).body.total).toBe(0);

    lines[3] = `S-3,Kasa 3,Usta,"12,00",${tree.vases},<p>Gil</p>`;
    lines[4] = `S-4,Kasa 4,Usta,12,${tree.pendants},<p>Gil</p>`;
    const fixed = await server.post(paths.importCsv, { csv: lines.join('\n'), dryRun: false }, as(seller));
    expect(fixed.body).toMatchObject({ status: 'DONE', summary: { rows: 5, created: 5, errors: [] } });
    expect((await list(seller)).body.total).toBe(5);
    // The same file again finds every product by its SKU: nothing is created twice.
    const again = await server.post(paths.importCsv, { csv: lines.join('\n'), dryRun: false }, as(seller));
    expect(again.body.summary).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    // A changed price updates that product only.
    lines[1] = `S-1,Kasa 1,Usta,15,${tree.vases},<p>Gil</p>`;
    const changed = await server.post(paths.importCsv, { csv: lines.join('\n'), dryRun: false }, as(seller));
    expect(changed.body.summary).toMatchObject({ created: 0, updated: 1, unchanged: 4 });
  });

  it('refuses a file with an unknown column, another store’s product id, a repeated SKU, and a product from the file that is not valid', async () => {
    const seller = await signUpMerchant(server, 'sehv@example.az', 'Səhv');
    const [theirs] = await stocked(rival, [itemForm(tree.vases)]);
    const unknown = await server.post(paths.importCsv, { csv: 'productName,colour\nA,red\n' }, as(seller));
    expect(unknown.body.summary.errors).toEqual([{ line: 1, column: 'colour', code: 'UNKNOWN_COLUMN' }]);
    const csv = [
      'id,sku,productName,authorName,productPrice,selectedCategory,productInfo',
      `${theirs},,Oğurluq,Usta,1,${tree.vases},<p>x</p>`,
      `,D-1,Bir,Usta,1,${tree.vases},<p>x</p>`,
      `,D-1,İki,Usta,1,${tree.vases},<p>x</p>`,
      `,,,Usta,1,${tree.vases},<p> </p>`,
    ].join('\r\n');
    const dry = await server.post(paths.importCsv, { csv }, as(seller));
    expect(dry.body.summary.errors).toEqual([
      { line: 2, column: 'id', code: 'UNKNOWN_PRODUCT' },
      { line: 4, column: 'sku', code: 'DUPLICATE_ROW' },
      { line: 5, column: 'productName', code: 'REQUIRED' },
    ]);
  });

  it(`imports a file of 5,000 rows in the background (more than ${CATALOGUE_IMPORT_INLINE_ROWS}) with its progress, and the same file again changes nothing`, async () => {
    const seller = await signUpMerchant(server, 'boyuk@example.az', 'Böyük');
    const lines = ['sku,productName,authorName,productPrice,selectedCategory,itemType,stockCount,productInfo'];
    for (let n = 1; n <= 5000; n += 1) lines.push(`B-${n},Məhsul ${n},Usta,${n % 90}.25,${tree.vases},3,${n % 5},<p>Əl işi</p>`);
    const csv = lines.join('\n');
    const queued = await server.post(paths.importCsv, { csv, dryRun: false }, as(seller));
    expect(queued.body).toMatchObject({ status: 'QUEUED', processed: 0, summary: { rows: 5000, created: 5000 } });
    let state = queued.body;
    const seen = new Set<number>();
    for (let tries = 0; tries < 600 && state.status !== 'DONE' && state.status !== 'FAILED'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await server.get(`${paths.getImport}?id=${queued.body.id}`, as(seller))).body;
      seen.add(state.processed);
    }
    expect(state).toMatchObject({ status: 'DONE', processed: 5000 });
    expect((await list(seller)).body.total).toBe(5000);
    expect(await server.get(`${paths.getImport}?id=${queued.body.id}`, as(rival))).toMatchObject({ status: 404 });

    const again = await server.post(paths.importCsv, { csv, dryRun: true }, as(seller));
    expect(again.body.summary).toMatchObject({ rows: 5000, created: 0, updated: 0, unchanged: 5000 });
  }, 240_000);
});
