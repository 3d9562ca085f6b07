import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The audit log: one row per admin action on one target (a bulk action writes a row per target),
 * written in the same transaction as the change it records. Rows are never updated or deleted.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    /** Grows with time: the list's order (newest first) and its tie-breaker. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An ADMIN_ACTION code of the contract. */
    action: text('action').notNull(),
    /** An AUDIT_TARGET_KIND of the contract and the target's id; both null for an action on no one thing. */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('admin_actions_created_idx').on(table.createdAt),
    index('admin_actions_admin_idx').on(table.adminId, table.id),
    index('admin_actions_action_idx').on(table.action, table.id),
    index('admin_actions_target_idx').on(table.targetKind, table.targetId, table.id),
  ],
);
