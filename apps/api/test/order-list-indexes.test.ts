import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { inboxPage, unreadCount } from '../src/modules/inbox/store.ts';
import { listNotifications } from '../src/modules/inbox/store-schedule.ts';
import { adminOrders, buyerOrders, storeOrderCounts, storeOrders } from '../src/modules/orders/service.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The order lists stay fast on 100,000 orders: every page of a busy store's Orders — each status
 * tab by ship-by date, everything newest first, a search by number or by buyer name — and its tab
 * and dashboard counts, and a buyer's history, are read from the orders' indexes (each row's item
 * count and cover from order_lines by its order). So are the inboxes beside the orders' news: an
 * account's own notifications are apart from the audiences' and from the admins' list. How the
 * plans are read: query-plans.ts.
 */

const ORDERS = 100_000;
/** The busy store's share: a fifth of all orders. */
const STORE_ORDERS = 20_000;
const OTHER_STORES = 300;
const BUYERS = 2_000;
/** More rows than any page reads, far fewer than the store's orders. */
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
let store: string;
let buyer: string;
let searchedNumber: number;

/**
 * Orders over the last 400 days, most of them long completed; the open ones are recent, their
 * ship-by dates around today, as a living store's are.
 */
async function fillOrders(): Promise<void> {
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, merchant_status, company_name)
    SELECT 'store-' || n || '@example.az', 'email', 'x', 2, 'VERIFIED', 'Mağaza ' || n FROM generate_series(0, ${OTHER_STORES}) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type)
    SELECT 'buyer-' || n || '@example.az', 'email', 'x', 1 FROM generate_series(0, ${BUYERS - 1}) AS n`);
  await db.execute(sql`
    INSERT INTO order_groups (buyer_id, cart_state, contact_name, contact_phone, total_qepik)
    SELECT b.id, 'state-' || b.identifier, 'Alıcı ' || b.identifier, '+994501234567', 0
    FROM accounts b WHERE b.type = 1`);
  // Order n: the busy store's when n <= STORE_ORDERS, else one of the others'; a buyer by n; its
  // status by age (the newest 3% open, then shipped and delivered, the rest completed or cancelled).
  await db.execute(sql`
    WITH stores AS (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE type = 2 AND identifier <> 'store-0@example.az'),
         groups AS (SELECT array_agg(g.id ORDER BY g.id) AS ids, array_agg(g.buyer_id ORDER BY g.id) AS buyers,
                           array_agg(g.contact_name ORDER BY g.id) AS names FROM order_groups g),
         shaped AS (
           SELECT n,
                  CASE WHEN n <= ${STORE_ORDERS} THEN (SELECT id FROM accounts WHERE identifier = 'store-0@example.az')
                       ELSE s.ids[1 + n % ${OTHER_STORES}] END AS seller_id,
                  1 + n % ${BUYERS} AS buyer_index,
                  ((n * 7919) % 1000) / 1000.0 AS age
           FROM generate_series(1, ${ORDERS}) AS n CROSS JOIN stores s)
    INSERT INTO orders (group_id, buyer_id, seller_id, status, contact_name, delivery_method, zone_kind,
                        subtotal_qepik, delivery_fee_qepik, total_qepik, processing_days, ship_by, estimated_arrival,
                        placed_at, updated_at)
    SELECT g.ids[x.buyer_index], g.buyers[x.buyer_index], x.seller_id,
           CASE WHEN x.age < 0.01 THEN 'PLACED' WHEN x.age < 0.02 THEN 'ACCEPTED' WHEN x.age < 0.03 THEN 'IN_PRODUCTION'
                WHEN x.age < 0.04 THEN 'SHIPPED' WHEN x.age < 0.05 THEN 'DELIVERED' WHEN x.age < 0.93 THEN 'COMPLETED'
                ELSE 'CANCELLED' END,
           g.names[x.buyer_index], 'DELIVERY', 'BAKU', 2000, 400, 2400, 3,
           (now() - make_interval(days => (x.age * 400)::int) + interval '3 days')::date,
           (now() - make_interval(days => (x.age * 400)::int) + interval '5 days')::date,
           now() - make_interval(secs => (x.age * 400 * 86400 + x.n % 86400)::double precision),
           now()
    FROM shaped x CROSS JOIN groups g`);
  await db.execute(sql`
    INSERT INTO order_lines (order_id, position, title, pocket_type_id, pocket_fee_qepik, quantity, unit_price_qepik, line_total_qepik)
    SELECT id, 0, 'Əl işi ' || number, 1, 0, 1 + number % 3, 2000, 2000 * (1 + number % 3) FROM orders`);
  for (const table of ['accounts', 'order_groups', 'orders', 'order_lines']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fillOrders();
  store = (await rows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE identifier = 'store-0@example.az'`))[0]!.id;
  buyer = (await rows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE identifier = 'buyer-7@example.az'`))[0]!.id;
  searchedNumber = (
    await rows<{ number: number }>(db, sql`SELECT number FROM orders WHERE seller_id = ${store} ORDER BY number DESC LIMIT 1`)
  )[0]!.number;
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 300_000);

afterAll(async () => {
  await server?.close();
});

const shown = (page: { orders: unknown[] }) => page.orders.length;
const TABLES = ['orders', 'order_lines', 'order_groups'];
const lastPage = (total: number) => Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));

describe(`a store with ${STORE_ORDERS.toLocaleString('en')} of ${ORDERS.toLocaleString('en')} orders reads its Orders from indexes`, () => {
  it('every order by ship-by date (the default): first and last page, and the total', async () => {
    const first = await storeOrders(db, store, { q: '', sort: 'shipBy', page: 1 });
    expect(first.total).toBe(STORE_ORDERS);
    for (const page of [1, lastPage(STORE_ORDERS)]) {
      await checkList(async (recording) => shown(await storeOrders(recording, store, { q: '', sort: 'shipBy', page })), {
        uses: ['orders_seller_ship_by_idx', 'order_lines_order_idx'],
        tables: TABLES,
      });
    }
  });

  it('every order newest first', async () => {
    await checkList(async (recording) => shown(await storeOrders(recording, store, { q: '', sort: 'newest', page: 1 })), {
      uses: ['orders_seller_placed_idx'],
      tables: TABLES,
    });
  });

  it('each status tab by ship-by date, first and last page', async () => {
    for (const status of ['PLACED', 'ACCEPTED', 'IN_PRODUCTION', 'SHIPPED', 'COMPLETED'] as const) {
      const { total } = await storeOrders(db, store, { status, q: '', sort: 'shipBy', page: 1 });
      expect(total, status).toBeGreaterThan(0);
      for (const page of [1, lastPage(total)]) {
        await checkList(
          async (recording) => shown(await storeOrders(recording, store, { status, q: '', sort: 'shipBy', page })),
          { uses: ['orders_seller_status_ship_by_idx'], tables: TABLES },
        );
      }
    }
  });

  it('a search by order number, and by a part of the buyer’s name', async () => {
    const byNumber = await storeOrders(db, store, { q: `№ ${searchedNumber}`, sort: 'shipBy', page: 1 });
    expect(byNumber.total).toBe(1);
    await checkList(
      async (recording) => shown(await storeOrders(recording, store, { q: String(searchedNumber), sort: 'shipBy', page: 1 })),
      { uses: ['orders_number_unique'], tables: TABLES },
    );
    const byName = await storeOrders(db, store, { q: 'buyer-7@', sort: 'shipBy', page: 1 });
    expect(byName.total).toBeGreaterThan(0);
    await checkList(async (recording) => shown(await storeOrders(recording, store, { q: 'buyer-7@', sort: 'shipBy', page: 1 })), {
      uses: ['orders_seller_ship_by_idx|orders_seller_status_ship_by_idx|orders_seller_placed_idx'],
      tables: TABLES,
    });
  });

  it('the tabs’ and the dashboard’s counts', async () => {
    const counts = await storeOrderCounts(db, store);
    expect(Object.values(counts.byStatus).reduce((sum, n) => sum + n, 0)).toBe(STORE_ORDERS);
    expect(counts.newOrders).toBeGreaterThan(0);
    await checkList(
      async (recording) => {
        const read = await storeOrderCounts(recording, store);
        return Object.values(read.byStatus).reduce((sum, n) => sum + n, 0);
      },
      { uses: ['orders_seller_status_ship_by_idx'], tables: TABLES },
    );
  });
});

describe('a buyer’s history', () => {
  it('newest first, from the buyer’s index', async () => {
    const mine = await buyerOrders(db, buyer, 1);
    expect(mine.total).toBe(ORDERS / BUYERS);
    expect(mine.orders[0]!.placedAt >= mine.orders[1]!.placedAt).toBe(true);
    await checkList(async (recording) => shown(await buyerOrders(recording, buyer, 1)), {
      uses: ['orders_buyer_placed_idx'],
      tables: TABLES,
    });
  });
});

describe('the admins’ Orders', () => {
  const all = { q: '', overdue: false, page: 1 };

  it('every store’s orders newest first, first and a deep page', async () => {
    for (const page of [1, 500]) {
      await checkList(async (recording) => shown(await adminOrders(recording, { ...all, page })), {
        uses: ['orders_placed_idx'],
        tables: TABLES,
      });
    }
  });

  it('one store’s, a status, dates, a number', async () => {
    const cases = [
      { input: { ...all, storeId: store }, uses: 'orders_seller_placed_idx' },
      { input: { ...all, status: 'PLACED' as const }, uses: 'orders_placed_idx|orders_status_ship_by_idx' },
      { input: { ...all, from: '2026-01-01', to: '2026-01-31' }, uses: 'orders_placed_idx' },
      { input: { ...all, q: String(searchedNumber) }, uses: 'orders_number_unique' },
    ];
    for (const { input, uses } of cases) {
      await checkList(async (recording) => shown(await adminOrders(recording, input)), { uses: [uses], tables: TABLES });
    }
  });

  it('the overdue view', async () => {
    await checkList(async (recording) => shown(await adminOrders(recording, { ...all, overdue: true })), {
      uses: ['orders_open_ship_by_idx'],
      tables: TABLES,
    });
  });
});

describe('the inboxes beside 100,000 notices of orders', () => {
  const NOTICES = 100_000;
  let reader: { id: string; type: number; createdAt: Date };

  beforeAll(async () => {
    // Every buyer's own order news (50 each), and what the admins sent to everyone over a year.
    await db.execute(sql`
      INSERT INTO admin_notifications (title, content, target, recipient_id, status, scheduled_at, sent_at)
      SELECT 'Sifariş № ' || n, 'Qəbul edildi', 'user', b.ids[1 + n % ${BUYERS}], 'sent',
             now() - make_interval(secs => n::double precision), now() - make_interval(secs => n::double precision)
      FROM generate_series(1, ${NOTICES}) AS n
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM accounts WHERE type = 1) b`);
    await db.execute(sql`
      INSERT INTO admin_notifications (title, content, target, status, scheduled_at, sent_at)
      SELECT 'Xəbər ' || n, 'Hamıya', CASE WHEN n % 2 = 0 THEN 'all' ELSE 'user' END, 'sent',
             now() - make_interval(days => n), now() - make_interval(days => n)
      FROM generate_series(1, 300) AS n`);
    await db.execute(sql`UPDATE accounts SET created_at = now() - interval '2 years' WHERE type = 1`);
    await db.execute(sql.raw('VACUUM ANALYZE admin_notifications'));
    await db.execute(sql.raw('VACUUM ANALYZE accounts'));
    const [row] = await rows<{ id: string; type: number; createdAt: string }>(
      db,
      sql`SELECT id, type, created_at AS "createdAt" FROM accounts WHERE id = ${buyer}`,
    );
    reader = { ...row!, createdAt: new Date(row!.createdAt) };
  }, 120_000);

  const INBOX_TABLES = ['admin_notifications', 'notification_reads'];

  it('a buyer’s inbox page and unread count: their own news and the audiences’, from two indexes', async () => {
    const page = await inboxPage(db, reader, 1);
    expect(page.total).toBe(NOTICES / BUYERS + 300);
    await checkList(async (recording) => (await inboxPage(recording, reader, 1)).items.length, {
      uses: ['admin_notifications_recipient_idx', 'admin_notifications_sent_idx'],
      tables: INBOX_TABLES,
    });
    await checkList(async (recording) => unreadCount(recording, reader), {
      uses: ['admin_notifications_recipient_idx', 'admin_notifications_sent_idx'],
      tables: INBOX_TABLES,
    });
  });

  it('the admins’ list of what they scheduled passes over the accounts’ news', async () => {
    const list = await listNotifications(db, 1);
    expect(list.total).toBe(300);
    await checkList(async (recording) => (await listNotifications(recording, 1)).items.length, {
      uses: ['admin_notifications_list_idx'],
      tables: INBOX_TABLES,
    });
  });
});
