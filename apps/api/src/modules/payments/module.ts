import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHOD, type PaymentMethod } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { OrderEventsEnv } from '../orders/events.ts';
import type { TestGatewayAccess } from '../test-gateway/module.ts';
import { paymentRoutes } from './routes.ts';
import { recheckWaitingPayments, retryPendingRefunds, settleHeldPayments, usePaymentsEnv, type PaymentsEnv } from './service.ts';
import { PaymentProviders, type PaymentProvider } from './service-providers.ts';
import { createEpointProvider } from './service-epoint.ts';
import { createTestCardProvider } from './service-test-card.ts';
import type { PaymentSettings } from './settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments' providers and settings (tests install a provider and run the jobs with a moved clock). */
    payments: PaymentsEnv;
  }
}

const RECHECK_JOB = 'payments-recheck';
const SETTLE_JOB = 'payments-settle';
const EVERY_MINUTE = '* * * * *';

export interface PaymentsDeps {
  db: Database;
  settings: PaymentSettings;
  orderEvents: OrderEventsEnv;
  /** The shopper site's address (the buyer's return page) and this API's public one (the gateways' callbacks). */
  siteUrl: string;
  apiUrl: string;
  /** The test gateway (TEST_CARD), when it is on; it calls this very server back. */
  testGateway: TestGatewayAccess | undefined;
  /** Providers put in place of the configured ones (tests: one configured with a stand-in's address). */
  providers?: readonly PaymentProvider[];
}

/**
 * Payments: cash always; the test gateway's card when it is on; Epoint with its keys (P2's
 * provider registers there when present). Every minute one process asks the gateways about waiting
 * payments and expires those past PAYMENT_WAIT_MINUTES, captures authorised ones and voids money
 * held for no order, and finishes refunds a stopped server left half done.
 */
export async function registerPayments(app: FastifyInstance, deps: PaymentsDeps): Promise<PaymentsEnv> {
  const configured: PaymentProvider[] = [];
  if (deps.testGateway?.enabled) configured.push(createTestCardProvider(deps.testGateway));
  if (deps.settings.epoint) configured.push(createEpointProvider(deps.settings.epoint));
  const providers = new PaymentProviders([...configured, ...(deps.providers ?? [])]);
  const testGateway = deps.testGateway;
  const env: PaymentsEnv = {
    db: deps.db,
    providers,
    settings: deps.settings,
    urls: {
      shopper: deps.siteUrl,
      // The test gateway is this server: it calls back where it reaches itself.
      callback: (method: PaymentMethod) =>
        method === PAYMENT_METHOD.TEST_CARD && testGateway?.enabled ? testGateway.baseUrl() : deps.apiUrl,
    },
    orderEvents: deps.orderEvents,
  };
  usePaymentsEnv(env);
  app.decorate('payments', env);
  app.jobs.every(RECHECK_JOB, EVERY_MINUTE, async () => {
    const { expired } = await recheckWaitingPayments(env);
    if (expired > 0) app.log.info({ expired }, 'payments: waiting payments expired');
  });
  app.jobs.every(SETTLE_JOB, EVERY_MINUTE, async () => {
    const { captured, voided } = await settleHeldPayments(env);
    if (captured + voided > 0) app.log.info({ captured, voided }, 'payments: held payments settled');
    // Refunds a stopped server left between reserving them and hearing the gateway.
    const refunds = await retryPendingRefunds(env);
    if (refunds.done + refunds.failed + refunds.pending > 0) app.log.info(refunds, 'payments: half-done refunds tried again');
  });
  await app.register(paymentRoutes, { env });
  return env;
}
