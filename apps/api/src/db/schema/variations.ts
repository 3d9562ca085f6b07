import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';
import { orderLines } from './orders.ts';

/**
 * Variations: an item whose price and stock depend on one or two of its attributes (a ring in sizes
 * 16–19, a scarf in four colours) keeps one row per combination of their values. While an item has
 * any, its own `product_price` is the lowest active combination's price and its `stock_count` the sum
 * of the active combinations' stock, both kept by the variations service in the transaction that
 * changes them (the lists and cards read the item's columns as they always did).
 */
export const itemVariations = pgTable(
  'item_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** One value for each variation attribute, e.g. {"Ölçü": "19"} or {"Rəng": "Qırmızı", "Ölçü": "M"}. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    /** The contract's `attributesKey(options)`: one row per combination. */
    optionsKey: text('options_key').notNull(),
    /** The combination's price before the item's discount, in qəpik. */
    priceQepik: integer('price_qepik').notNull(),
    stockCount: integer('stock_count').notNull().default(0),
    sku: text('sku').notNull().default(''),
    /** Off: shown as unavailable and not sold, its stock kept. */
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('item_variations_item_options_unique').on(table.itemId, table.optionsKey),
    check('item_variations_price_not_negative', sql`${table.priceQepik} >= 0`),
    check('item_variations_stock_not_negative', sql`${table.stockCount} >= 0`),
  ],
);

/**
 * The combination an order line bought: its labels and SKU as they were, and the units it took from
 * the combination's stock (zeroed when a cancellation gives them back). The line's own `attributes`
 * and `unit_price_qepik` keep what the buyer chose and paid.
 */
export const orderLineVariations = pgTable(
  'order_line_variations',
  {
    orderLineId: uuid('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id').references(() => itemVariations.id, { onDelete: 'set null' }),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    sku: text('sku').notNull().default(''),
    stockReserved: integer('stock_reserved').notNull().default(0),
  },
  (table) => [index('order_line_variations_variation_idx').on(table.variationId)],
);
