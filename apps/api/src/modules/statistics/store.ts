import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, ORDER_STATUS, STAT_TOP_PRODUCTS } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import type { statItemDays, statMarketDays, statSourceDays, statStoreDays, statViews } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type StoreDayRow = Omit<typeof statStoreDays.$inferSelect, 'sellerId'>;
export type MarketDayRow = Omit<typeof statMarketDays.$inferSelect, 'updatedAt'>;
export type SourceRow = Pick<typeof statSourceDays.$inferSelect, 'source' | 'views'>;
export type TopProductRow = Pick<typeof statItemDays.$inferSelect, 'views' | 'orders' | 'revenueQepik'> & {
  id: string;
  productName: string;
  coverImage: string;
  companyName: string;
};

/** The Baku calendar day of a timestamp column (UTC+4 all year), in SQL. */
const bakuDay = (column: string) => sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '4 hours')::date`);
/**
 * Orders that count: every one placed but those cancelled (a declined one is cancelled too). Revenue is
 * what the buyers paid for the products: the lines less a coupon's discount, without delivery.
 */
const COUNTED_ORDER = sql.raw(`o.status <> '${ORDER_STATUS.CANCELLED}'`);

// ---------------------------------------------------------------------------------------------
// The request path

/**
 * Appends a view of a product shoppers can see (listed) for its visitor and Baku day; a second view
 * of the same visitor and day is the same row, so nothing is written. Answers whether it counted.
 */
export async function insertView(
  db: Database,
  view: Pick<typeof statViews.$inferInsert, 'itemId' | 'day' | 'visitor' | 'source'>,
): Promise<boolean> {
  const counted = await rows<{ itemId: string }>(
    db,
    sql`INSERT INTO stat_views (item_id, day, visitor, seller_id, source)
        SELECT id, ${view.day}::date, ${view.visitor}, merchant_id, ${view.source} FROM items WHERE id = ${view.itemId}::uuid AND listed
        ON CONFLICT DO NOTHING RETURNING item_id AS "itemId"`,
  );
  return counted.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The job: the daily rows of a range of Baku days, summed again from what they count

/**
 * Writes the daily rows of the Baku days `from`..`to` again from the views, orders, favourites and
 * accounts of those days, in one transaction: a reader sees the old rows or the new ones. Runs under a
 * transaction lock, so two runs at once (two processes, a run and a backfill) take turns.
 */
export async function rewriteDays(tx: Tx, range: { from: string; to: string; start: Date; end: Date }): Promise<void> {
  const { from, to } = range;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('statistics-days'))`);
  await tx.execute(sql`DELETE FROM stat_item_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  await tx.execute(sql`
    INSERT INTO stat_item_days (item_id, day, seller_id, views, orders, units, revenue_qepik, favourites)
    SELECT item_id, day, seller_id, sum(views), sum(orders), sum(units), sum(revenue), sum(favourites)
    FROM (
      SELECT v.item_id, v.day, v.seller_id, count(*) AS views, 0 AS orders, 0 AS units, 0 AS revenue, 0 AS favourites
      FROM stat_views v WHERE v.day BETWEEN ${from}::date AND ${to}::date
      GROUP BY v.item_id, v.day, v.seller_id
      UNION ALL
      SELECT l.item_id, ${bakuDay('o.placed_at')}, o.seller_id, 0, count(DISTINCT o.id), sum(l.quantity), sum(l.line_total_qepik - l.discount_qepik), 0
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.placed_at >= ${start} AND o.placed_at < ${end} AND ${COUNTED_ORDER} AND l.item_id IS NOT NULL
      GROUP BY l.item_id, 2, o.seller_id
      UNION ALL
      SELECT f.item_id, ${bakuDay('f.created_at')}, i.merchant_id, 0, 0, 0, 0, count(*)
      FROM favourites f JOIN items i ON i.id = f.item_id
      WHERE f.created_at >= ${start} AND f.created_at < ${end}
      GROUP BY f.item_id, 2, i.merchant_id
    ) counted
    GROUP BY item_id, day, seller_id`);

  // A store's day: its products' views and favourites, and its orders as orders (one with two products is one).
  await tx.execute(sql`DELETE FROM stat_store_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  await tx.execute(sql`
    INSERT INTO stat_store_days (seller_id, day, views, orders, revenue_qepik, favourites)
    SELECT seller_id, day, sum(views), sum(orders), sum(revenue), sum(favourites)
    FROM (
      SELECT seller_id, day, views, 0 AS orders, 0 AS revenue, favourites
      FROM stat_item_days WHERE day BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT o.seller_id, ${bakuDay('o.placed_at')}, 0, count(*), sum(o.subtotal_qepik - o.discount_qepik), 0
      FROM orders o WHERE o.placed_at >= ${start} AND o.placed_at < ${end} AND ${COUNTED_ORDER}
      GROUP BY o.seller_id, 2
    ) counted
    GROUP BY seller_id, day`);

  await tx.execute(sql`DELETE FROM stat_source_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  await tx.execute(sql`
    INSERT INTO stat_source_days (seller_id, day, source, views)
    SELECT seller_id, day, source, count(*) FROM stat_views
    WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY seller_id, day, source`);

  // Every day of the range gets its row (its updated_at says when the figures were summed).
  await tx.execute(sql`DELETE FROM stat_market_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  await tx.execute(sql`
    INSERT INTO stat_market_days (day, views, orders, revenue_qepik, favourites, new_stores, new_buyers, updated_at)
    SELECT d.day::date,
           coalesce(s.views, 0), coalesce(s.orders, 0), coalesce(s.revenue, 0), coalesce(s.favourites, 0),
           coalesce(a.stores, 0), coalesce(a.buyers, 0), now()
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    LEFT JOIN (
      SELECT day, sum(views) AS views, sum(orders) AS orders, sum(revenue_qepik) AS revenue, sum(favourites) AS favourites
      FROM stat_store_days WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day
    ) s ON s.day = d.day::date
    LEFT JOIN (
      SELECT ${bakuDay('created_at')} AS day,
             count(*) FILTER (WHERE type = ${ACCOUNT_TYPE.MERCHANT}) AS stores,
             count(*) FILTER (WHERE type = ${ACCOUNT_TYPE.CLIENT}) AS buyers
      FROM accounts WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1
    ) a ON a.day = d.day::date`);
}

/** Drops the views of the days before `before`: their days are summed and no view can join them any more. */
export async function deleteViewsBefore(db: Database, before: string): Promise<number> {
  const deleted = await rows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM stat_views WHERE day < ${before}::date RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return deleted[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The pages' reads

export async function storeDays(db: Database, sellerId: string, from: string, to: string): Promise<StoreDayRow[]> {
  return rows<StoreDayRow>(
    db,
    sql`SELECT day::text AS day, views, orders, revenue_qepik::float8 AS "revenueQepik", favourites
        FROM stat_store_days WHERE seller_id = ${sellerId}::uuid AND day BETWEEN ${from}::date AND ${to}::date ORDER BY day`,
  );
}

export async function marketDays(db: Database, from: string, to: string): Promise<MarketDayRow[]> {
  return rows<MarketDayRow>(
    db,
    sql`SELECT day::text AS day, views, orders, revenue_qepik::float8 AS "revenueQepik", favourites,
               new_stores AS "newStores", new_buyers AS "newBuyers"
        FROM stat_market_days WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day`,
  );
}

/** The best products of a range (one store's, or every store's with `sellerId` null). */
export async function topProducts(db: Database, sellerId: string | null, from: string, to: string): Promise<TopProductRow[]> {
  const ofStore = sellerId === null ? sql`TRUE` : sql`d.seller_id = ${sellerId}::uuid`;
  return rows<TopProductRow>(
    db,
    sql`SELECT t.item_id AS id, i.product_name AS "productName", i.cover_image AS "coverImage",
               a.company_name AS "companyName", t.views::int AS views, t.orders::int AS orders, t.revenue::float8 AS "revenueQepik"
        FROM (
          SELECT d.item_id, sum(d.views) AS views, sum(d.orders) AS orders, sum(d.revenue_qepik) AS revenue
          FROM stat_item_days d WHERE ${ofStore} AND d.day BETWEEN ${from}::date AND ${to}::date
          GROUP BY d.item_id ORDER BY revenue DESC, orders DESC, views DESC, d.item_id LIMIT ${STAT_TOP_PRODUCTS}
        ) t
        JOIN items i ON i.id = t.item_id JOIN accounts a ON a.id = i.merchant_id
        ORDER BY t.revenue DESC, t.orders DESC, t.views DESC, t.item_id`,
  );
}

export async function sourceViews(db: Database, sellerId: string | null, from: string, to: string): Promise<SourceRow[]> {
  const ofStore = sellerId === null ? sql`TRUE` : sql`seller_id = ${sellerId}::uuid`;
  return rows<SourceRow>(
    db,
    sql`SELECT source, sum(views)::int AS views FROM stat_source_days
        WHERE ${ofStore} AND day BETWEEN ${from}::date AND ${to}::date GROUP BY source`,
  );
}

/** When the job last summed the figures. */
export async function lastSummedAt(db: Database): Promise<Date | null> {
  const [row] = await rows<{ at: Date | string | null }>(db, sql`SELECT max(updated_at) AS at FROM stat_market_days`);
  return row?.at ? new Date(row.at) : null;
}
