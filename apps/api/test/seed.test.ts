import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { editableProfileSchema, isMediaAddress } from '@marketplace/contract';
import { parseConfig } from '../src/config.ts';
import { rows } from '../src/db/rows.ts';
import { accounts, appMeta, items } from '../src/db/schema.ts';
import type { PasswordHasher } from '../src/modules/auth/passwords.ts';
import { DEMO_CATEGORIES, leavesOf } from '../src/modules/seed/demo-categories.ts';
import { DEMO_QR_CODE } from '../src/modules/seed/demo-qr-code.ts';
import { DEMO_STORES } from '../src/modules/seed/demo-stores.ts';
import { DEMO_SEED_KEY, itemsPerStore, seedDemoIfEmpty, type SeedDeps } from '../src/modules/seed/seed-demo.ts';
import { request } from './auth-client.ts';
import { insertCategory } from './cart-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Hashing is not what these tests are about. */
const plainHasher: PasswordHasher = { hash: async () => 'not-a-usable-hash', verify: async () => false };

const countOf = async (server: TestServer, query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(server.database.db, query))[0]?.n ?? 0);

const depsOf = (server: TestServer): SeedDeps => ({
  db: server.database.db,
  storeImage: (input) => server.app.media.storeImageBuffer(input),
  hasher: plainHasher,
});

function categoryCount(): number {
  const walk = (list: typeof DEMO_CATEGORIES): number =>
    list.reduce((sum, c) => sum + 1 + (c.children ? walk(c.children) : 0), 0);
  return walk(DEMO_CATEGORIES);
}

describe('demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates the category tree, the stores and their products with stored pictures, once', async () => {
    const first = await seedDemoIfEmpty(depsOf(server), { stores: 2, items: 10 });
    expect(first).toMatchObject({ outcome: 'seeded', stores: 2, items: 10 });

    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM categories`)).toBe(categoryCount());
    expect(
      await countOf(server, sql`SELECT count(*)::int AS n FROM categories WHERE upper_category_id IS NOT NULL`),
    ).toBeGreaterThan(10);
    // Russian and Turkish pages get their own category names, not the Azerbaijani fallback.
    expect(
      await countOf(server, sql`SELECT count(*)::int AS n FROM categories WHERE NOT (titles ?& array['az', 'en', 'ru', 'tr'])`),
    ).toBe(0);
    const stores = await server.database.db
      .select({ companyName: accounts.companyName, profileImage: accounts.profileImage })
      .from(accounts)
      .where(eq(accounts.type, 2));
    expect(stores.map((store) => store.companyName).sort()).toEqual(
      DEMO_STORES.slice(0, 2)
        .map((s) => s.companyName)
        .sort(),
    );
    const storePictures = await server.database.db
      .select({ profileImage: accounts.profileImage, backgroundImage: accounts.backgroundImage })
      .from(accounts)
      .where(eq(accounts.type, 2));
    for (const pictures of storePictures) {
      expect(pictures.profileImage).not.toBe('');
      expect(editableProfileSchema.pick({ profileImage: true, backgroundImage: true }).safeParse(pictures).error).toBeUndefined();
    }
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM items WHERE listed`)).toBe(10);

    // Every product sits in a leaf category its store sells in, with a picture the server serves.
    const products = await server.database.db.select().from(items);
    const leafIds = new Set(
      (
        await rows<{ id: number }>(
          server.database.db,
          sql`SELECT id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.upper_category_id = c.id)`,
        )
      ).map((r) => r.id),
    );
    for (const product of products) {
      expect(leafIds.has(product.categoryId)).toBe(true);
      expect(product.coverImage).toMatch(/^(https?:\/\/[^/]+)?\/media\//);
      // Addresses the media module handed out, as addNewItem takes them (the seed goes through its schema).
      for (const address of [product.coverImage, ...product.media]) expect(isMediaAddress(address)).toBe(true);
      expect(product.productInfo).toContain('<p>');
      expect(product.salePrice).toBeLessThanOrEqual(product.productPrice);
      if (product.itemType === 3) expect(product.stockCount).toBeGreaterThan(0);
    }
    const cover = new URL(products[0]!.coverImage, server.url);
    const picture = await request(server.url, 'GET', cover.pathname);
    expect(picture.status).toBe(200);
    expect(String(picture.headers['content-type'])).toMatch(/^image\//);

    // The demo QR page has an issued, open code.
    expect(
      await countOf(
        server,
        sql`SELECT count(*)::int AS n FROM qr_codes WHERE code = ${DEMO_QR_CODE} AND revoked_at IS NULL AND expires_at > now()`,
      ),
    ).toBe(1);

    // The public calls see it.
    const listed = await request(server.url, 'GET', '/auth/v1/getAllMerchants');
    expect(listed.body.total).toBe(2);
    expect(listed.body.items.map((s: { productCount: number }) => s.productCount)).toEqual([5, 5]);

    // Idempotent: a second start changes nothing.
    expect(await seedDemoIfEmpty(depsOf(server), { stores: 2, items: 10 })).toEqual({ outcome: 'already-seeded' });
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM items`)).toBe(10);
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM accounts WHERE type = 2`)).toBe(2);
  }, 60_000);

  it('opens a demo custom order with the first store and a support chat, each with a message waiting for an answer', async () => {
    const chats = await rows<{
      kind: string;
      messages: number;
      responder_unread: number;
      user_unread: number;
      seller: string | null;
    }>(
      server.database.db,
      sql`SELECT c.kind, (SELECT count(*)::int FROM chat_messages m WHERE m.chat_id = c.id) AS messages,
                 c.responder_unread, c.user_unread, s.company_name AS seller
          FROM chats c LEFT JOIN accounts s ON s.id = c.seller_id ORDER BY c.kind`,
    );
    // The custom-order conversation also carries the demo buyer's two help requests (seed-help.test.ts), unread by the store.
    expect(chats).toEqual([
      { kind: 'customOrder', messages: 7, responder_unread: 3, user_unread: 0, seller: DEMO_STORES[0]!.companyName },
      { kind: 'support', messages: 3, responder_unread: 1, user_unread: 0, seller: null },
    ]);
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM accounts WHERE type = 1`)).toBe(1);
  });

  it('gives the demo buyer an order from the first store in each status, an open offer, and every store its delivery', async () => {
    const buyerOrders = await rows<{ status: string; store: string; lines: number; events: number }>(
      server.database.db,
      sql`SELECT o.status, s.company_name AS store,
                 (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
                 (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
          FROM orders o JOIN accounts s ON s.id = o.seller_id ORDER BY o.placed_at DESC`,
    );
    expect(buyerOrders.map((order) => order.status)).toEqual([
      'PLACED',
      'ACCEPTED',
      'IN_PRODUCTION',
      'SHIPPED',
      'DELIVERED',
      'CANCELLED',
      'COMPLETED',
    ]);
    expect(new Set(buyerOrders.map((order) => order.store))).toEqual(new Set([DEMO_STORES[0]!.companyName]));
    expect(buyerOrders.every((order) => order.lines === 1 && order.events >= 1)).toBe(true);
    // Each order's timeline ends in its status.
    expect(
      await countOf(
        server,
        sql`SELECT count(*)::int AS n FROM orders o
            WHERE o.status <> (SELECT e.status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1)`,
      ),
    ).toBe(0);
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM offers WHERE status = 'OPEN' AND price_qepik = 6500`)).toBe(
      1,
    );
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM store_delivery_options`)).toBe(2);
  });

  it("pays the demo buyer's orders: the newest by card through the test gateway, the delivered one's cash collected, the rest cash due", async () => {
    const paid = await rows<{ status: string; method: string; payment: string; paid: string; session: string | null }>(
      server.database.db,
      sql`SELECT o.status, p.method, p.status AS payment, o.payment_status AS paid, t.status AS session
          FROM orders o JOIN order_groups g ON g.id = o.group_id JOIN payments p ON p.id = o.payment_id AND p.group_id = o.group_id
          LEFT JOIN test_gateway_sessions t ON t.id::text = p.gateway_ref
          WHERE g.cart_state ~ '^demo:[0-9]+$' ORDER BY o.placed_at DESC`,
    );
    expect(paid).toEqual([
      { status: 'PLACED', method: 'TEST_CARD', payment: 'CAPTURED', paid: 'PAID', session: 'CAPTURED' },
      { status: 'ACCEPTED', method: 'CASH', payment: 'CASH_PENDING', paid: 'PENDING', session: null },
      { status: 'IN_PRODUCTION', method: 'CASH', payment: 'CASH_PENDING', paid: 'PENDING', session: null },
      { status: 'SHIPPED', method: 'CASH', payment: 'CASH_PENDING', paid: 'PENDING', session: null },
      { status: 'DELIVERED', method: 'CASH', payment: 'CASH_COLLECTED', paid: 'PAID', session: null },
      { status: 'CANCELLED', method: 'CASH', payment: 'CASH_PENDING', paid: 'PENDING', session: null },
    ]);
  });

  it("puts the first store's completed card order on its ledger, available, and one payout of part of it", async () => {
    const entries = await rows<{ kind: string; amount: number; available: boolean }>(
      server.database.db,
      sql`SELECT l.kind, l.amount_qepik AS amount, l.available_from <= now() AS available
          FROM ledger_entries l JOIN accounts s ON s.id = l.seller_id
          WHERE s.company_name = ${DEMO_STORES[0]!.companyName} ORDER BY l.id`,
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['SALE', 'PAYOUT']);
    expect(entries.every((entry) => entry.available)).toBe(true);
    const [sale, payout] = entries;
    expect(sale!.amount).toBeGreaterThan(0);
    expect(payout!.amount).toBe(-Math.floor(sale!.amount / 2));
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM payouts WHERE bank_reference LIKE 'DEMO-%'`)).toBe(1);
  });

  it('resumes an interrupted run with the stores it had not finished', async () => {
    const stale = { state: 'running', startedAt: new Date(Date.now() - 3_600_000).toISOString() };
    await server.database.db.update(appMeta).set({ value: stale }).where(eq(appMeta.key, DEMO_SEED_KEY));
    const again = await seedDemoIfEmpty(depsOf(server), { stores: 3, items: 15 });
    expect(again).toMatchObject({ outcome: 'seeded', items: 5 });
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM accounts WHERE type = 2`)).toBe(3);
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM categories`)).toBe(categoryCount());
  }, 60_000);

  it('leaves a fresh claim of another process alone', async () => {
    const fresh = { state: 'running', startedAt: new Date().toISOString() };
    await server.database.db.update(appMeta).set({ value: fresh }).where(eq(appMeta.key, DEMO_SEED_KEY));
    expect(await seedDemoIfEmpty(depsOf(server), { stores: 4, items: 20 })).toEqual({ outcome: 'claimed-elsewhere' });
  });
});

describe('a database with its own catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gets no demo data, and remembers that', async () => {
    await insertCategory(server.database.db, 'Öz kateqoriyamız');
    expect(await seedDemoIfEmpty(depsOf(server))).toEqual({ outcome: 'has-own-data' });
    expect(await countOf(server, sql`SELECT count(*)::int AS n FROM accounts WHERE type = 2`)).toBe(0);
    const [meta] = await server.database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
    expect(meta?.value).toMatchObject({ state: 'skipped' });
  });
});

describe('seed rules', () => {
  it('spreads products over stores evenly', () => {
    expect(itemsPerStore(300, 12)).toEqual(Array(12).fill(25));
    expect(itemsPerStore(10, 3)).toEqual([4, 3, 3]);
  });

  it('gives every store leaf categories of the demo tree', () => {
    const leaves = new Set(leavesOf(DEMO_CATEGORIES).map((leaf) => leaf.urlPath));
    for (const store of DEMO_STORES) for (const category of store.categories) expect(leaves.has(category), category).toBe(true);
  });

  it('is on by default and off under NODE_ENV=test unless asked for', () => {
    expect(parseConfig({}).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
