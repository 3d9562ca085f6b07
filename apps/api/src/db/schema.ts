import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts the server remembers about its own database (e.g. that demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './schema/accounts.ts';
export * from './schema/attempts.ts';
export * from './schema/catalogue.ts';
export * from './schema/media.ts';
export * from './schema/cart.ts';
export * from './schema/idempotency.ts';
export * from './schema/qr-codes.ts';
export * from './schema/notifications.ts';
export * from './schema/admin-actions.ts';
export * from './schema/chats.ts';
export * from './schema/orders.ts';
export * from './schema/help.ts';
export * from './schema/ledger.ts';
export * from './schema/test-gateway.ts';
export * from './schema/reviews.ts';
export * from './schema/payments.ts';
export * from './schema/favourites.ts';
export * from './schema/promotions.ts';
export * from './schema/variations.ts';
export * from './schema/statistics.ts';
export * from './schema/catalogue-tools.ts';
export * from './schema/coupons.ts';
