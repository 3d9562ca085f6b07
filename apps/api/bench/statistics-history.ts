// A busy year of one store for the statistics page's benchmark (`npm run bench:web`): its orders
// (placed over the last 365 days, one line each on one of its products, a few cancelled), the views
// of its products (one row per product, day and visitor, as the product pages append them), some
// favourites, then the daily rows summed as the job sums them. Everything is written by a few
// set-based statements, so 100,000 orders take seconds rather than the hours the checkout would.
import { sql } from 'drizzle-orm';
import { bakuDate, statRangeDays } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { summariseDays } from '../src/modules/statistics/service.ts';

export interface HistoryFigures {
  orders: number;
  views: number;
  favourites: number;
  /** Milliseconds to write the raw rows, and to sum the year's daily rows. */
  writeMs: number;
  summariseMs: number;
}

const BUYERS = 2_000;

/** The seller with the most products (the one the benchmark just made). */
export async function busiestSeller(db: Database): Promise<string> {
  const found = (await db.execute(
    sql`SELECT merchant_id AS id FROM items GROUP BY merchant_id ORDER BY count(*) DESC LIMIT 1`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  };
  if (!found.rows[0]) throw new Error('no seller has products');
  return found.rows[0].id;
}

/** Writes `orders` orders and `views` views over the last 365 days for the seller's products. */
export async function fillStoreHistory(
  db: Database,
  sellerId: string,
  options: { orders: number; views: number; favourites: number },
  now = new Date(),
): Promise<HistoryFigures> {
  const days = statRangeDays(bakuDate(now), 365);
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, name, created_at)
    SELECT 'history-buyer-' || n || '-' || ${sellerId} || '@example.az', 'email', 'x', 1, 'Alıcı ' || n,
           now() - make_interval(days => n % 365)
    FROM generate_series(1, ${BUYERS}) AS n`);
  // Order n: its buyer, product and minute by n, spread evenly back over 365 days.
  await db.execute(sql`
    WITH buyers AS (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE identifier LIKE ${`history-buyer-%-${sellerId}@example.az`})
    INSERT INTO order_groups (buyer_id, cart_state, contact_name, contact_phone, total_qepik, created_at)
    SELECT b.ids[1 + n % ${BUYERS}], 'history-' || n, 'Alıcı', '+994501234567', 0,
           now() - make_interval(mins => (n::bigint * 525600 / ${options.orders})::int)
    FROM generate_series(1, ${options.orders}) AS n CROSS JOIN buyers b`);
  await db.execute(sql`
    INSERT INTO orders (group_id, buyer_id, seller_id, status, contact_name, delivery_method, subtotal_qepik, delivery_fee_qepik,
                        total_qepik, processing_days, ship_by, estimated_arrival, placed_at, updated_at)
    SELECT g.id, g.buyer_id, ${sellerId}::uuid,
           CASE WHEN k % 20 = 0 THEN 'CANCELLED' WHEN g.created_at > now() - interval '3 days' THEN 'PLACED' ELSE 'COMPLETED' END,
           'Alıcı', 'PICKUP', 2000 + (k % 40) * 100, 0, 2000 + (k % 40) * 100, 1,
           (g.created_at + interval '2 days')::date, (g.created_at + interval '4 days')::date, g.created_at, g.created_at
    FROM (SELECT *, substr(cart_state, 9)::int AS k FROM order_groups WHERE cart_state LIKE 'history-%') g`);
  await db.execute(sql`
    WITH products AS (SELECT array_agg(id ORDER BY created_at, id) AS ids, count(*)::int AS total FROM items WHERE merchant_id = ${sellerId}::uuid)
    INSERT INTO order_lines (order_id, position, item_id, title, pocket_type_id, pocket_fee_qepik, quantity, unit_price_qepik, line_total_qepik)
    SELECT o.id, 0, p.ids[1 + (o.number * 7919) % p.total], 'Əl işi', 1, 0, 1, o.subtotal_qepik, o.subtotal_qepik
    FROM orders o CROSS JOIN products p WHERE o.seller_id = ${sellerId}::uuid`);
  // View n: a product (popular ones more often), a day, a visitor and a source by n.
  await db.execute(sql`
    WITH products AS (SELECT array_agg(id ORDER BY created_at, id) AS ids, count(*)::int AS total FROM items WHERE merchant_id = ${sellerId}::uuid),
         days AS (SELECT array_agg(d::date ORDER BY d) AS list FROM generate_series(${days[0]!}::date, ${days.at(-1)!}::date, interval '1 day') AS d)
    INSERT INTO stat_views (item_id, day, visitor, seller_id, source)
    SELECT p.ids[1 + ((n::bigint * n) % p.total)::int], d.list[1 + n % 365], 'history-' || n, ${sellerId}::uuid,
           (ARRAY['search', 'category', 'store', 'home', 'direct', 'other'])[1 + (n / 7) % 6]
    FROM generate_series(1, ${options.views}) AS n CROSS JOIN products p CROSS JOIN days d
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    WITH products AS (SELECT array_agg(id ORDER BY created_at, id) AS ids, count(*)::int AS total FROM items WHERE merchant_id = ${sellerId}::uuid),
         buyers AS (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE identifier LIKE ${`history-buyer-%-${sellerId}@example.az`})
    INSERT INTO favourites (account_id, item_id, created_at)
    SELECT b.ids[1 + n % ${BUYERS}], p.ids[1 + (n * 31) % p.total], now() - make_interval(hours => n % 8760)
    FROM generate_series(1, ${options.favourites}) AS n CROSS JOIN products p CROSS JOIN buyers b
    ON CONFLICT DO NOTHING`);
  const written = performance.now();
  await summariseDays(db, days[0]!, days.at(-1)!);
  const summarised = performance.now();
  const [counts] = (
    (await db.execute(sql`
    SELECT (SELECT count(*)::int FROM orders WHERE seller_id = ${sellerId}::uuid) AS orders,
           (SELECT count(*)::int FROM stat_views WHERE seller_id = ${sellerId}::uuid) AS views,
           (SELECT count(*)::int FROM favourites f JOIN items i ON i.id = f.item_id WHERE i.merchant_id = ${sellerId}::uuid) AS favourites`)) as unknown as {
      rows: Array<{ orders: number; views: number; favourites: number }>;
    }
  ).rows;
  return {
    ...counts!,
    writeMs: Math.round(written - started),
    summariseMs: Math.round(summarised - written),
  };
}
