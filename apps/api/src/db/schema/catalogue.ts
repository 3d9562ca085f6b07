import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CategoryTitles, ItemAttribute, Personalization, PocketFees, PocketType } from '@marketplace/contract';
import { accounts } from './accounts.ts';

/**
 * Catalogue tables: categories, partners (seller profiles with status and category permissions),
 * items and the page views counted on them. `catalogue_fold(text)` (migration
 * 0003_catalogue_search) is the IMMUTABLE lower-case, accent- and Azerbaijani-folding
 * function the search column and its trigram index are built on. The two count tables are kept by
 * statement-level triggers on items (migration 0008_catalogue_counts), so no read counts rows; the
 * search's word list likewise by triggers on items and accounts (migration 0009_catalogue_words).
 */

/** Nested categories; a category with no children is a leaf, the only kind an item may use. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Per language; `az` always present, the others fall back to it. */
    titles: jsonb('titles').$type<CategoryTitles>().notNull(),
    urlPath: text('url_path').notNull().unique(),
    upperCategoryId: integer('upper_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('categories_upper_position_idx').on(table.upperCategoryId, table.position, table.id)],
);

/**
 * A seller's partner record. A seller without a row is ACTIVE and permitted every category
 * (ARCHITECTURE §4); `ensureMerchantProfile` creates the row when an admin first changes it.
 */
export const partners = pgTable(
  'partners',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    /** True until an admin restricts the partner to the categories of partner_categories. */
    allCategories: boolean('all_categories').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partners_status_idx').on(table.status)],
);

/** The categories a restricted partner may list items in. */
export const partnerCategories = pgTable(
  'partner_categories',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => partners.accountId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.categoryId] }),
    index('partner_categories_category_idx').on(table.categoryId),
  ],
);

/** Spec §3 Product/Item. Money in manat with 2 decimals. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    authorName: text('author_name').notNull(),
    productPrice: numeric('product_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Computed on write by contract's `salePrice`; stored so lists can sort and show it. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountType: text('discount_type', { enum: ['', 'PERCENTAGE', 'AMOUNT'] })
      .notNull()
      .default(''),
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    saleType: text('sale_type', { enum: ['item', 'service'] })
      .notNull()
      .default('item'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Sanitized HTML (allow-list) — safe to render as is. */
    productInfo: text('product_info').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    media: jsonb('media').$type<string[]>().notNull().default([]),
    customOrder: integer('custom_order').notNull().default(1),
    stockCount: integer('stock_count').notNull().default(0),
    itemType: smallint('item_type').notNull().default(1),
    attributes: jsonb('attributes').$type<ItemAttribute[]>().notNull().default([]),
    pocketTypes: jsonb('pocket_types')
      .$type<PocketType[]>()
      .notNull()
      .default([{ id: 1, name: 'Standart', active: true }]),
    pocketFees: jsonb('pocket_fees').$type<PocketFees>().notNull().default({}),
    viewCount: integer('view_count').notNull().default(0),
    favCount: integer('fav_count').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /** How many ratings `rating` is the average of; 0 when nobody has rated the item. */
    ratingCount: integer('rating_count').notNull().default(0),
    status: text('status', { enum: ['ACTIVE', 'HIDDEN'] })
      .notNull()
      .default('ACTIVE'),
    /** Ours, for handmade work: made on request, days to make and ship, what the buyer may personalise. */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    processingDays: smallint('processing_days').notNull().default(0),
    personalization: jsonb('personalization')
      .$type<Personalization>()
      .notNull()
      .default({ enabled: false, prompt: '', maxLength: 100 }),
    /**
     * Set when an admin deletes the product: gone from the shopper site and the seller's panel, restorable
     * by an admin until the purge removes it DELETED_ITEM_RETENTION_DAYS later (items/module.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the seller archives the product (catalogue-tools/): kept HIDDEN, so `listed` and every
     * partial index stay right; out of the seller's default list, in its Archived view, restorable.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The seller's own code of the product (the CSV import finds a product by it); unique per seller. */
    sku: text('sku'),
    /** Copy of the partner's status (kept by `setPartnerStatus`) so shopper lists stay on partial indexes. */
    merchantActive: boolean('merchant_active').notNull().default(true),
    /**
     * In shopper lists: the item is ACTIVE, not deleted, its partner ACTIVE too, and it has a cover (spec §2:
     * a card shows only when the cover address is longer than 10 characters — filtered here, so pages stay full).
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'ACTIVE' AND deleted_at IS NULL AND merchant_active AND char_length(cover_image) > 10`),
    /** Folded name and author for the trigram search (store names are matched on accounts). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_fold(product_name || ' ' || author_name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('items_item_type_known', sql`${table.itemType} in (1, 2, 3)`),
    check(
      'items_prices_not_negative',
      sql`${table.productPrice} >= 0 AND ${table.salePrice} >= 0 AND ${table.discountValue} >= 0`,
    ),
    check('items_rating_range', sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    check('items_stock_not_negative', sql`${table.stockCount} >= 0`),
    check('items_processing_days_range', sql`${table.processingDays} >= 0 AND ${table.processingDays} <= 120`),
    // Shopper lists, newest first, keyset (created_at, id).
    index('items_listed_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('items_listed_category_created_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('items_listed_merchant_created_idx')
      .on(table.merchantId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('items_listed_views_idx')
      .on(table.viewCount.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('items_listed_sold_idx')
      .on(table.sold.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    // The seller's own list (hidden items included, deleted ones not) and the admin's list of one store.
    index('items_merchant_created_idx')
      .on(table.merchantId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    // The seller's list filtered by status (active / hidden), and its count, read from the index alone.
    index('items_merchant_status_created_idx')
      .on(table.merchantId, table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    // The seller's list without the archived products (its default view), and filtered by status.
    index('items_seller_live_created_idx')
      .on(table.merchantId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL AND ${table.archivedAt} IS NULL`),
    index('items_seller_live_status_created_idx')
      .on(table.merchantId, table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL AND ${table.archivedAt} IS NULL`),
    // The seller's Archived view; the SKU a CSV import looks products up by.
    index('items_merchant_archived_idx')
      .on(table.merchantId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.archivedAt} IS NOT NULL AND ${table.deletedAt} IS NULL`),
    uniqueIndex('items_merchant_sku_idx')
      .on(table.merchantId, table.sku)
      .where(sql`${table.sku} IS NOT NULL AND ${table.deletedAt} IS NULL`),
    index('items_category_idx').on(table.categoryId),
    // The admin's product list: every store's products newest first, by status, by category, and the deleted ones.
    index('items_kept_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    index('items_kept_status_created_idx')
      .on(table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    index('items_kept_category_created_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    index('items_deleted_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NOT NULL`),
    // The admin's search, hidden and deleted products included.
    index('items_admin_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('items_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.listed}`),
  ],
);

/** One row per (item, page view id): `viewCount` grows once per page load however often it is reported. */
export const itemViews = pgTable(
  'item_views',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    viewId: text('view_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.viewId] })],
);

/**
 * Items per category (leaves only hold items); the category trees sum them upwards: the listed ones for
 * shoppers, and every one not deleted (hidden included) for the admin's Categories Management.
 */
export const categoryItemCounts = pgTable('category_item_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  listed: integer('listed').notNull().default(0),
  items: integer('items').notNull().default(0),
});

/** Items per seller: all of them (the seller's own list) and the listed ones (the store pages). */
export const merchantItemCounts = pgTable('merchant_item_counts', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  items: integer('items').notNull().default(0),
  listed: integer('listed').notNull().default(0),
});

/**
 * Every distinct folded word (three letters or more, no digits) of the listed items' names and
 * authors and of the store names, with how many listed items and stores use it: the typo-tolerant
 * search looks a misspelt word up here (a small trigram index) instead of comparing it with the text
 * of every item. A word no one uses any more is deleted by the same triggers that count it.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').primaryKey(),
    uses: integer('uses').notNull(),
  },
  (table) => [index('catalogue_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);
