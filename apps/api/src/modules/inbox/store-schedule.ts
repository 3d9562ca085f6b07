import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  parseBakuSchedule,
  scheduleProblem,
  type AdminNotification,
  type NotificationData,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminNotifications } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';
import { notificationErrors } from './errors.ts';

export type NotificationRow = typeof adminNotifications.$inferSelect;

/** Stores a notification to send at its scheduled minute (Baku time), or refuses a past or far one. */
export async function createNotification(
  db: Queryable,
  adminId: string,
  data: NotificationData,
  now: Date,
): Promise<NotificationRow> {
  const problem = scheduleProblem(data.scheduled, now);
  if (problem === 'past') throw notificationErrors.scheduleInPast();
  if (problem === 'too-far') throw notificationErrors.scheduleTooFar();
  const scheduledAt = parseBakuSchedule(data.scheduled);
  if (!scheduledAt) throw new Error('a schedule the request schema accepted did not parse');
  const [row] = await db
    .insert(adminNotifications)
    .values({
      title: data.title,
      content: data.content,
      target: data.target,
      link: data.link ?? null,
      sendPush: data.send ?? false,
      scheduledAt,
      createdBy: adminId,
    })
    .returning();
  if (!row) throw new Error('notification not stored');
  return row;
}

/** Cancels a notification that is still scheduled: 404 for an unknown id, 409 once sent or cancelled. */
export async function cancelNotification(db: Queryable, id: string, now: Date): Promise<NotificationRow> {
  const [row] = await db
    .update(adminNotifications)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(adminNotifications.id, id), eq(adminNotifications.status, 'scheduled')))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ id: adminNotifications.id }).from(adminNotifications).where(eq(adminNotifications.id, id));
  throw existing ? notificationErrors.notScheduled() : notificationErrors.notFound();
}

/**
 * Marks a due notification sent, once: of all the processes and retries that try, only the one
 * whose update finds it still scheduled gets the row; the others get undefined. From then on it
 * is in the inbox of every account of its audience.
 */
export async function markSent(db: Queryable, id: string): Promise<NotificationRow | undefined> {
  // The database's clock, the one the job queue's start times are kept by.
  const [row] = await db
    .update(adminNotifications)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(
      and(
        eq(adminNotifications.id, id),
        eq(adminNotifications.status, 'scheduled'),
        lte(adminNotifications.scheduledAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Notifications due and not sent yet (their own jobs may have been lost). */
export async function dueNotificationIds(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: adminNotifications.id })
    .from(adminNotifications)
    .where(and(eq(adminNotifications.status, 'scheduled'), lte(adminNotifications.scheduledAt, sql`now()`)))
    .orderBy(adminNotifications.scheduledAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export function toAdminNotification(row: NotificationRow): AdminNotification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    target: row.target,
    link: row.link,
    send: row.sendPush,
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of every notification the admins scheduled (not the accounts' own news), the latest scheduled first. */
export async function listNotifications(db: Database, page: number) {
  const scheduledByAdmins = isNull(adminNotifications.recipientId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminNotifications)
      .where(scheduledByAdmins)
      .orderBy(desc(adminNotifications.scheduledAt), desc(adminNotifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    db.select({ n: count() }).from(adminNotifications).where(scheduledByAdmins),
  ]);
  return { items: rows.map(toAdminNotification), total: total?.n ?? 0, page, pageSize: NOTIFICATION_PAGE_SIZE };
}

export interface AccountNotice {
  recipientId: string;
  /** The recipient's audience (a buyer 'user', a seller 'partner'). */
  target: 'user' | 'partner';
  title: string;
  content: string;
  /** A path on the recipient's site. */
  link: string | null;
}

/**
 * Sends notifications to single accounts at once (their orders' news), in one statement: each is in
 * its recipient's inbox only, unread. The caller tells the bells (a live `bell` event for the recipients).
 */
export async function sendToAccounts(db: Queryable, notices: readonly AccountNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(adminNotifications).values(
    notices.map((notice) => ({
      title: notice.title,
      content: notice.content,
      target: notice.target,
      link: notice.link,
      recipientId: notice.recipientId,
      status: 'sent' as const,
      scheduledAt: sql`now()`,
      sentAt: sql`now()`,
    })),
  );
}
