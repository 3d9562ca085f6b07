import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';

/**
 * A buyer's cart: one row per (item, chosen attributes, pocket type, personalisation note). Prices are not copied
 * here; the cart is always priced from the item as it is now.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** Canonical text of `attributes` (contract `attributesKey`), so one choice is one line. */
    attributesKey: text('attributes_key').notNull(),
    pocketTypeId: integer('pocket_type_id').notNull().default(1),
    /** The buyer's personalisation note ('' for none): a different note is a different line. */
    personalization: text('personalization').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('cart_lines_choice_unique').on(
      table.accountId,
      table.itemId,
      table.attributesKey,
      table.pocketTypeId,
      table.personalization,
    ),
    index('cart_lines_item_idx').on(table.itemId),
  ],
);
