import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
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
import type { LiveSession } from '../auth/sessions.ts';
import type { Delivery } from './events.ts';
import { cancelScheduledNotification, markInboxRead, scheduleNotification } from './service.ts';
import { inboxPage, unreadCount } from './store.ts';
import { listNotifications, toAdminNotification } from './store-schedule.ts';

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
      const row = await scheduleNotification(db, adminIdOf(request), request.body.notificationData, new Date());
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
      const row = await cancelScheduledNotification(db, adminIdOf(request), request.body.id, new Date());
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
      const unread = await markInboxRead(db, live, sessionOf(request.auth).account, request.body);
      return reply.headers(NO_STORE).send({ unread });
    },
  );
};
