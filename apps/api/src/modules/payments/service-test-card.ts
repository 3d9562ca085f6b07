import {
  API_PATHS,
  PAYMENT_METHOD,
  TEST_GATEWAY_SIGNATURE_HEADER,
  testGatewayCallbackSchema,
  testGatewayCreateSessionAnswerSchema,
  testGatewayRefundAnswerSchema,
  testGatewayStatusSchema,
  type GatewayStatusOutcome,
  type TestGatewayStatus,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { TestGatewayAccess } from '../test-gateway/module.ts';
import { isTestGatewaySignature } from '../test-gateway/service-callbacks.ts';
import { PaymentCallbackRejected, type PaymentProvider, type PaymentRef } from './service-providers.ts';

const CALL_TIMEOUT_MS = 10_000;

/** A refused or failed call to the test gateway: the payment's operation failed, nothing to retry here. */
export class TestGatewayCallFailed extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    detail: string,
  ) {
    super(`test gateway ${path} answered ${status}: ${detail}`);
    this.name = 'TestGatewayCallFailed';
  }
}

/**
 * The TEST_CARD method: a client of the test gateway's merchant calls over HTTP (Bearer its key),
 * as the client of any bank would be. The gateway answers with its hosted page's address; its
 * callbacks are signed with HMAC-SHA256 over the body as sent.
 */
export function createTestCardProvider(gateway: TestGatewayAccess, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const send = options.fetch ?? fetch;

  async function call<T extends z.ZodType>(path: string, body: unknown, answer: T): Promise<z.output<T>> {
    const response = await send(`${gateway.baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new TestGatewayCallFailed(path, response.status, text.slice(0, 300));
    return answer.parse(JSON.parse(text));
  }

  const statusOf = (payment: { paymentId: string; gatewayRef: string | null }): Promise<TestGatewayStatus> =>
    call(
      API_PATHS.testGateway.getStatus,
      payment.gatewayRef ? { sessionId: payment.gatewayRef } : { paymentId: payment.paymentId },
      testGatewayStatusSchema,
    );
  /** The session of a payment whose callback never came (no gatewayRef yet): asked by its payment id. */
  const sessionOf = async (payment: PaymentRef) => payment.gatewayRef ?? (await statusOf(payment)).sessionId;

  return {
    method: PAYMENT_METHOD.TEST_CARD,

    async createSession(input) {
      const { sessionId, redirectUrl } = await call(
        API_PATHS.testGateway.createSession,
        input,
        testGatewayCreateSessionAnswerSchema,
      );
      return { action: { type: 'REDIRECT', url: redirectUrl }, gatewayRef: sessionId };
    },

    async verifyCallback({ rawBody, headers }) {
      if (!isTestGatewaySignature(gateway.secret, rawBody, headers[TEST_GATEWAY_SIGNATURE_HEADER])) {
        throw new PaymentCallbackRejected();
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new PaymentCallbackRejected('The callback body is not JSON.');
      }
      const event = testGatewayCallbackSchema.safeParse(parsed);
      if (!event.success) throw new PaymentCallbackRejected('The callback body is not a test gateway event.');
      const { eventId, paymentId, sessionId, outcome, amountQepik, at } = event.data;
      return { eventId, paymentId, gatewayRef: sessionId, outcome, amountQepik, at: new Date(at) };
    },

    async fetchStatus(payment) {
      let status: TestGatewayStatus;
      try {
        status = await statusOf(payment);
      } catch (error) {
        // The gateway never heard of it (the session was not started): still nothing to say.
        if (error instanceof TestGatewayCallFailed && error.status === 404) return { outcome: 'WAITING', gatewayRef: null };
        throw error;
      }
      const outcome: GatewayStatusOutcome =
        status.status === 'OPEN' || status.status === 'NEEDS_CONFIRMATION'
          ? status.expired
            ? 'EXPIRED'
            : 'WAITING'
          : status.status;
      return { outcome, gatewayRef: status.sessionId };
    },

    async capture(payment, amountQepik) {
      await call(API_PATHS.testGateway.capture, { sessionId: await sessionOf(payment), amountQepik }, testGatewayStatusSchema);
    },

    async void(payment) {
      await call(API_PATHS.testGateway.void, { sessionId: await sessionOf(payment) }, testGatewayStatusSchema);
    },

    // The gateway keeps each refund by our id of it: asked again, it answers the one it made.
    idempotentRefunds: true,

    async refund(payment, amountQepik, reason, refundId) {
      const { refundRef } = await call(
        API_PATHS.testGateway.refund,
        { sessionId: await sessionOf(payment), amountQepik, reason: reason.slice(0, 500), refundId },
        testGatewayRefundAnswerSchema,
      );
      return { gatewayRefundRef: refundRef };
    },
  };
}
