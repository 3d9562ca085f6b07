import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceChange, changeSourceOf, listenForChanges } from '../src/db/change-listener.ts';
import { CATALOGUE_CHANNEL, HOME_CACHE_TTL_MS } from '../src/modules/items/events.ts';
import { createItem } from '../src/modules/items/service.ts';
import { SEARCH_RANK_CACHE_TTL_MS } from '../src/modules/search/store-ranks.ts';
import { HOSTS, request, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';
import { waitForListeners } from './listeners.ts';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const PGLITE_REASON =
  'PostgreSQL only (set DATABASE_URL): on PGlite one process owns the database, so there is no other process to tell';
/** Far below the caches' own expiry, so only the notification can explain a fresh answer in time. */
const DEADLINE_MS = 5_000;

let writer: AuthTestServer;
let reader: TestServer;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let firstItemId: string;

const readerGet = async (path: string) => {
  const answer = await request(reader.url, 'GET', path, undefined, { host: HOSTS.shopper });
  expect(answer.status).toBe(200);
  return answer;
};
const topNames = async () =>
  ((await readerGet('/item/v1/getTopItems?top=50')).body as { productName: string }[]).map((item) => item.productName);
const searchNames = async (q: string) =>
  ((await readerGet(`/item/v1/search?q=${encodeURIComponent(q)}`)).body.items as { productName: string }[]).map(
    (item) => item.productName,
  );

/**
 * Waits until the reader has handled every notification sent so far (PostgreSQL delivers them in
 * commit order), including those of the set-up's own writes and each listener's clear on connecting,
 * so none of them can drop the reader's caches in the middle of the test.
 */
async function readerCaughtUp(): Promise<void> {
  const renameAndTell = async (name: string) => {
    await writer.database.db.execute(sql`UPDATE items SET product_name = ${name} WHERE id = ${firstItemId}::uuid`);
    await writer.database.db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
    await vi.waitFor(async () => expect(await topNames()).toEqual([name]), { timeout: DEADLINE_MS, interval: 25 });
  };
  await renameAndTell('Ara ad');
  await renameAndTell('Köhnə ad');
}

beforeAll(async () => {
  if (!POSTGRES) return;
  writer = await startAuthServer();
  reader = await startTestServer({ databaseUrl: writer.config.databaseUrl });
  tree = await seedCategoryTree(writer.database.db);
  seller = await signUpMerchant(writer, 'writer@example.az', 'Lənkəran Toxuculuq');
  firstItemId = (await createItem(writer.database.db, seller.id, itemForm(tree.vases, { productName: 'Köhnə ad' }))).id;
  await waitForListeners(writer.database.db, CATALOGUE_CHANNEL, 2, DEADLINE_MS);
  await readerCaughtUp();
});

afterAll(async () => {
  // The reader first: closing the writer drops the database they share.
  await reader?.close();
  await writer?.close();
});

describe('catalogue caches across API processes (LISTEN/NOTIFY)', () => {
  it('a write through one server drops the home block and search ranking the other has cached', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    expect(DEADLINE_MS).toBeLessThan(Math.min(HOME_CACHE_TTL_MS, SEARCH_RANK_CACHE_TTL_MS));

    expect(await topNames()).toEqual(['Köhnə ad']);
    expect(await searchNames('zərif')).toEqual([]);
    // Changed behind the application's back (no notification): the reader keeps its cached copies.
    await writer.database.db.execute(sql`UPDATE items SET product_name = 'Zərif ad' WHERE id = ${firstItemId}::uuid`);
    expect(await topNames()).toEqual(['Köhnə ad']);
    expect(await searchNames('zərif')).toEqual([]);

    const added = await writer.post('/item/v1/addNewItem', itemForm(tree.pendants, { productName: 'Zərif kulon' }), {
      token: seller.token,
      host: HOSTS.merchant,
    });
    expect(added.status).toBe(200);

    await vi.waitFor(
      async () => {
        expect((await topNames()).sort()).toEqual(['Zərif ad', 'Zərif kulon']);
        expect((await searchNames('zerif')).sort()).toEqual(['Zərif ad', 'Zərif kulon']);
      },
      { timeout: DEADLINE_MS, interval: 25 },
    );
  });

  it('a product renamed, hidden or moved, or its store deactivated, through one server drops the pages the other keeps', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    const admin = await signInAdmin(writer);
    const store = await signUpMerchant(writer, 'sehifeler@example.az', 'Şamaxı Xalçaları');
    const id = (await createItem(writer.database.db, store.id, itemForm(tree.vases, { productName: 'Şamaxı xalçası' }))).id;
    const shown = async (path: string) => {
      const answer = await request(reader.url, 'GET', path, undefined, { host: HOSTS.shopper });
      return { status: answer.status, etag: answer.headers.etag, shown: /data-shown="([^"]*)"/.exec(String(answer.body))?.[1] };
    };
    const inTime = (check: () => Promise<void>) => vi.waitFor(check, { timeout: DEADLINE_MS, interval: 25 });
    /** Renders `path` on the reader until the next request is answered from its cache (the set-up's own notices may drop it once). */
    const keptByReader = (path: string, expected: string) =>
      inTime(async () => {
        expect((await shown(path)).shown).toBe(expected);
        expect(await shown(path)).toEqual({ status: 200, etag: expect.any(String), shown: expected });
      });
    const asMerchant = { token: store.token, host: HOSTS.merchant };

    await keptByReader(`/item?id=${id}`, 'Şamaxı xalçası');
    const renamed = await writer.post(
      '/item/v1/updateItem',
      { id, ...itemForm(tree.vases, { productName: 'Şamaxı palazı' }) },
      asMerchant,
    );
    expect(renamed.status).toBe(200);
    await inTime(async () => expect((await shown(`/item?id=${id}`)).shown).toBe('Şamaxı palazı'));

    await keptByReader(`/category?id=${tree.vases}`, (await shown(`/category?id=${tree.vases}`)).shown ?? '');
    expect((await shown(`/category?id=${tree.vases}`)).shown?.split('|')).toContain('Şamaxı palazı');
    const moved = await writer.post(
      '/item/v1/setModifiedCategories',
      { modifiedProducts: { [id]: { oldCategory: tree.vases, newCategory: tree.pendants } } },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(moved.status).toBe(200);
    await inTime(async () =>
      expect((await shown(`/category?id=${tree.vases}`)).shown?.split('|') ?? []).not.toContain('Şamaxı palazı'),
    );

    await keptByReader(`/category?id=${tree.pendants}`, (await shown(`/category?id=${tree.pendants}`)).shown ?? '');
    expect((await shown(`/category?id=${tree.pendants}`)).shown?.split('|')).toContain('Şamaxı palazı');
    const hidden = await writer.post('/merchant/v1/setItemsStatus', { ids: [id], status: 'HIDDEN' }, asMerchant);
    expect(hidden.status).toBe(200);
    await inTime(async () =>
      expect((await shown(`/category?id=${tree.pendants}`)).shown?.split('|') ?? []).not.toContain('Şamaxı palazı'),
    );

    await keptByReader(`/company?id=${store.id}`, 'Şamaxı Xalçaları');
    const deactivated = await writer.post(
      '/company/v1/updateCompanyStatus',
      { id: store.id, status: 'INACTIVE' },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(deactivated.status).toBe(200);
    await inTime(async () => expect((await shown(`/company?id=${store.id}`)).status).toBe(404));
  });

  it('a server skips its own notices: it dropped its caches before announcing, and a late drop would only lose what it read since', async (context) => {
    context.skip(!POSTGRES, PGLITE_REASON);
    const heard: string[] = [];
    const own = changeSourceOf(writer.database.db);
    const stop = listenForChanges(
      writer.config.databaseUrl!,
      { [CATALOGUE_CHANNEL]: () => heard.push('drop') },
      writer.app.log,
      own,
    );
    try {
      await waitForListeners(writer.database.db, CATALOGUE_CHANNEL, 3, DEADLINE_MS);
      await vi.waitFor(() => expect(heard).toEqual(['drop']), { timeout: DEADLINE_MS, interval: 25 }); // the drop on connecting
      await announceChange(writer.database.db, CATALOGUE_CHANNEL);
      await announceChange(reader.database.db, CATALOGUE_CHANNEL);
      await vi.waitFor(() => expect(heard).toEqual(['drop', 'drop']), { timeout: DEADLINE_MS, interval: 25 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual(['drop', 'drop']);
    } finally {
      await stop();
    }
  });
});
