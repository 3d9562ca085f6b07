import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';

/**
 * A buyer's hearts on products. `items.fav_count` is kept from these rows in the same transaction
 * as every heart and unheart, so no page counts them.
 */
export const favourites = pgTable(
  'favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.itemId] }),
    // The buyer's list in /profile, newest first.
    index('favourites_account_created_idx').on(table.accountId, table.createdAt.desc(), table.itemId.desc()),
    index('favourites_item_idx').on(table.itemId),
  ],
);

/**
 * A buyer following a store. `noticed_until`: the follower has been told of the store's products
 * created up to this instant (the daily notice of new products moves it on); a new follow starts at
 * its own time, so what the store listed before is never news.
 */
export const storeFollows = pgTable(
  'store_follows',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    noticedUntil: timestamp('noticed_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.storeId] }),
    // The store's followers (its count, the daily notice's scan), and the buyer's list newest first.
    index('store_follows_store_idx').on(table.storeId, table.noticedUntil),
    index('store_follows_account_created_idx').on(table.accountId, table.createdAt.desc(), table.storeId.desc()),
  ],
);

/**
 * When a follower was last sent the notice of followed stores' news: at most one a day, claimed by
 * one conditional upsert, so two processes running the job never both send it.
 */
export const followerNotices = pgTable('follower_notices', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
