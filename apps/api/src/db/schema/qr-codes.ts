import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * QR codes a seller or an admin issued for an event: guests upload under `code` (spec §2 QR page)
 * until `expires_at`, and at most `quota_bytes` in all. An unissued code uploads nothing.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    code: text('code').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The issuer's own name for it ("Aysel & Murad's wedding"); not shown to guests. */
    title: text('title').notNull().default(''),
    quotaBytes: bigint('quota_bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the issuer withdrew it early; it then uploads nothing, like an expired one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('qr_codes_quota_positive', sql`${table.quotaBytes} > 0`),
    index('qr_codes_owner_idx').on(table.ownerId, table.createdAt.desc()),
  ],
);

/**
 * Bytes guests declared for QR uploads, per address and clock hour: the hourly cap is checked
 * and added to in one statement, so parallel uploads cannot slip past it.
 */
export const qrGuestBytes = pgTable(
  'qr_guest_bytes',
  {
    address: text('address').notNull(),
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.address, table.hourStart] }), index('qr_guest_bytes_hour_idx').on(table.hourStart)],
);
