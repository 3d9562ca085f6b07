import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';
import { orderLines, orders } from './orders.ts';

/** A review's photo: a finished image upload of its buyer; the address is built from the key when answering. */
export interface StoredReviewPhoto {
  uploadId: string;
  key: string;
  width: number | null;
  height: number | null;
}

/**
 * A buyer's review of one delivered order line (one per line): 1–5 stars, plain text, up to 3
 * photos, the seller's one reply, and the admin's hiding with its reason. The item's `rating` and
 * `rating_count` are kept from the visible rows in the same transaction as every change here.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    photos: jsonb('photos').$type<StoredReviewPhoto[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_reply_has_time', sql`(${table.reply} IS NULL) = (${table.repliedAt} IS NULL)`),
    // A product page: its visible reviews newest first, all or of one rating; and its summary.
    index('reviews_item_visible_idx')
      .on(table.itemId, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.hidden}`),
    index('reviews_item_rating_visible_idx')
      .on(table.itemId, table.rating, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.hidden}`),
    // The seller's Reviews page and the store's score.
    index('reviews_seller_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    // The admin's list, newest first; a buyer's order page.
    index('reviews_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('reviews_order_idx').on(table.orderId),
    index('reviews_buyer_idx').on(table.buyerId),
  ],
);
