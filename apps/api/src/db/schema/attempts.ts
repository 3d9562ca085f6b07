import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Counters of sign-in and one-time-code attempts when no Redis is configured: every key lives
 * until it expires (no eviction a flood of other keys could force). The key is a digest, so no
 * identifier or address is stored in the clear.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_expires_idx').on(table.expiresAt)],
);

/**
 * Browsers that signed in to an account with its password (the digest of their device cookie):
 * a sign-in from one of them is not slowed down by other sources' wrong passwords.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    deviceHash: text('device_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceHash, table.accountId] }),
    index('trusted_devices_account_idx').on(table.accountId),
    index('trusted_devices_last_used_idx').on(table.lastUsedAt),
  ],
);
