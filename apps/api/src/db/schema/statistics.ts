import { VIEW_SOURCES } from '@marketplace/contract';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';

/**
 * Product page views as they come, one row per (item, Baku day, visitor): the key is the rule that a
 * visitor's views of a product count once a day, and appending a row is all a page view costs. The
 * statistics job sums them into the daily rows below and drops the days it no longer needs.
 */
export const statViews = pgTable(
  'stat_views',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** A digest of the signed-in account or the browser's visitor id (never the id itself). */
    visitor: text('visitor').notNull(),
    sellerId: uuid('seller_id').notNull(),
    source: text('source', { enum: VIEW_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.day, table.visitor] }), index('stat_views_day_idx').on(table.day)],
);

/** A product's day: its views, the orders and units that had it, what they paid for it, new favourites. */
export const statItemDays = pgTable(
  'stat_item_days',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    revenueQepik: bigint('revenue_qepik', { mode: 'number' }).notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.day] }),
    // The seller's top products of a range; the marketplace's, by day.
    index('stat_item_days_seller_day_idx').on(table.sellerId, table.day),
    index('stat_item_days_day_idx').on(table.day),
  ],
);

/** A store's day: the sums of its products' days (the chart reads at most 365 of these rows). */
export const statStoreDays = pgTable(
  'stat_store_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueQepik: bigint('revenue_qepik', { mode: 'number' }).notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.day] })],
);

/** A store's views of a day by where they came from. */
export const statSourceDays = pgTable(
  'stat_source_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: VIEW_SOURCES }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day, table.source] }),
    index('stat_source_days_day_idx').on(table.day),
  ],
);

/** The marketplace's day: every store's sums, and the stores and buyers that signed up. */
export const statMarketDays = pgTable('stat_market_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: integer('views').notNull().default(0),
  orders: integer('orders').notNull().default(0),
  revenueQepik: bigint('revenue_qepik', { mode: 'number' }).notNull().default(0),
  favourites: integer('favourites').notNull().default(0),
  newStores: integer('new_stores').notNull().default(0),
  newBuyers: integer('new_buyers').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
