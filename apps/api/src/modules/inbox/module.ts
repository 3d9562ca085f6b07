import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { PushTransport } from '../push/transport.ts';
import { registerDelivery } from './delivery.ts';
import { adminNotificationRoutes, inboxRoutes } from './routes.ts';

/** Scheduled admin notifications, their delivery on the job queue, and every account's inbox. */
export async function registerInbox(app: FastifyInstance, options: { db: Database; push: PushTransport }): Promise<void> {
  const delivery = registerDelivery(app, options.db, options.push);
  await app.register(adminNotificationRoutes, { db: options.db, delivery });
  await app.register(inboxRoutes, { db: options.db });
}
