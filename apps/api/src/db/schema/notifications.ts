import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Admin notifications (spec §3 Notification): one row each, whatever the audience. An account's
 * inbox is every sent notification of its audience since it signed up, so sending to everyone
 * writes no row per account; only reading one does (`notification_reads`). A row with a
 * `recipient_id` is one account's own news (its orders' changes): in that account's inbox only, never
 * in the admins' list of scheduled notifications.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    target: text('target', { enum: ['user', 'partner', 'all'] }).notNull(),
    /** A path on the recipient's site that the notification opens. */
    link: text('link'),
    /** Also pushed to the recipients' registered browsers when sent. */
    sendPush: boolean('send_push').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The one account it is for (sent at once, `target` its audience); null: every account of `target`. */
    recipientId: uuid('recipient_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admin_notifications_sent_has_time', sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
    index('admin_notifications_scheduled_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
    // The audiences' inboxes: the sent notifications of everyone, not one account's own news.
    index('admin_notifications_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent' AND ${table.recipientId} IS NULL`),
    // The admins' list of what they scheduled.
    index('admin_notifications_list_idx')
      .on(table.scheduledAt, table.id)
      .where(sql`${table.recipientId} IS NULL`),
    index('admin_notifications_recipient_idx')
      .on(table.recipientId, table.sentAt)
      .where(sql`${table.recipientId} IS NOT NULL`),
  ],
);

/** Which notifications an account has read (a row only once it has). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => adminNotifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.notificationId] })],
);

/**
 * Browsers registered for push (Web Push subscriptions). `token` is the account's notifyToken for
 * this browser: random, so knowing it is what lets a caller push to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    token: text('token').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_account_idx').on(table.accountId)],
);
