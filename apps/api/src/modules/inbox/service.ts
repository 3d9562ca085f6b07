import { ADMIN_ACTION, type MarkNotificationsReadRequest, type NotificationData } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { recordAdminAction } from '../audit/service.ts';
import { markRead, unreadCount, type Reader } from './store.ts';
import { cancelNotification, createNotification, type NotificationRow } from './store-schedule.ts';

/** setAdminNotifications: the notification stored for its minute, in the audit log with it. */
export async function scheduleNotification(
  db: Database,
  adminId: string,
  data: NotificationData,
  now: Date,
): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const created = await createNotification(tx, adminId, data, now);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.NOTIFICATION_SCHEDULED,
      target: { kind: 'notification', id: created.id },
      details: {
        title: created.title,
        target: created.target,
        scheduledAt: created.scheduledAt.toISOString(),
        send: created.sendPush,
      },
    });
    return created;
  });
}

/** cancelAdminNotification: a still scheduled notification cancelled, in the audit log with it. */
export async function cancelScheduledNotification(
  db: Database,
  adminId: string,
  id: string,
  now: Date,
): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelNotification(tx, id, now);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.NOTIFICATION_CANCELLED,
      target: { kind: 'notification', id: cancelled.id },
      details: { title: cancelled.title },
    });
    return cancelled;
  });
}

/** markNotificationsRead: marks them read, tells the account's other pages' bells, and answers the unread count. */
export async function markInboxRead(
  db: Database,
  live: LivePublisher,
  account: Reader,
  which: MarkNotificationsReadRequest,
): Promise<number> {
  await markRead(db, account, which);
  await live.publish([{ t: 'bell', accountIds: [account.id] }]);
  return unreadCount(db, account);
}
