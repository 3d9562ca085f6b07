import type https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { pushRoutes } from './routes.ts';
import type { PushSettings } from './settings.ts';
import { createPushTransport, type PushTransport } from './service-transport.ts';

export interface PushModuleOptions {
  db: Database;
  settings: PushSettings;
  /** The HTTPS agent pushes go through (tests trust their local push service's certificate with it). */
  agent?: https.Agent;
}

/** Browser push: registering a browser, `sendNotify`, and the transport the scheduled notifications use. */
export async function registerPush(app: FastifyInstance, options: PushModuleOptions): Promise<PushTransport> {
  const transport = createPushTransport(options.settings, app.log, options.agent);
  await app.register(pushRoutes, { db: options.db, transport, endpointHosts: options.settings.endpointHosts });
  return transport;
}
