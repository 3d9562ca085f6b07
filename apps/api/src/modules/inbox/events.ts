import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { targetAccountTypes } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { adminNotifications } from '../../db/schema.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { pushToSubscriptions } from '../push/service.ts';
import type { PushTransport } from '../push/service-transport.ts';
import { subscriptionsOfAccountTypes } from '../push/store.ts';
import { dueNotificationIds, markSent, type NotificationRow } from './store-schedule.ts';

const DELIVERY_JOB = 'notification-delivery';
const PUSH_JOB = 'notification-push';
const CATCH_UP_JOB = 'notification-catch-up';
/** Browsers pushed to by one job; the next page is a job of its own, so 'all' never holds one job for long. */
const PUSH_PAGE = 200;
const CATCH_UP_BATCH = 100;

export interface Delivery {
  /** Books the notification's own job for its scheduled minute (after the row is committed). */
  schedule(row: NotificationRow): Promise<void>;
}

/**
 * Sends scheduled notifications on the job queue: each has a job at its minute, and a job every
 * minute catches any whose job was lost. Sending is one conditional update (markSent), so
 * however many jobs and processes reach a notification, it is sent once. The open bells of its
 * audience count it at once (the live channel); with `send`, its push goes page by page to the
 * registered browsers of its audience.
 */
export function registerDelivery(app: FastifyInstance, db: Database, push: PushTransport, live: LivePublisher): Delivery {
  const deliver = async (id: string) => {
    const row = await markSent(db, id);
    if (!row) return;
    app.log.info({ notification: id, target: row.target }, 'notification sent');
    await live.publish([{ t: 'bell', accountIds: null }]);
    if (row.sendPush) await app.jobs.send(PUSH_JOB, { id, target: row.target, after: null });
  };

  // Exclusive: booking a notification again while its job waits or runs adds no second job.
  app.jobs.define<{ id: string }>(DELIVERY_JOB, ({ id }) => deliver(id), { policy: 'exclusive' });
  app.jobs.every(CATCH_UP_JOB, '* * * * *', async () => {
    for (const id of await dueNotificationIds(db, CATCH_UP_BATCH)) await deliver(id);
  });
  app.jobs.define<{ id: string; target: NotificationRow['target']; after: string | null }>(
    PUSH_JOB,
    async ({ id, target, after }) => {
      const [row] = await db.select().from(adminNotifications).where(eq(adminNotifications.id, id));
      const page = await subscriptionsOfAccountTypes(db, targetAccountTypes(target), after, PUSH_PAGE);
      const last = page.at(-1);
      if (!row || !last) return;
      await pushToSubscriptions(db, push, page, { title: row.title, content: row.content, link: row.link });
      if (page.length === PUSH_PAGE) await app.jobs.send(PUSH_JOB, { id, target, after: last.token });
    },
  );

  return {
    schedule: async (row) => {
      try {
        await app.jobs.send(DELIVERY_JOB, { id: row.id }, { startAfter: row.scheduledAt, singletonKey: row.id });
      } catch (error) {
        // The row is stored: the minute's catch-up sends it.
        app.log.warn({ err: error, notification: row.id }, 'notification job not booked; the catch-up will send it');
      }
    },
  };
}
