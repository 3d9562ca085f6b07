import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of creating requests sent with an `Idempotency-Key`, per caller (`scope`: an account,
 * or a guest's address), so a retry gets the first answer instead of a second record.
 * `status` is null while the first request is still running (or was cut off by a crash).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the method, route and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    answer: jsonb('answer').$type<{ body: unknown; headers: Record<string, string> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_expiry_idx').on(table.expiresAt)],
);
