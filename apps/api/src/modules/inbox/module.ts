import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import type { PushTransport } from '../push/service-transport.ts';
import { registerDelivery } from './events.ts';
import { adminNotificationRoutes, inboxRoutes } from './routes.ts';

/**
 * Scheduled admin notifications, their delivery on the job queue, and every account's inbox; the
 * bells follow live (`live`: a sent notification or a read mark changes their counts).
 */
export async function registerInbox(
  app: FastifyInstance,
  options: { db: Database; push: PushTransport; live: LivePublisher },
): Promise<void> {
  const delivery = registerDelivery(app, options.db, options.push, options.live);
  await app.register(adminNotificationRoutes, { db: options.db, delivery });
  await app.register(inboxRoutes, { db: options.db, live: options.live });
}
