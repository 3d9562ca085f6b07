import type { FastifyInstance } from 'fastify';
import type { AccountType } from '@marketplace/contract';
import { changesStayInProcess } from '../db/change-listener.ts';
import type { Database } from '../db/connection.ts';
import { sessionCacheOf } from '../modules/auth/session-cache.ts';
import { unreadCount } from '../modules/inbox/store.ts';
import { newOrderCount } from '../modules/orders/service.ts';
import { createLiveBus } from './live-bus.ts';
import type { ChatLiveSource, LivePublisher } from './live-events.ts';
import { LiveHub } from './live-hub.ts';
import { registerLiveRoute } from './live-route.ts';

export { LIVE_CHANNEL } from './live-bus.ts';

export interface LiveChannel {
  /** What writers publish to, after their commit. */
  publisher: LivePublisher;
  /** The change listener's handler of LIVE_CHANNEL (PostgreSQL). */
  receive(payload: string | undefined): void;
  /** The chat module's answers to the hub. */
  useSource(source: ChatLiveSource): void;
  hub: LiveHub;
}

/**
 * The realtime channel: the WebSocket at CHAT_LIVE_PATH (registerWebSockets must have run before
 * any route), its hub, and the bus that carries events between API processes. Needs the session
 * guard (registerAuth first).
 */
export function registerLiveChannel(
  app: FastifyInstance,
  options: { db: Database; allowedOrigins: string[]; maxConnectionsPerAddress: number },
): LiveChannel {
  const { db } = options;
  const guard = app.sessionGuard;
  const bus = createLiveBus({ db, inProcess: changesStayInProcess(db), log: app.log });
  const hub = new LiveHub({
    sessions: {
      accountOf: async (token) => {
        const account = (await guard.sessionOfToken(token))?.account;
        // The column holds the ACCOUNT_TYPE values.
        return account && { id: account.id, type: account.type as AccountType, createdAt: account.createdAt };
      },
      stillLive: (tokens) => guard.liveTokens(tokens),
    },
    notificationsUnread: (account) => unreadCount(db, account),
    storeNewOrders: (account) => newOrderCount(db, account.id),
    log: app.log,
  });
  bus.attach(hub);
  // A logout or a block here, or another process's notice of one, drops the cached sessions: the
  // connections of ended sessions are closed soon after, not at the next periodic check.
  const stopWatchingSessions = sessionCacheOf(db).onClear(() => hub.sessionsChanged());
  registerLiveRoute(app, {
    hub,
    allowedOrigins: options.allowedOrigins,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress,
  });
  app.addHook('onClose', async () => {
    stopWatchingSessions();
    hub.stop();
  });
  return { publisher: bus, receive: bus.receive, useSource: (source) => hub.useSource(source), hub };
}
