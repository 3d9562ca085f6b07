import { createHash } from 'node:crypto';
import {
  bakuDate,
  bakuDayEnd,
  bakuDayStart,
  conversionBasisPoints,
  statRangeDays,
  VIEW_SOURCES,
  type MarketStatDay,
  type MarketStatistics,
  type StatDay,
  type StatisticsQuery,
  type StatSource,
  type StatTopProduct,
  type StoreStatistics,
  type ViewSource,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import {
  deleteViewsBefore,
  insertView,
  lastSummedAt,
  marketDays,
  rewriteDays,
  sourceViews,
  storeDays,
  topProducts,
  type SourceRow,
  type TopProductRow,
} from './store.ts';

/**
 * The raw views are kept this many days after their day: the job sums today and yesterday again on
 * every run, and a backfill (`summariseDays`) of a day still within it counts its views too.
 */
export const STAT_VIEW_RETENTION_DAYS = 35;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Counting a view (the request path: one insert, nothing summed)

export interface ViewOf {
  itemId: string;
  /** The signed-in account, when there is one: its views count once a day wherever it signs in. */
  accountId?: string | undefined;
  /** The browser's own random visitor id, for a guest. */
  visitor?: string | undefined;
  /** The page load's id: a guest whose browser keeps no visitor id counts once per page load. */
  viewId: string;
  source?: ViewSource | undefined;
}

/** Who viewed, as the row keeps it: a digest, so neither an account id nor a browser's id is stored. */
export function visitorKeyOf(view: Pick<ViewOf, 'accountId' | 'visitor' | 'viewId'>): string {
  const who = view.accountId ? `a:${view.accountId}` : view.visitor ? `v:${view.visitor}` : `p:${view.viewId}`;
  return createHash('sha256').update(who).digest('base64url').slice(0, 22);
}

/** Counts a product page view once per visitor and Baku day; answers whether this one counted. */
export async function recordView(db: Database, view: ViewOf, now = new Date()): Promise<boolean> {
  return insertView(db, {
    itemId: view.itemId,
    day: bakuDate(now),
    visitor: visitorKeyOf(view),
    source: view.source ?? 'direct',
  });
}

// ---------------------------------------------------------------------------------------------
// The job

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Writes the daily rows of the Baku days `from`..`to` (YYYY-MM-DD) again from what they count. */
export async function summariseDays(db: Database, from: string, to: string): Promise<void> {
  await db.transaction((tx) => rewriteDays(tx, { from, to, start: bakuDayStart(from), end: bakuDayEnd(to) }));
}

/**
 * The periodic run: today and yesterday summed again (a view or an order of yesterday's last minutes
 * may have come after the last run), and the views no day needs any more dropped.
 */
export async function summariseRecent(db: Database, now = new Date()): Promise<{ dropped: number }> {
  const today = bakuDate(now);
  await summariseDays(db, dayBefore(today, 1), today);
  return { dropped: await deleteViewsBefore(db, dayBefore(today, STAT_VIEW_RETENTION_DAYS)) };
}

// ---------------------------------------------------------------------------------------------
// The pages

interface Counts {
  views: number;
  orders: number;
  revenueQepik: number;
  favourites: number;
}
const ZERO: Counts = { views: 0, orders: 0, revenueQepik: 0, favourites: 0 };

function withConversion<T extends Counts>(counts: T): T & { conversion: number | null } {
  return { ...counts, conversion: conversionBasisPoints(counts.orders, counts.views) };
}

function sum<T extends Counts>(days: readonly T[], extra: (keyof T)[] = []): Record<string, number> {
  const keys = ['views', 'orders', 'revenueQepik', 'favourites', ...extra] as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, days.reduce((total, day) => total + Number(day[key]), 0)]));
}

function sourcesOf(found: readonly SourceRow[]): StatSource[] {
  const views = new Map(found.map((row) => [row.source, row.views]));
  return VIEW_SOURCES.map((source) => ({ source, views: views.get(source) ?? 0 })).sort((a, b) => b.views - a.views);
}

function topOf(found: readonly TopProductRow[]): StatTopProduct[] {
  return found.map((row) => ({
    id: row.id,
    title: row.productName,
    coverImage: row.coverImage,
    storeName: row.companyName,
    views: row.views,
    orders: row.orders,
    revenueQepik: row.revenueQepik,
    conversion: conversionBasisPoints(row.orders, row.views),
  }));
}

function rangeOf(query: StatisticsQuery, now: Date) {
  const range = Number(query.range);
  const days = statRangeDays(bakuDate(now), range);
  return { range, days, from: days[0]!, to: days[days.length - 1]! };
}

/** The seller's statistics of its own store over the range's days. */
export async function storeStatistics(
  db: Database,
  sellerId: string,
  query: StatisticsQuery,
  now = new Date(),
): Promise<StoreStatistics> {
  const { range, days, from, to } = rangeOf(query, now);
  const [found, top, sources, summedAt] = await Promise.all([
    storeDays(db, sellerId, from, to),
    topProducts(db, sellerId, from, to),
    sourceViews(db, sellerId, from, to),
    lastSummedAt(db),
  ]);
  const byDay = new Map(found.map((row) => [row.day, row]));
  const daily: StatDay[] = days.map((day) => {
    const row = byDay.get(day);
    return withConversion({
      day,
      ...(row ? { views: row.views, orders: row.orders, revenueQepik: row.revenueQepik, favourites: row.favourites } : ZERO),
    });
  });
  return {
    range,
    from,
    to,
    days: daily,
    totals: withConversion(sum(daily) as unknown as Counts),
    topProducts: topOf(top),
    sources: sourcesOf(sources),
    updatedAt: summedAt?.toISOString() ?? null,
  };
}

/** The admin's statistics of the whole marketplace over the range's days. */
export async function marketStatistics(db: Database, query: StatisticsQuery, now = new Date()): Promise<MarketStatistics> {
  const { range, days, from, to } = rangeOf(query, now);
  const [found, top, sources, summedAt] = await Promise.all([
    marketDays(db, from, to),
    topProducts(db, null, from, to),
    sourceViews(db, null, from, to),
    lastSummedAt(db),
  ]);
  const byDay = new Map(found.map((row) => [row.day, row]));
  const daily: MarketStatDay[] = days.map((day) =>
    withConversion({ ...ZERO, newStores: 0, newBuyers: 0, ...byDay.get(day), day }),
  );
  const totals = sum(daily, ['newStores', 'newBuyers']) as unknown as Counts & { newStores: number; newBuyers: number };
  return {
    range,
    from,
    to,
    days: daily,
    totals: withConversion(totals),
    topProducts: topOf(top),
    sources: sourcesOf(sources),
    updatedAt: summedAt?.toISOString() ?? null,
  };
}
