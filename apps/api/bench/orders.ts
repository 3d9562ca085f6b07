// `npm run bench:orders [-- --buyers N] [-- --seconds S] [-- --orders N]`: checkout under load and the
// seller's Orders list on a big store (a benchmark, not a test: it exits non-zero only when a unit was
// oversold or a checkout was placed twice). The spec's figures are on PostgreSQL (DATABASE_URL, e.g.
// postgres://postgres@127.0.0.1:5432/postgres: a scratch database is made and dropped by the run);
// without DATABASE_URL it runs on the embedded database (PGlite) in a temporary directory.
//
// The production server (the build `npm start` runs) serves 20 stores with 4 products each, 2 of
// them made to order and 2 in stock with a small count (3 to 30 units), so that buyers race for the
// last units. N buyers (default 200; accounts and sessions written through the server's own code,
// as signing 200 people up through their e-mail codes would be a benchmark of its own) check out in
// a closed loop for S seconds (default 30): each fills its cart from 1 to 3 stores (addToCart),
// previews, and places what it was shown under a fresh Idempotency-Key — one checkout in ten sends
// the same placeOrder twice at once, a double click. A product whose addToCart answered
// OUT_OF_STOCK is no longer offered to anyone (its page would say so). Afterwards the database is
// checked: no stock below 0, no stocked product sold beyond its starting stock, no second group
// for one cart state, no store twice in a group, both answers of a double click naming one group,
// every order with its lines.
// The list: a further store has N orders (default 100,000, written with SQL: a year of orders with
// the statuses a living store has, one to three units each); its Orders list is read at 1 and 10
// connections — page 1, the New tab, a deep page, a search by buyer name and by order number.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  ORDER_PAGE_SIZE,
  salePrice,
  type CheckoutQuote,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
} from '@marketplace/contract';
import { startServer, type RunningServer } from '../../../e2e/server.ts';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { accounts, items } from '../src/db/schema.ts';
import { insertAccount } from '../src/modules/auth/accounts.ts';
import { argon2idHasher } from '../src/modules/auth/passwords.ts';
import { issueSession } from '../src/modules/auth/sessions.ts';
import { createCategory } from '../src/modules/categories/service.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { measureCpu, PostgresBackends } from './cpu.ts';
import { loadHttp, type LoadResult, type Target } from './load.ts';

const { values } = parseArgs({
  options: { buyers: { type: 'string' }, seconds: { type: 'string' }, orders: { type: 'string' } },
});
const BUYERS = Number(values.buyers ?? 200);
const SECONDS = Number(values.seconds ?? 30);
const LIST_ORDERS = Number(values.orders ?? 100_000);
/** Seconds of each list row (shorter when the run itself is). */
const LIST_SECONDS = Math.min(5, SECONDS);
const STORES = 20;
const MADE_TO_ORDER_PER_STORE = 2;
const STOCKED_PER_STORE = 2;
/** The share of cart picks that go to a stocked product while the store still has one. */
const STOCKED_SHARE = 0.4;
/** The share of checkouts sent twice at once under one key. */
const DOUBLE_CLICK_SHARE = 0.1;
const LIST_BUYERS = 1_000;
const REQUEST_TIMEOUT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CONTACT = { name: 'Leyla Məmmədova', phone: '+994 50 123 45 67' };
const ADDRESS = { city: 'Bakı' as const, street: 'Nizami küç. 10, mənzil 5', notes: '' };
const FIRST_NAMES = [
  'Leyla',
  'Aysel',
  'Nigar',
  'Günel',
  'Səbinə',
  'Rəşad',
  'Elvin',
  'Orxan',
  'Tural',
  'Kamran',
  'Nərmin',
  'Fidan',
];
const LAST_NAMES = [
  'Məmmədova',
  'Əliyev',
  'Həsənova',
  'Quliyev',
  'Hüseynova',
  'Rzayev',
  'Kərimova',
  'Abbasov',
  'İsmayılova',
  'Nəsirov',
];

interface Party {
  id: string;
  token: string;
}

interface Store extends Party {
  madeToOrder: string[];
  stocked: string[];
}

interface Seeded {
  stores: Store[];
  buyers: Party[];
  listStore: Party;
  /** Starting stock of each stocked product. */
  startingStock: Map<string, number>;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

function product(storeIndex: number, n: number, stock: number | null) {
  const price = between(15, 120);
  return {
    productName: stock === null ? `Sifarişlə vaza ${storeIndex}.${n}` : `Hazır kasa ${storeIndex}.${n}`,
    authorName: `Usta ${storeIndex}`,
    productPrice: price,
    salePrice: salePrice(price, '', 0),
    discountType: '' as const,
    discountValue: 0,
    productInfo: '<p>Əl işi.</p>',
    coverImage: `/media/covers/${'b2'.repeat(16)}.webp`,
    itemType: stock === null ? 1 : 3,
    stockCount: stock ?? 0,
    attributes: [],
    pocketTypes: [{ id: 1, name: 'Standart', active: true }],
    pocketFees: {},
    status: 'ACTIVE' as const,
  };
}

/** Stores, products, buyers and their sessions, through the server's own code; the list store's orders with SQL. */
async function seed(database: DatabaseHandle): Promise<Seeded> {
  const { db } = database;
  const passwordHash = await argon2idHasher.hash('bench parolu 2024 orders');
  const sessions = { ttlMs: DAY_MS, now: () => new Date() };
  const categoryId = await createCategory(db, { titles: { az: 'Keramika', en: 'Ceramics' }, urlPath: 'bench-keramika' });
  const seller = async (identifier: string, companyName: string): Promise<Party> => {
    const account = await insertAccount(db, { identifier, kind: 'email', type: ACCOUNT_TYPE.MERCHANT, passwordHash });
    await db.update(accounts).set({ companyName }).where(eq(accounts.id, account.id));
    const { token } = await issueSession(db, sessions, { accountId: account.id, site: 'merchant' });
    return { id: account.id, token };
  };

  const startingStock = new Map<string, number>();
  const stores: Store[] = [];
  for (let s = 0; s < STORES; s += 1) {
    const store = await seller(`bench-store-${s}@example.az`, `Emalatxana ${s}`);
    const made = Array.from({ length: MADE_TO_ORDER_PER_STORE }, (_, n) => product(s, n, null));
    const stocks = Array.from({ length: STOCKED_PER_STORE }, () => between(3, 30));
    const inStock = stocks.map((stock, n) => product(s, MADE_TO_ORDER_PER_STORE + n, stock));
    const rows = await db
      .insert(items)
      .values([...made, ...inStock].map((fields) => ({ ...fields, merchantId: store.id, categoryId })))
      .returning({ id: items.id, stockCount: items.stockCount, itemType: items.itemType });
    const stocked = rows.filter((row) => row.itemType === 3);
    for (const row of stocked) startingStock.set(row.id, row.stockCount);
    stores.push({
      ...store,
      madeToOrder: rows.filter((row) => row.itemType !== 3).map((row) => row.id),
      stocked: stocked.map((row) => row.id),
    });
  }

  const buyers: Party[] = [];
  for (let b = 0; b < BUYERS; b += 1) {
    const buyer = await insertAccount(db, {
      identifier: `bench-buyer-${b}@example.az`,
      kind: 'email',
      type: ACCOUNT_TYPE.CLIENT,
      passwordHash,
    });
    buyers.push({ id: buyer.id, token: (await issueSession(db, sessions, { accountId: buyer.id, site: 'shopper' })).token });
  }

  const listStore = await seller('bench-list-store@example.az', 'Böyük Emalatxana');
  await fillListStore(database, listStore.id, passwordHash);
  return { stores, buyers, listStore, startingStock };
}

/**
 * LIST_ORDERS orders of the list store over the last 400 days, one group each, from LIST_BUYERS
 * buyers: the last days' still open (new, accepted, in production), then shipped and delivered, the
 * rest completed or (7 %) cancelled. Each with a line of 1 to 3 units and its PLACED event.
 */
async function fillListStore(database: DatabaseHandle, storeId: string, passwordHash: string): Promise<void> {
  const run = (text: string, values?: unknown[]) => database.runSql(text, values);
  const names = (list: string[]) => `ARRAY[${list.map((name) => `'${name}'`).join(', ')}]`;
  await run(
    `INSERT INTO accounts (identifier, identifier_kind, password_hash, type)
     SELECT 'bench-list-buyer-' || n || '@example.az', 'email', $1, 1 FROM generate_series(1, ${LIST_BUYERS}) AS n`,
    [passwordHash],
  );
  await run(
    `INSERT INTO order_groups (buyer_id, cart_state, contact_name, contact_phone, address, total_qepik, created_at)
     SELECT b.ids[1 + n % ${LIST_BUYERS}], 'bench-list-' || n,
            (${names(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${names(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            '+994 50 ' || lpad((n % 10000000)::text, 7, '0'),
            jsonb_build_object('city', 'Bakı', 'street', 'Nizami küç. ' || (n % 200), 'notes', ''),
            1500 + (n * 37) % 20000 + 400,
            now() - make_interval(secs => ((n * 7919) % ${LIST_ORDERS}) * (400.0 * 86400 / ${LIST_ORDERS}))
     FROM generate_series(1, ${LIST_ORDERS}) AS n
     CROSS JOIN (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE identifier LIKE 'bench-list-buyer-%') AS b`,
  );
  await run(
    `INSERT INTO orders (group_id, buyer_id, seller_id, status, contact_name, delivery_method, zone_kind,
                         subtotal_qepik, delivery_fee_qepik, total_qepik, processing_days, ship_by, estimated_arrival,
                         placed_at, updated_at, delivered_at)
     SELECT g.id, g.buyer_id, $1, x.status, g.contact_name, 'DELIVERY', 'BAKU', g.total_qepik - 400, 400, g.total_qepik, 3,
            (g.created_at + interval '3 days')::date, (g.created_at + interval '5 days')::date, g.created_at, g.created_at,
            CASE WHEN x.status IN ('DELIVERED', 'COMPLETED') THEN g.created_at + interval '5 days' END
     FROM order_groups g
     CROSS JOIN LATERAL (SELECT extract(epoch FROM now() - g.created_at) / 86400 AS age,
                                split_part(g.cart_state, '-', 3)::int AS n) AS a
     CROSS JOIN LATERAL (SELECT CASE WHEN a.age < 4 THEN 'PLACED' WHEN a.age < 6 THEN 'ACCEPTED'
                                     WHEN a.age < 10 THEN 'IN_PRODUCTION' WHEN a.age < 14 THEN 'SHIPPED'
                                     WHEN a.age < 20 THEN 'DELIVERED' WHEN a.n % 100 < 7 THEN 'CANCELLED'
                                     ELSE 'COMPLETED' END AS status) AS x
     WHERE g.cart_state LIKE 'bench-list-%'
     ORDER BY g.created_at`,
    [storeId],
  );
  await run(
    `INSERT INTO order_lines (order_id, position, title, cover_image, pocket_type_id, pocket_fee_qepik, quantity,
                              unit_price_qepik, line_total_qepik)
     SELECT id, 0, 'Əl işi kasa ' || number % 40, '/media/covers/${'c3'.repeat(16)}.webp', 1, 0, 1 + number % 3,
            subtotal_qepik / (1 + number % 3), (subtotal_qepik / (1 + number % 3)) * (1 + number % 3)
     FROM orders WHERE seller_id = $1`,
    [storeId],
  );
  await run(
    `INSERT INTO order_events (order_id, status, actor, actor_id, at)
     SELECT id, 'PLACED', 'BUYER', buyer_id, placed_at FROM orders WHERE seller_id = $1`,
    [storeId],
  );
  for (const table of ['accounts', 'order_groups', 'orders', 'order_lines', 'order_events']) await run(`VACUUM ANALYZE ${table}`);
}

interface Answer {
  status: number;
  // Answers are read loosely: the benchmark checks only what it uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  replayed: boolean;
}

const agent = new http.Agent({ keepAlive: true });

function call(
  server: RunningServer,
  host: string,
  pathname: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `http://127.0.0.1:${server.port}${pathname}`,
      {
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            replayed: response.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] !== undefined,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** What the buyer orders from the quote they were shown: its orderable lines, delivery to Baku from each store. */
function orderOf(quote: CheckoutQuote): PlaceOrderRequest | null {
  let total = quote.subtotalQepik;
  const stores: PlaceOrderRequest['stores'] = [];
  for (const store of quote.stores) {
    const delivery = store.choices.find((choice) => choice.method === 'DELIVERY');
    if (!delivery || delivery.method !== 'DELIVERY') continue;
    total += delivery.feeQepik;
    stores.push({ storeId: store.storeId, method: 'DELIVERY', zoneId: delivery.zoneId });
  }
  const lines = quote.stores.flatMap((store) =>
    store.lines
      .filter((line) => line.change === null || line.change.kind === 'PRICE')
      .map((line) => ({
        lineId: line.lineId,
        quantity: line.quantity,
        unitPriceQepik: line.unitPriceQepik,
        pocketFeeQepik: line.pocketFeeQepik,
      })),
  );
  if (lines.length === 0) return null;
  return { contact: CONTACT, address: ADDRESS, stores, note: '', giftMessage: null, seen: { lines, totalQepik: total } };
}

const codeOf = (answer: Answer) =>
  answer.status === 200
    ? answer.replayed
      ? '200 (replayed)'
      : '200'
    : `${answer.status} ${(answer.body as { error?: { code?: string } } | null)?.error?.code ?? ''}`.trim();

function counter() {
  const counts = new Map<string, number>();
  return {
    counts,
    add: (code: string) => counts.set(code, (counts.get(code) ?? 0) + 1),
    text: () =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code}: ${n.toLocaleString('en')}`)
        .join(', '),
  };
}

interface RunFigures {
  placeMs: number[];
  checkoutMs: number[];
  /** Group ids the buyers were answered, and how many orders each holds. */
  groups: Map<string, number>;
  doubleClicks: number;
  /** Double clicks whose two 200 answers named two groups. */
  doubleClickSplits: number;
  placeCodes: ReturnType<typeof counter>;
  cartCodes: ReturnType<typeof counter>;
  previewSoldOutLines: number;
  transportErrors: number;
}

async function checkoutLoop(server: RunningServer, seeded: Seeded): Promise<RunFigures> {
  const host = `localhost:${server.port}`;
  const soldOut = new Set<string>();
  const figures: RunFigures = {
    placeMs: [],
    checkoutMs: [],
    groups: new Map(),
    doubleClicks: 0,
    doubleClickSplits: 0,
    placeCodes: counter(),
    cartCodes: counter(),
    previewSoldOutLines: 0,
    transportErrors: 0,
  };
  const until = performance.now() + SECONDS * 1000;

  const checkout = async (buyer: Party) => {
    const started = performance.now();
    const chosen = new Set<Store>();
    const storeCount = between(1, 3);
    while (chosen.size < storeCount) chosen.add(pick(seeded.stores));
    const lineIds: string[] = [];
    for (const store of chosen) {
      const stocked = store.stocked.filter((id) => !soldOut.has(id));
      const fromStock = stocked.length > 0 && Math.random() < STOCKED_SHARE;
      const wanted = fromStock
        ? { itemId: pick(stocked), quantity: 1 }
        : { itemId: pick(store.madeToOrder), quantity: between(1, 2) };
      let added = await call(server, host, API_PATHS.cart.addToCart, buyer.token, wanted);
      figures.cartCodes.add(codeOf(added));
      if (added.status === 409 && added.body?.error?.code === 'OUT_OF_STOCK') {
        soldOut.add(wanted.itemId);
        added = await call(server, host, API_PATHS.cart.addToCart, buyer.token, { itemId: pick(store.madeToOrder) });
        figures.cartCodes.add(codeOf(added));
      }
      if (added.status === 200) lineIds.push(added.body.lineId as string);
    }
    if (lineIds.length === 0) return;

    const preview = await call(server, host, API_PATHS.order.previewCheckout, buyer.token, { city: ADDRESS.city });
    if (preview.status !== 200) {
      figures.placeCodes.add(`preview ${codeOf(preview)}`);
    } else {
      const quote = preview.body as CheckoutQuote;
      figures.previewSoldOutLines += quote.stores.flatMap((store) =>
        store.lines.filter((line) => line.change?.kind === 'STOCK'),
      ).length;
      const order = orderOf(quote);
      if (order) {
        const key = randomUUID();
        const sends = Math.random() < DOUBLE_CLICK_SHARE ? 2 : 1;
        if (sends === 2) figures.doubleClicks += 1;
        const answers = await Promise.all(
          Array.from({ length: sends }, async () => {
            const sent = performance.now();
            const answer = await call(server, host, API_PATHS.order.placeOrder, buyer.token, order, {
              [IDEMPOTENCY_KEY_HEADER]: key,
            });
            figures.placeMs.push(performance.now() - sent);
            figures.placeCodes.add(codeOf(answer));
            return answer;
          }),
        );
        const placed = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as PlaceOrderAnswer);
        if (new Set(placed.map((answer) => answer.groupId)).size > 1) figures.doubleClickSplits += 1;
        for (const answer of placed) figures.groups.set(answer.groupId, answer.orders.length);
        const ordered = new Set(placed.length > 0 ? order.seen.lines.map((line) => line.lineId) : []);
        lineIds.splice(0, lineIds.length, ...lineIds.filter((id) => !ordered.has(id)));
      }
    }
    // What was not ordered leaves the cart, so that the next checkout starts from an empty one.
    for (const lineId of lineIds) await call(server, host, API_PATHS.cart.removeFromCart, buyer.token, { lineId });
    figures.checkoutMs.push(performance.now() - started);
  };

  await Promise.all(
    seeded.buyers.map(async (buyer) => {
      while (performance.now() < until) {
        try {
          await checkout(buyer);
        } catch {
          figures.transportErrors += 1;
        }
      }
    }),
  );
  return figures;
}

interface Checked {
  negativeStock: number;
  oversold: number;
  /** Stocked products whose stock taken differs from the units their order lines reserved. */
  stockMismatch: number;
  stockedUnitsSold: number;
  startingUnits: number;
  soldOutProducts: number;
  duplicateCartStates: number;
  storeTwiceInGroup: number;
  ordersWithoutLines: number;
  groupsWithoutOrders: number;
  groups: number;
  orders: number;
}

async function verify(database: DatabaseHandle, seeded: Seeded): Promise<Checked> {
  const storeIds = seeded.stores.map((store) => store.id);
  const buyerIds = seeded.buyers.map((buyer) => buyer.id);
  const one = async (text: string, values: unknown[] = []) =>
    Number(((await database.runSql(text, values)).rows[0] as { n: string | number }).n);
  const stocked = (
    await database.runSql(
      `SELECT i.id, i.stock_count AS stock,
              coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                        WHERE l.item_id = i.id AND o.status <> 'CANCELLED'), 0)::int AS sold,
              coalesce((SELECT sum(l.stock_reserved) FROM order_lines l WHERE l.item_id = i.id), 0)::int AS reserved
       FROM items i WHERE i.id = ANY($1::uuid[])`,
      [[...seeded.startingStock.keys()]],
    )
  ).rows as Array<{ id: string; stock: number; sold: number; reserved: number }>;
  const startOf = (id: string) => seeded.startingStock.get(id) ?? 0;
  return {
    negativeStock: stocked.filter((row) => row.stock < 0).length,
    oversold: stocked.filter((row) => row.sold > startOf(row.id)).length,
    stockMismatch: stocked.filter((row) => startOf(row.id) - row.stock !== row.reserved).length,
    stockedUnitsSold: stocked.reduce((sum, row) => sum + row.sold, 0),
    startingUnits: [...seeded.startingStock.values()].reduce((sum, units) => sum + units, 0),
    soldOutProducts: stocked.filter((row) => row.stock === 0).length,
    duplicateCartStates: await one(
      `SELECT count(*) AS n FROM (SELECT 1 FROM order_groups WHERE buyer_id = ANY($1::uuid[])
       GROUP BY buyer_id, cart_state HAVING count(*) > 1) AS d`,
      [buyerIds],
    ),
    storeTwiceInGroup: await one(
      `SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE seller_id = ANY($1::uuid[])
       GROUP BY group_id, seller_id HAVING count(*) > 1) AS d`,
      [storeIds],
    ),
    ordersWithoutLines: await one(
      `SELECT count(*) AS n FROM orders o WHERE o.seller_id = ANY($1::uuid[])
       AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
      [storeIds],
    ),
    groupsWithoutOrders: await one(
      `SELECT count(*) AS n FROM order_groups g WHERE g.buyer_id = ANY($1::uuid[])
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.group_id = g.id)`,
      [buyerIds],
    ),
    groups: await one(`SELECT count(*) AS n FROM order_groups WHERE buyer_id = ANY($1::uuid[])`, [buyerIds]),
    orders: await one(`SELECT count(*) AS n FROM orders WHERE seller_id = ANY($1::uuid[])`, [storeIds]),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const adminUrl = process.env.DATABASE_URL;
const scratch = adminUrl ? await createScratchDatabase(adminUrl, { prefix: 'marketplace_bench_orders' }) : undefined;
const databaseUrl = scratch?.url;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-orders-'));
const backendName = databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)';
let server: RunningServer | undefined;
let backends: PostgresBackends | undefined;
try {
  let database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const seedStarted = performance.now();
  const seeded = await seed(database);
  const listNumber = Number(
    (
      (
        await database.runSql(
          `SELECT number FROM orders WHERE seller_id = $1 ORDER BY number OFFSET ${Math.floor(LIST_ORDERS / 2)} LIMIT 1`,
          [seeded.listStore.id],
        )
      ).rows[0] as { number: number }
    ).number,
  );
  await database.close();
  console.log(
    `${STORES} stores (${seeded.startingStock.size} stocked products, ${[...seeded.startingStock.values()].reduce((a, b) => a + b, 0)} units), ` +
      `${BUYERS} buyers and a store of ${LIST_ORDERS.toLocaleString('en')} orders on ${backendName}, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  server = await startServer({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  backends = databaseUrl ? await PostgresBackends.open(databaseUrl) : undefined;
  const running = server;
  const { result: figures, cpu } = await measureCpu(
    () => checkoutLoop(running, seeded),
    (run) => run.groups.size,
    { appPid: server.pid, backends, loaderInProcess: true },
  );
  const loadAfterRun = load();

  const merchantHost = `merchant.localhost:${server.port}`;
  const list = `http://127.0.0.1:${server.port}${API_PATHS.order.getStoreOrders}`;
  const headers = { host: merchantHost, authorization: `Bearer ${seeded.listStore.token}` };
  const deepPage = Math.max(1, Math.floor(LIST_ORDERS / ORDER_PAGE_SIZE / 2));
  const targets: Target[] = [
    { name: 'all orders, page 1', url: `${list}?page=1`, headers },
    { name: 'New tab (PLACED), page 1', url: `${list}?status=PLACED&page=1`, headers },
    { name: `all orders, page ${deepPage.toLocaleString('en')}`, url: `${list}?page=${deepPage}`, headers },
    { name: 'search by buyer name (“Aysel”)', url: `${list}?q=Aysel&page=1`, headers },
    { name: 'search by order number', url: `${list}?q=${listNumber}&page=1`, headers },
  ];
  const listRows: LoadResult[] = [];
  for (const target of targets) {
    const first = await fetch(target.url, { headers });
    const body = (await first.json()) as { total?: number };
    if (first.status !== 200) throw new Error(`${target.name} answered ${first.status}: ${JSON.stringify(body)}`);
    for (const connections of [1, 10]) {
      const row = await loadHttp(target, { connections, seconds: LIST_SECONDS }, { serverPid: server.pid, backends });
      listRows.push({ ...row, name: `${target.name} — ${(body.total ?? 0).toLocaleString('en')} found` });
    }
  }
  const loadAfterList = load();
  await backends?.close();
  backends = undefined;
  await server.stop();
  server = undefined;

  database = await openDatabase({ databaseUrl, dataDir });
  const checked = await verify(database, seeded);
  await database.close();

  figures.placeMs.sort((a, b) => a - b);
  figures.checkoutMs.sort((a, b) => a - b);
  const answeredOrders = [...figures.groups.values()].reduce((sum, n) => sum + n, 0);
  const duplicates = checked.duplicateCartStates + checked.storeTwiceInGroup + figures.doubleClickSplits;
  const unanswered = checked.groups - figures.groups.size;
  console.log(
    `\nCheckout on ${backendName}, ${BUYERS} buyers in a closed loop for ${SECONDS} s, carts of 1–3 of ${STORES} stores, ` +
      `${Math.round(DOUBLE_CLICK_SHARE * 100)} % sent twice at once; load average ${loadAfterRun} (1/5/15 min, 2 cores)\n`,
  );
  console.log('| | |');
  console.log('|---|---|');
  console.log(
    `| checkouts placed (order groups) | ${checked.groups.toLocaleString('en')}, ${(checked.groups / SECONDS).toFixed(1)}/s |`,
  );
  console.log(
    `| orders placed (one per store) | ${checked.orders.toLocaleString('en')}, **${(checked.orders / SECONDS).toFixed(1)}/s** |`,
  );
  console.log(
    `| placeOrder latency p50 / p99 / max (${figures.placeMs.length.toLocaleString('en')} calls) | ` +
      `**${ms(percentile(figures.placeMs, 50))} / ${ms(percentile(figures.placeMs, 99))}** / ${ms(figures.placeMs.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| whole checkout (add 1–3, preview, place, clear what is left) p50 / p99 | ${ms(percentile(figures.checkoutMs, 50))} / ${ms(percentile(figures.checkoutMs, 99))} |`,
  );
  console.log(`| placeOrder answers | ${figures.placeCodes.text()} |`);
  console.log(`| addToCart answers | ${figures.cartCodes.text()} |`);
  console.log(`| lines the preview showed sold out (left in the cart, not ordered) | ${figures.previewSoldOutLines} |`);
  console.log(
    `| stocked products sold out / units sold of the starting stock | ${checked.soldOutProducts} of ${seeded.startingStock.size} / ${checked.stockedUnitsSold} of ${checked.startingUnits} |`,
  );
  console.log(
    `| **oversold** products / stock below 0 / stock taken ≠ units reserved | **${checked.oversold}** / ${checked.negativeStock} / ${checked.stockMismatch} |`,
  );
  console.log(
    `| **duplicates**: second group of one cart state / a store twice in a group / double click answered two groups | **${duplicates}**: ${checked.duplicateCartStates} / ${checked.storeTwiceInGroup} / ${figures.doubleClickSplits} of ${figures.doubleClicks} |`,
  );
  console.log(
    `| groups in the database no answer named / orders without lines / groups without orders | ${unanswered} / ${checked.ordersWithoutLines} / ${checked.groupsWithoutOrders} |`,
  );
  console.log(
    `| orders the answers named / in the database | ${answeredOrders.toLocaleString('en')} / ${checked.orders.toLocaleString('en')} |`,
  );
  console.log(`| requests failed without an answer (timeout, connection) | ${figures.transportErrors} |`);
  console.log(
    `| CPU per checkout: server / PostgreSQL / load generator | ${cpu.app?.toFixed(1) ?? '–'} / ${cpu.postgres?.toFixed(1) ?? '–'} / ${cpu.loader?.toFixed(1) ?? '–'} ms |`,
  );

  console.log(
    `\nThe seller's Orders list, ${LIST_ORDERS.toLocaleString('en')} orders of one store, ${LIST_SECONDS} s per row; load average ${loadAfterList} (1/5/15 min, 2 cores)\n`,
  );
  console.log('| getStoreOrders | connections | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of listRows)
    console.log(`| ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`);

  const broken = checked.oversold + checked.negativeStock + checked.stockMismatch + duplicates + checked.ordersWithoutLines;
  if (broken > 0) {
    console.error(`\n${broken} integrity problems (oversold, stock or duplicates): see the table above.`);
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  await backends?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
