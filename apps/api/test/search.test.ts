import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { catalogueCachesOf } from '../src/modules/items/events.ts';
import { latestItemsQuery, newestInCategories, sellerItemsQuery } from '../src/modules/items/store.ts';
import { createItem } from '../src/modules/items/service.ts';
import { SEARCH_MAX_HITS } from '../src/modules/search/service.ts';
import {
  containingWordsQuery,
  exactMatchesQuery,
  fragmentUsesQuery,
  itemsInOrderQuery,
  rankedIdsQuery,
  similarWordsQuery,
} from '../src/modules/search/store.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let sheki: SignedIn;
let baku: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const names = async (q: string) => {
  const answer = await server.get(`/item/v1/search?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return (answer.body.items as { productName: string }[]).map((item) => item.productName).sort();
};

beforeAll(async () => {
  server = await startAuthServer();
  const { db } = server.database;
  tree = await seedCategoryTree(db);
  sheki = await signUpMerchant(server, 'sheki@example.az', 'Şəki İpək Evi');
  baku = await signUpMerchant(server, 'baku@example.az', 'Bakı Sənət');
  await createItem(db, sheki.id, itemForm(tree.pendants, { productName: 'Gümüş kulon', authorName: 'İsmayıl Əliyev' }));
  await createItem(db, baku.id, itemForm(tree.vases, { productName: 'Keramika vaza', authorName: 'Leyla Çələbi' }));
  await createItem(db, baku.id, itemForm(tree.portraits, { productName: 'Yağlı boya portret', authorName: 'Ilqar Şirinov' }));
  await createItem(db, baku.id, itemForm(tree.vases, { productName: 'Gizli vaza', status: 'HIDDEN' }));
});

afterAll(async () => {
  await server?.close();
});

/**
 * The names the exact step of the search finds for `q` (the folded query inside a folded name,
 * author or store name), before the typo-tolerant step: a letter the fold missed would often be
 * forgiven there as a typo, so folding is asserted here, where it cannot be.
 */
const exactNames = async (q: string) => {
  const { db } = server.database;
  const ids = (await rows<{ id: string }>(db, exactMatchesQuery(q, 300))).map((row) => row.id);
  const found = await rows<{ product_name: string }>(
    db,
    sql`SELECT product_name FROM items WHERE id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return found.map((row) => row.product_name).sort();
};

/** What the search answers and what its exact step finds, every query searched afresh (the cached rankings share a key per fold). */
async function expectFound(queries: readonly string[], expected: readonly string[]) {
  for (const q of queries) {
    catalogueCachesOf(server.database.db).clear();
    expect([q, await names(q)]).toEqual([q, expected]);
    expect([q, await exactNames(q)]).toEqual([q, expected]);
  }
}

describe('search', () => {
  it('matches names ignoring Azerbaijani letters, accents and case (İ/ı/I)', async () => {
    expect(await names('gumus')).toEqual(['Gümüş kulon']);
    expect(await names('GÜMÜŞ KULON')).toEqual(['Gümüş kulon']);
    expect(await names('yagli')).toEqual(['Yağlı boya portret']);
    expect(await names('YAĞLI')).toEqual(['Yağlı boya portret']);
  });

  it('folds ö and ə in any case: "Köhnə" is found by kohne, KÖHNƏ, Köhnə and the mixed spellings', async () => {
    // A store of its own, so the store-name searches of the other cases keep their answers.
    const lahic = await signUpMerchant(server, 'lahic@example.az', 'Lahıc Misgərləri');
    await createItem(
      server.database.db,
      lahic.id,
      itemForm(tree.vases, { productName: 'Köhnə Gəncə xalçası', authorName: 'Aydın Qılınclı' }),
    );
    await expectFound(
      ['kohne', 'KOHNE', 'köhnə', 'Köhnə', 'KÖHNƏ', 'kÖhNə', 'köhne', 'kohnə', 'KÖHNE gence'],
      ['Köhnə Gəncə xalçası'],
    );
  });

  it('folds İ, I, ı and i to one letter, whichever of them the name or the query has', async () => {
    // İ and ı in the data (İsmayıl): every spelling of the query finds them.
    await expectFound(['ismayil', 'ısmayıl', 'İSMAYIL', 'ISMAYIL', 'İsmayıl', 'İSMAYİL'], ['Gümüş kulon']);
    // ı only (Yağlı, Qılınclı), with dotted, dotless and ASCII letters in the query.
    await expectFound(['yagli', 'YAĞLİ', 'YAĞLI', 'yağlı'], ['Yağlı boya portret']);
    await expectFound(['qilincli', 'QILINCLI', 'QİLİNCLİ', 'qılınclı'], ['Köhnə Gəncə xalçası']);
    // ASCII I and i in the data (Ilqar, Keramika) are found by İ and ı.
    await expectFound(['ılqar', 'İlqar', 'ILQAR', 'İLQAR'], ['Yağlı boya portret']);
    await expectFound(['keramıka', 'KERAMİKA', 'KERAMIKA'], ['Keramika vaza']);
  });

  it('matches authors and store names', async () => {
    expect(await names('ismayil')).toEqual(['Gümüş kulon']);
    expect(await names('İLQAR')).toEqual(['Yağlı boya portret']);
    expect(await names('celebi')).toEqual(['Keramika vaza']);
    expect(await names('şeki ipek')).toEqual(['Gümüş kulon']);
    expect(await names('baki senet')).toEqual(['Keramika vaza', 'Yağlı boya portret']);
  });

  it('tolerates typos and never shows hidden items', async () => {
    expect(await names('keramka')).toEqual(['Keramika vaza']);
    expect(await names('kulonn')).toEqual(['Gümüş kulon']);
    expect(await names('gizli')).toEqual([]);
    expect(await names('%')).toEqual([]);
  });

  it('finds an item added after the same query was answered (a write drops the cached ranking)', async () => {
    expect(await names('Qarğı')).toEqual([]);
    await createItem(server.database.db, baku.id, itemForm(tree.vases, { productName: 'Qarğı tütək' }));
    expect(await names('qargi')).toEqual(['Qarğı tütək']);
    expect(await names('QARĞI')).toEqual(['Qarğı tütək']);
  });

  it('pages with page and page_size, and refuses bad input with 400', async () => {
    const first = await server.get('/item/v1/search?q=vaza&page_size=1');
    expect(first.body).toMatchObject({ total: 1, next_page_token: null });
    expect((await server.get('/item/v1/search?q=vaza&page=0')).status).toBe(400);
    expect((await server.get('/item/v1/search?q=vaza&page_size=500')).status).toBe(400);
    expect((await server.get(`/item/v1/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

/** Plans with sequential scans priced out: what remains shows whether an index can serve the query. */
async function planOf(db: Database, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const lines = await rows<Record<string, string>>(tx as unknown as Database, sql`EXPLAIN ${query}`);
    return lines.map((line) => Object.values(line)[0]).join('\n');
  });
}

/** Enough stores and items that the planner's choice reflects a real catalogue, not a table of five rows. */
async function fillCatalogue(db: Database, stores: number, perStore: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'bulk-' || n || '@example.az', 'email', 'x', 2, 'NOT_VERIFIED', 'Mağaza ' || md5(n::text)
    FROM generate_series(1, ${stores}) AS n`);
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, cover_image)
    SELECT a.id, 'Məhsul ' || md5(a.id::text || n), 'Usta ' || n, 10, 10, ${tree.vases}, '<p>x</p>', '/media/covers/bulk.webp'
    FROM accounts a CROSS JOIN generate_series(1, ${perStore}) AS n WHERE a.identifier LIKE 'bulk-%'`);
  // As after any bulk load: statistics, and the GIN pending lists merged into the indexes.
  await db.execute(sql`VACUUM ANALYZE accounts`);
  await db.execute(sql`VACUUM ANALYZE items`);
}

describe('index use (EXPLAIN)', () => {
  it('every paged list is read from its index', async () => {
    const { db } = server.database;
    await fillCatalogue(db, 1000, 5);
    expect(await planOf(db, latestItemsQuery(21))).toContain('items_listed_created_idx');
    expect(await planOf(db, newestInCategories([tree.vases, tree.pendants], 21))).toContain('items_listed_category_created_idx');
    expect(await planOf(db, sellerItemsQuery(baku.id, 12, 0))).toContain('items_merchant_created_idx');
    const exact = await planOf(db, exactMatchesQuery('kulon', 300));
    expect(exact).toContain('items_search_trgm_idx');
    expect(exact).toContain('accounts_company_name_trgm_idx');
    expect(exact).toContain('items_listed_merchant_created_idx');
    // A common word walks the newest items instead (the word list tells which).
    const commonExact = await planOf(db, exactMatchesQuery('mehsul', 300, true));
    expect(commonExact).toContain('items_listed_created_idx');
    expect(commonExact).not.toContain('items_search_trgm_idx');
    // Either plan finds the same newest matches.
    const idsOf = async (query: SQL) => (await rows<{ id: string }>(db, query)).map((row) => row.id).sort();
    expect(await idsOf(exactMatchesQuery('mehsul', 300, true))).toEqual(await idsOf(exactMatchesQuery('mehsul', 300, false)));
    expect(await idsOf(exactMatchesQuery('mehsul', 300, true))).toHaveLength(300);
    const fragmentUses = await planOf(db, fragmentUsesQuery('mehs'));
    expect(fragmentUses).toContain('catalogue_words_trgm_idx');
    // The listed count sums the per-category counters: a scan of that small table is the plan.
    expect(fragmentUses).not.toMatch(/Seq Scan on (catalogue_words|items)/);
    const suggestions = await planOf(db, similarWordsQuery('kulonn'));
    expect(suggestions).toContain('catalogue_words_trgm_idx');
    const rareWords = await planOf(db, containingWordsQuery([['kulon', 'keramika']], 300, 0));
    expect(rareWords).toContain('items_search_trgm_idx');
    expect(rareWords).toContain('accounts_company_name_trgm_idx');
    // Two words: the rare one from the trigram index, the common one a filter on what it finds.
    const rareAndCommon = await planOf(db, containingWordsQuery([['mehsul'], ['kulon']], 300, 1));
    expect(rareAndCommon).toContain('items_search_trgm_idx');
    expect(rareAndCommon).not.toContain('BitmapAnd');
    const commonWords = await planOf(db, containingWordsQuery([['mehsul']], 300, null));
    expect(commonWords).toContain('items_listed_created_idx');
    expect(commonWords).not.toContain('items_search_trgm_idx');
    const ranked = await planOf(db, rankedIdsQuery('kulon', [baku.id], 300));
    const page = await planOf(db, itemsInOrderQuery([baku.id]));
    for (const plan of [exact, commonExact, suggestions, rareWords, rareAndCommon, commonWords, ranked, page])
      expect(plan).not.toContain('Seq Scan');
  });

  it('ranks and pages at most SEARCH_MAX_HITS matches of a common word, newest first among equals', async () => {
    const last = SEARCH_MAX_HITS / 20;
    const first = await server.get('/item/v1/search?q=mehsul&page_size=20');
    expect(first.body).toMatchObject({ total: SEARCH_MAX_HITS, next_page_token: '2' });
    const dates = (first.body.items as { createdDate: string }[]).map((item) => item.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const end = await server.get(`/item/v1/search?q=mehsul&page_size=20&page=${last}`);
    expect(end.body.items).toHaveLength(20);
    expect(end.body.next_page_token).toBeNull();
    expect((await server.get(`/item/v1/search?q=mehsul&page_size=20&page=${last + 1}`)).body.items).toEqual([]);
  });
});
