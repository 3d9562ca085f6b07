import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  adminNotificationListSchema,
  adminNotificationSchema,
  API_PATHS,
  cancelAdminNotificationRequestSchema,
  inboxPageSchema,
  markNotificationsReadRequestSchema,
  notificationPageQuerySchema,
  setAdminNotificationsRequestSchema,
  unreadCountSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { adminIdOf } from '../audit/routes.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { LiveSession } from '../auth/sessions.ts';
import type { Delivery } from './delivery.ts';
import { inboxPage, markRead, unreadCount } from './inbox.ts';
import { cancelNotification, createNotification, listNotifications, toAdminNotification } from './schedule.ts';

const NO_STORE = { 'cache-control': 'no-store' };

function sessionOf(auth: LiveSession | null): LiveSession {
  if (!auth) throw new Error('guarded route reached without a session');
  return auth;
}

/** The admin's Schedule Notification calls (guests 401, buyers and sellers 403, before the body is read). */
export const adminNotificationRoutes: FastifyPluginAsyncZod<{ db: Database; delivery: Delivery }> = async (
  app,
  { db, delivery },
) => {
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.post(
    API_PATHS.mobile.setAdminNotifications,
    {
      preValidation: adminOnly,
      schema: { body: setAdminNotificationsRequestSchema, response: { 200: adminNotificationSchema } },
    },
    async (request, reply) => {
      const adminId = adminIdOf(request);
      const row = await db.transaction(async (tx) => {
        const created = await createNotification(tx, adminId, request.body.notificationData, new Date());
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
      await delivery.schedule(row);
      return reply.headers(NO_STORE).send(toAdminNotification(row));
    },
  );

  app.get(
    API_PATHS.mobile.getAdminNotifications,
    {
      preValidation: adminOnly,
      schema: { querystring: notificationPageQuerySchema, response: { 200: adminNotificationListSchema } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await listNotifications(db, request.query.page)),
  );

  app.post(
    API_PATHS.mobile.cancelAdminNotification,
    {
      preValidation: adminOnly,
      schema: { body: cancelAdminNotificationRequestSchema, response: { 200: adminNotificationSchema } },
    },
    async (request, reply) => {
      const adminId = adminIdOf(request);
      const row = await db.transaction(async (tx) => {
        const cancelled = await cancelNotification(tx, request.body.id, new Date());
        await recordAdminAction(tx, {
          adminId,
          action: ADMIN_ACTION.NOTIFICATION_CANCELLED,
          target: { kind: 'notification', id: cancelled.id },
          details: { title: cancelled.title },
        });
        return cancelled;
      });
      return reply.headers(NO_STORE).send(toAdminNotification(row));
    },
  );
};

/** The signed-in account's inbox: its page, the bell's unread count, and marking read (its other pages' bells follow live). */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Database; live: LivePublisher }> = async (app, { db, live }) => {
  const signedIn = app.sessionGuard.sessionRequired;

  app.get(
    API_PATHS.mobile.getNotifications,
    { preValidation: signedIn, schema: { querystring: notificationPageQuerySchema, response: { 200: inboxPageSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await inboxPage(db, sessionOf(request.auth).account, request.query.page)),
  );

  app.get(
    API_PATHS.mobile.getUnreadNotificationCount,
    { preValidation: signedIn, schema: { response: { 200: unreadCountSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send({ unread: await unreadCount(db, sessionOf(request.auth).account) }),
  );

  app.post(
    API_PATHS.mobile.markNotificationsRead,
    { preValidation: signedIn, schema: { body: markNotificationsReadRequestSchema, response: { 200: unreadCountSchema } } },
    async (request, reply) => {
      const account = sessionOf(request.auth).account;
      await markRead(db, account, request.body);
      await live.publish([{ t: 'bell', accountIds: [account.id] }]);
      return reply.headers(NO_STORE).send({ unread: await unreadCount(db, account) });
    },
  );
};
