import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { API_PATHS, ERROR_CODES, LIVE_CLOSE } from '@marketplace/contract';
import { HttpError } from '../http/errors.ts';
import { sourceAddressOf } from '../modules/auth/source-address.ts';
import type { LiveHub } from './live-hub.ts';
import { DEFAULT_LIVE_CONNECTIONS_PER_ADDRESS } from './settings.ts';

/** Client frames are small (a token, a topic); anything larger is not ours. */
const MAX_FRAME_BYTES = 8 * 1024;
/** On close, sockets that have not finished their closing handshake by then are cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * WebSocket upgrades on the server. Registered before every route: the plugin wraps the routes
 * declared after it, so an upgrade on any other path is closed. When the server closes, every
 * socket hears 1001 (going away) and reconnects, to another process or to the next start.
 */
export async function registerWebSockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
    // A client that went away without closing is routine, not an error of ours.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'live socket error');
      socket.terminate();
    },
    preClose: async function closeSockets(this: FastifyInstance) {
      const server = this.websocketServer;
      await closeAll(server.clients);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

async function closeAll(sockets: Set<WebSocket>): Promise<void> {
  const closing = [...sockets].map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        const timer = setTimeout(() => {
          socket.terminate();
          resolve();
        }, CLOSE_GRACE_MS);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.close(LIVE_CLOSE.GOING_AWAY, 'server restarting');
      }),
  );
  await Promise.all(closing);
}

/** The open sockets of each client address, so that one client cannot hold them all. */
class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a socket of `address` until it closes; false (not counted) when the address has its most. */
  take(address: string, socket: WebSocket): boolean {
    const count = this.open.get(address) ?? 0;
    if (this.max > 0 && count >= this.max) return false;
    this.open.set(address, count + 1);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }
}

export interface LiveRouteOptions {
  hub: LiveHub;
  allowedOrigins: string[];
  /** Open connections one client address may hold here (LIVE_CONNECTIONS_PER_ADDRESS); 0: no limit. */
  maxConnectionsPerAddress?: number;
}

/**
 * `GET /chat/v1/live`: the live channel's WebSocket. A page of another site is closed 4403 (a
 * browser always sends its Origin; a client without one is not a browser, which no page can drive).
 * An address holding its most connections already has the new one closed 4429 (its pages retry
 * with their backoff): sockets cost memory and their subscriptions database reads, and a guest
 * needs no account to open them.
 */
export function registerLiveRoute(app: FastifyInstance, options: LiveRouteOptions): void {
  const allowed = new Set(options.allowedOrigins);
  const perAddress = new ConnectionsPerAddress(options.maxConnectionsPerAddress ?? DEFAULT_LIVE_CONNECTIONS_PER_ADDRESS);
  app.route({
    method: 'GET',
    url: API_PATHS.chat.live,
    handler: async () => {
      throw new HttpError(426, ERROR_CODES.VALIDATION_FAILED, 'This address takes a WebSocket connection.');
    },
    wsHandler: (socket, request) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin)) {
        socket.close(LIVE_CLOSE.FORBIDDEN_ORIGIN, 'origin not allowed');
        return;
      }
      if (!perAddress.take(sourceAddressOf(request.ip), socket)) {
        socket.close(LIVE_CLOSE.TOO_MANY, 'too many connections from this address');
        return;
      }
      options.hub.connect(socket);
    },
  });
}
