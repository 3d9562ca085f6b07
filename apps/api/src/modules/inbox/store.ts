import { and, count, desc, eq, gte, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  NOTIFICATION_PAGE_SIZE,
  type InboxPage,
  type MarkNotificationsReadRequest,
  type NotificationTarget,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminNotifications, notificationReads } from '../../db/schema.ts';
import type { Account } from '../auth/accounts.ts';

/** The audiences an account belongs to: buyers 'user', sellers 'partner', both 'all'; admins none. */
function targetsOf(account: Pick<Account, 'type'>): NotificationTarget[] {
  if (account.type === ACCOUNT_TYPE.CLIENT) return ['user', 'all'];
  if (account.type === ACCOUNT_TYPE.MERCHANT) return ['partner', 'all'];
  return [];
}

export type Reader = Pick<Account, 'id' | 'type' | 'createdAt'>;

/** Written out, so that a plan made without the values still meets the partial indexes' condition. */
const SENT = sql`${adminNotifications.status} = 'sent'`;

/**
 * Sent notifications of the account's audiences since it signed up, without a row per account
 * (admin_notifications_sent_idx), and those sent to the account itself, its orders' news
 * (admin_notifications_recipient_idx): its inbox.
 */
function inboxOf(account: Reader): SQL | undefined {
  const targets = targetsOf(account);
  if (targets.length === 0) return sql`false`;
  return or(
    and(
      SENT,
      isNull(adminNotifications.recipientId),
      inArray(adminNotifications.target, targets),
      gte(adminNotifications.sentAt, account.createdAt),
    ),
    and(eq(adminNotifications.recipientId, account.id), SENT),
  );
}

const readBy = (account: Reader) =>
  and(eq(notificationReads.accountId, account.id), eq(notificationReads.notificationId, adminNotifications.id));

const unreadBy = (db: Database, account: Reader) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(notificationReads)
      .where(readBy(account)),
  );

export async function unreadCount(db: Database, account: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminNotifications)
    .where(and(inboxOf(account), unreadBy(db, account)));
  return row?.n ?? 0;
}

/** One page of the inbox, newest first, each with its read state, and the unread count. */
export async function inboxPage(db: Database, account: Reader, page: number): Promise<InboxPage> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: adminNotifications.id,
        title: adminNotifications.title,
        content: adminNotifications.content,
        link: adminNotifications.link,
        sentAt: adminNotifications.sentAt,
        readAt: notificationReads.readAt,
      })
      .from(adminNotifications)
      .leftJoin(notificationReads, readBy(account))
      .where(inboxOf(account))
      .orderBy(desc(adminNotifications.sentAt), desc(adminNotifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    db.select({ n: count() }).from(adminNotifications).where(inboxOf(account)),
    unreadCount(db, account),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      link: row.link,
      sentAt: (row.sentAt ?? new Date(0)).toISOString(),
      read: row.readAt !== null,
    })),
    total: total?.n ?? 0,
    unread,
    page,
    pageSize: NOTIFICATION_PAGE_SIZE,
  };
}

/** Marks the given notifications of the account's inbox read (others are ignored), or all of them. */
export async function markRead(db: Database, account: Reader, which: MarkNotificationsReadRequest): Promise<void> {
  const chosen = and(inboxOf(account), which.ids ? inArray(adminNotifications.id, which.ids) : undefined);
  await db.execute(sql`
    INSERT INTO ${notificationReads} (account_id, notification_id)
    SELECT ${account.id}::uuid, ${adminNotifications.id} FROM ${adminNotifications} WHERE ${chosen}
    ON CONFLICT DO NOTHING`);
}
