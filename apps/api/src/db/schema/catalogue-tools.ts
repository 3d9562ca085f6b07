import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportSummary } from '@marketplace/contract';
import { accounts } from './accounts.ts';

/**
 * A seller's CSV import (catalogue-tools/): the file as sent, checked in full before anything is
 * written; a large one is written by a background job in chunks, each in its own transaction with
 * `processed` moved in the same transaction, so a job started again goes on where it stopped.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    /** The file's text, kept until the import is done (then emptied). */
    csv: text('csv').notNull().default(''),
    /** Data rows written so far (in file order). */
    processed: integer('processed').notNull().default(0),
    summary: jsonb('summary').$type<ImportSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('catalogue_imports_processed_not_negative', sql`${table.processed} >= 0`),
    index('catalogue_imports_seller_created_idx').on(table.sellerId, table.createdAt.desc()),
  ],
);
