import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';

/**
 * A seller's promotion of one product for a number of days (the panel's Advertise): PENDING until an
 * admin approves it (ACTIVE from then, for `days` days: `starts_at`..`ends_at`) or stops it; an admin
 * stops an ACTIVE one too, the seller cancels their own (STOPPED, `stopped_by` says who). One
 * ENDED is written when the seller asks again after its days ran out. `price_qepik` is what it cost
 * (0 while promotions are free). `views` and `clicks`: how often it was shown in a promoted place
 * and opened from there.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'STOPPED', 'ENDED'] })
      .notNull()
      .default('PENDING'),
    days: smallint('days').notNull(),
    priceQepik: integer('price_qepik').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    stoppedBy: text('stopped_by', { enum: ['SELLER', 'ADMIN'] }),
    stopReason: text('stop_reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promotions_days_range', sql`${table.days} BETWEEN 1 AND 30`),
    check('promotions_price_not_negative', sql`${table.priceQepik} >= 0`),
    check(
      'promotions_active_has_window',
      sql`${table.status} <> 'ACTIVE' OR (${table.startsAt} IS NOT NULL AND ${table.endsAt} IS NOT NULL)`,
    ),
    // One waiting or running promotion per product.
    uniqueIndex('promotions_item_open_idx')
      .on(table.itemId)
      .where(sql`${table.status} IN ('PENDING', 'ACTIVE')`),
    // The promoted places: the running ones, least shown first.
    index('promotions_active_idx')
      .on(table.endsAt, table.views)
      .where(sql`${table.status} = 'ACTIVE'`),
    // The seller's list and the admin's queue, newest first.
    index('promotions_seller_created_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    index('promotions_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);
