import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { testGatewayRoutes } from './routes.ts';
import { rememberTestGateway } from './service.ts';
import { createCallbackSender } from './service-callbacks.ts';
import type { TestGatewaySettings } from './settings.ts';

/** What the merchant side (payments' TEST_CARD provider) needs to reach the gateway. */
export interface TestGatewayAccess {
  enabled: boolean;
  /** The merchant's key to the calls, and what the callbacks are signed with. */
  secret: string;
  /** The gateway's address without a trailing slash: TEST_GATEWAY_URL, or where this server listens. */
  baseUrl(): string;
}

/**
 * The address this server listens on, as another process on the machine reaches it (a wildcard
 * address becomes the loopback one). Only once it listens.
 */
export function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server does not listen on a TCP port yet');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The test gateway (README "Payments"): a bank played by this server, with its own table, its
 * hosted page on the shopper site and signed callbacks sent over real HTTP, with the fault switch.
 * Its routes answer 404 while it is off.
 */
export async function registerTestGateway(
  app: FastifyInstance,
  options: { db: Database; settings: TestGatewaySettings; siteUrl: string },
): Promise<TestGatewayAccess> {
  const { settings } = options;
  rememberTestGateway(options.db, settings.enabled);
  if (settings.onInProduction) {
    app.log.warn(
      'test gateway: ON in production — card payments go to a test bank that takes no money (TEST_GATEWAY=off for real payments)',
    );
  }
  const callbacks = createCallbackSender({ secret: settings.secret, faults: settings.faults, log: app.log });
  app.addHook('onClose', async () => callbacks.close());
  await app.register(testGatewayRoutes, { env: { db: options.db, siteUrl: options.siteUrl, callbacks }, settings });
  return {
    enabled: settings.enabled,
    secret: settings.secret,
    baseUrl: () => settings.url ?? listeningUrl(app),
  };
}
