import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { accounts, items } from '../src/db/schema.ts';
import { createItem, updateItem } from '../src/modules/items/service.ts';
import { setStoreStatus } from '../src/modules/sellers/service.ts';
import { similarWordsQuery, type SimilarWord } from '../src/modules/search/store.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let db: Database;
let lenkeran: SignedIn;
let quba: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

beforeAll(async () => {
  server = await startAuthServer();
  db = server.database.db;
  tree = await seedCategoryTree(db);
  lenkeran = await signUpMerchant(server, 'lenkeran@example.az', 'Lənkəran Dulusçuluq');
  quba = await signUpMerchant(server, 'quba@example.az', 'Quba Toxuculuq');
});

afterAll(async () => {
  await server?.close();
});

const names = async (q: string) => {
  const answer = await server.get(`/item/v1/search?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return (answer.body.items as { productName: string }[]).map((item) => item.productName).sort();
};

/** How many listed items and stores use `word`; null when the word list has no row for it. */
async function usesOf(word: string): Promise<number | null> {
  const [row] = await rows<{ uses: number }>(db, sql`SELECT uses FROM catalogue_words WHERE word = ${word}`);
  return row ? Number(row.uses) : null;
}

const suggestionsFor = async (q: string) => (await rows<SimilarWord>(db, similarWordsQuery(q))).map((found) => found.word).sort();

/** The kept word list next to the same list counted from the listed items and the store names. */
async function expectWordsTrue() {
  const kept = await rows(db, sql`SELECT word, uses FROM catalogue_words ORDER BY word COLLATE "C"`);
  const truth = await rows(
    db,
    sql`SELECT word, count(*)::int AS uses FROM (
          SELECT w.word FROM items i CROSS JOIN LATERAL catalogue_words_of(i.search_text) AS w(word) WHERE i.listed
          UNION ALL
          SELECT w.word FROM accounts a CROSS JOIN LATERAL catalogue_words_of(catalogue_fold(a.company_name)) AS w(word) WHERE a.type = 2
        ) used GROUP BY word ORDER BY word COLLATE "C"`,
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(truth);
}

describe('the word list behind the typo-tolerant search', () => {
  it('holds the folded words of listed items and store names, and a misspelt word finds the item', async () => {
    await createItem(db, lenkeran.id, itemForm(tree.vases, { productName: 'Şirəli nar küpəsi', authorName: 'Səbinə Ağayeva' }));
    expect(await usesOf('sireli')).toBe(1);
    expect(await usesOf('agayeva')).toBe(1);
    expect(await usesOf('dulusculuq')).toBe(1);
    expect(await usesOf('nar')).toBe(1);
    // Words of two letters and numbers are left out: no misspelling is corrected to them.
    await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Xalça 120 sm', authorName: 'Ay Usta' }));
    expect(await usesOf('120')).toBeNull();
    expect(await usesOf('ay')).toBeNull();

    expect(await suggestionsFor('kupesy')).toEqual(['kupesi']);
    expect(await names('küpesy')).toEqual(['Şirəli nar küpəsi']);
    expect(await names('AĞAYEVVA')).toEqual(['Şirəli nar küpəsi']);
    expect(await names('dulusçuluk')).toEqual(['Şirəli nar küpəsi']);
    expect(await names('toxuculuk')).toEqual(['Xalça 120 sm']);
  });

  it('asks every word of a misspelt phrase to be there, as typed or corrected', async () => {
    await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Gümüş qolbaq', authorName: 'Usta Lalə' }));
    await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Gümüş üzük', authorName: 'Usta Lalə' }));
    await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Mis qolbaq', authorName: 'Usta Lalə' }));
    expect(await names('gümüs qolbak')).toEqual(['Gümüş qolbaq']);
    expect(await names('qolbak')).toEqual(['Gümüş qolbaq', 'Mis qolbaq']);
  });

  it('finds a word with a letter missing even where the whole name is too far from the query', async () => {
    await createItem(db, lenkeran.id, itemForm(tree.portraits, { productName: 'Ad yazısı', authorName: 'Usta Əli' }));
    const [far] = await rows<{ similarity: number }>(
      db,
      sql`SELECT word_similarity('yaisi', 'ad yazisi usta eli') AS similarity`,
    );
    expect(Number(far?.similarity)).toBeLessThan(0.6);
    expect(await names('yaısı')).toEqual(['Ad yazısı']);
  });

  it('drops a word with the last listed item that used it: hidden, renamed or deleted', async () => {
    const hidden = await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Zümrüdlü qolbaq' }));
    const renamed = await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Kəhrəbalı sırğa' }));
    const deleted = await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Lacivərdli sancaq' }));
    expect([await usesOf('zumrudlu'), await usesOf('kehrebali'), await usesOf('laciverdli')]).toEqual([1, 1, 1]);
    expect(await names('zumrudly')).toEqual(['Zümrüdlü qolbaq']);

    await updateItem(db, quba.id, {
      ...itemForm(tree.vases, { productName: 'Zümrüdlü qolbaq' }),
      id: hidden.id,
      status: 'HIDDEN',
    });
    expect(await usesOf('zumrudlu')).toBeNull();
    expect(await suggestionsFor('zumrudly')).toEqual([]);
    expect(await names('zumrudly')).toEqual([]);

    await updateItem(db, quba.id, { ...itemForm(tree.vases, { productName: 'Mirvarili sırğa' }), id: renamed.id });
    expect(await usesOf('kehrebali')).toBeNull();
    expect(await suggestionsFor('kehrebaly')).toEqual([]);
    expect(await usesOf('mirvarili')).toBe(1);
    expect(await names('mirvarily')).toEqual(['Mirvarili sırğa']);

    await db.delete(items).where(eq(items.id, deleted.id));
    expect(await usesOf('laciverdli')).toBeNull();
    expect(await suggestionsFor('laciverdly')).toEqual([]);

    await updateItem(db, quba.id, {
      ...itemForm(tree.vases, { productName: 'Zümrüdlü qolbaq' }),
      id: hidden.id,
      status: 'ACTIVE',
    });
    expect(await usesOf('zumrudlu')).toBe(1);
    await expectWordsTrue();
  });

  it('keeps every count equal to a recount through shared words, bulk writes, store changes and deletions', async () => {
    const first = await createItem(
      db,
      lenkeran.id,
      itemForm(tree.vases, { productName: 'Gil küpə küpə', authorName: 'Usta Əli' }),
    );
    await createItem(db, quba.id, itemForm(tree.vases, { productName: 'Gil nimçə', authorName: 'Usta Əli' }));
    // A word twice in one name is one use.
    expect(await usesOf('kupe')).toBe(1);
    expect(await usesOf('gil')).toBe(2);
    await expectWordsTrue();

    await updateItem(db, lenkeran.id, {
      ...itemForm(tree.vases, { productName: 'Gil kuzə', authorName: 'Usta Əli' }),
      id: first.id,
    });
    expect(await usesOf('gil')).toBe(2);
    expect(await usesOf('kupe')).toBeNull();
    await db.update(items).set({ viewCount: 7, sold: 2 }).where(eq(items.merchantId, lenkeran.id));
    await expectWordsTrue();

    await db.execute(sql`
      INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, status)
      SELECT ${quba.id}::uuid, 'Toplu ' || (ARRAY['xurcun', 'palaz', 'cecim'])[1 + n % 3], 'Usta', 10, 10, ${tree.vases}, '<p>x</p>',
             CASE WHEN n % 4 = 0 THEN 'HIDDEN' ELSE 'ACTIVE' END
      FROM generate_series(1, 120) AS n`);
    await expectWordsTrue();
    await db.execute(sql`UPDATE items SET status = 'ACTIVE' WHERE product_name LIKE 'Toplu x%'`);
    await db.execute(sql`UPDATE items SET product_name = 'Toplu kilim' WHERE product_name = 'Toplu palaz'`);
    await expectWordsTrue();

    await setStoreStatus(db, quba.id, 'INACTIVE');
    expect(await usesOf('kilim')).toBeNull();
    expect(await usesOf('toxuculuq')).toBe(1);
    await expectWordsTrue();
    await setStoreStatus(db, quba.id, 'ACTIVE');
    await expectWordsTrue();

    await db.update(accounts).set({ companyName: 'Quba Xalçaçılıq Evi' }).where(eq(accounts.id, quba.id));
    expect(await usesOf('toxuculuq')).toBeNull();
    expect(await usesOf('xalcaciliq')).toBe(1);
    await db.execute(sql`DELETE FROM items WHERE product_name LIKE 'Toplu c%'`);
    await expectWordsTrue();

    await db.delete(accounts).where(eq(accounts.id, quba.id));
    expect(await usesOf('xalcaciliq')).toBeNull();
    expect(await usesOf('kilim')).toBeNull();
    await expectWordsTrue();
  });

  it('follows a store renamed through the profile form, in search too', async () => {
    const atelier = await signUpMerchant(server, 'atelye@example.az', 'Köhnə Emalatxana');
    await createItem(db, atelier.id, itemForm(tree.vases, { productName: 'Mis məcməyi', authorName: 'Usta Rauf' }));
    expect(await names('emalatxana')).toEqual(['Mis məcməyi']);
    expect(await names('Təzə Dəmirçixana')).toEqual([]);
    const renamed = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { companyName: 'Təzə Dəmirçixana' } },
      { token: atelier.token, host: HOSTS.merchant },
    );
    expect(renamed.status).toBe(200);
    expect(await usesOf('emalatxana')).toBeNull();
    expect(await usesOf('demircixana')).toBe(1);
    // The rankings of both queries were cached above: the rename drops them at once.
    expect(await names('Təzə Dəmirçixana')).toEqual(['Mis məcməyi']);
    expect(await names('demircixanna')).toEqual(['Mis məcməyi']);
    expect(await names('emalatxana')).toEqual([]);
    await expectWordsTrue();
  });

  it('keeps the cached rankings when a seller saves an unchanged profile, and drops them on a real change', async () => {
    const studio = await signUpMerchant(server, 'studiya@example.az', 'Gümüş Studiya');
    await createItem(db, studio.id, itemForm(tree.vases, { productName: 'Gümüş qolbaq', authorName: 'Usta Nərgiz' }));
    expect(await names('qolbaq')).toEqual(['Gümüş qolbaq']);
    // Written around the services, so nothing clears the cached ranking of "qolbaq".
    await db.execute(sql`
      INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, cover_image)
      VALUES (${studio.id}, 'Mis qolbaq', 'Usta Nərgiz', 10, 10, ${tree.vases}, '<p>x</p>', '/media/covers/qolbaq.webp')`);
    const save = (companyName: string) =>
      server.post('/auth/v1/updateAccount', { editedValues: { companyName } }, { token: studio.token, host: HOSTS.merchant });
    expect((await save('Gümüş Studiya')).status).toBe(200);
    expect(await names('qolbaq')).toEqual(['Gümüş qolbaq']);
    expect((await save('Gümüş və Mis Studiya')).status).toBe(200);
    expect(await names('qolbaq')).toEqual(['Gümüş qolbaq', 'Mis qolbaq']);
  });
});
