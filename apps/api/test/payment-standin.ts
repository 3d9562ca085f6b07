import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_METHOD, type GatewayOutcome, type GatewayStatusOutcome } from '@marketplace/contract';
import { PaymentCallbackRejected, type PaymentProvider } from '../src/modules/payments/service-providers.ts';

/**
 * A card gateway the payment tests drive: a small HTTP server of its own with sessions, a status
 * question, capture, void and refund, and a provider (the TEST_CARD method) that reaches it by its
 * address, as the client of any bank would. Its callbacks are signed (HMAC-SHA256 over the body)
 * and posted over real HTTP to the callback address the server gave when the session was opened.
 */

export interface StandInSession {
  paymentId: string;
  ref: string;
  amountQepik: number;
  callbackUrl: string;
  returnUrl: string;
  /** What the gateway answers when asked. */
  status: GatewayStatusOutcome;
  captured: number;
  voided: number;
  refunds: number[];
}

export interface SentCallback {
  status: number;
  body: { ok?: boolean; outcome?: string; error?: { code: string } };
}

const SIGNATURE_HEADER = 'x-standin-signature';

export interface StandInGateway {
  url: string;
  provider: PaymentProvider;
  sessions: Map<string, StandInSession>;
  /** The gateway refuses refunds while set. */
  refuseRefunds: boolean;
  /** The gateway is down for new sessions while set. */
  refuseSessions: boolean;
  /** The body of one callback, with its own event id unless one is given. */
  event(paymentId: string, outcome: GatewayOutcome, eventId?: string): string;
  /** Posts a body to the session's callback address, signed (or, with `signature`, signed so). */
  post(paymentId: string, body: string, signature?: string): Promise<SentCallback>;
  /** One callback of `outcome`, signed, sent at once; the status the gateway answers follows it. */
  callback(paymentId: string, outcome: GatewayOutcome): Promise<SentCallback>;
  close(): Promise<void>;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

export async function startStandInGateway(): Promise<StandInGateway> {
  const secret = randomUUID();
  const sessions = new Map<string, StandInSession>();
  const state = { refuseRefunds: false, refuseSessions: false };
  const sessionOf = (paymentId: unknown) => {
    const session = sessions.get(String(paymentId));
    if (!session) throw new Error(`the stand-in has no session of ${String(paymentId)}`);
    return session;
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      try {
        switch (request.url) {
          case '/session': {
            if (state.refuseSessions) return answer(503, { error: 'down' });
            const paymentId = String(body.paymentId);
            const session: StandInSession = {
              paymentId,
              ref: `ref-${randomUUID()}`,
              amountQepik: Number(body.amountQepik),
              callbackUrl: String(body.callbackUrl),
              returnUrl: String(body.returnUrl),
              status: 'WAITING',
              captured: 0,
              voided: 0,
              refunds: [],
            };
            sessions.set(paymentId, session);
            return answer(200, { url: `${baseUrl}/pay/${paymentId}` });
          }
          case '/status': {
            const session = sessionOf(body.paymentId);
            return answer(200, { outcome: session.status, ref: session.ref });
          }
          case '/capture': {
            const session = sessionOf(body.paymentId);
            session.captured += Number(body.amountQepik);
            session.status = 'CAPTURED';
            return answer(200, {});
          }
          case '/void': {
            const session = sessionOf(body.paymentId);
            session.voided += 1;
            session.status = 'VOIDED';
            return answer(200, {});
          }
          case '/refund': {
            if (state.refuseRefunds) return answer(502, { error: 'refunds are off' });
            const session = sessionOf(body.paymentId);
            session.refunds.push(Number(body.amountQepik));
            return answer(200, { refundRef: `refund-${randomUUID()}` });
          }
          default:
            return answer(404, {});
        }
      } catch (error) {
        return answer(404, { error: String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const value = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`stand-in ${path} answered ${response.status}`);
    return value;
  };

  const provider: PaymentProvider = {
    method: PAYMENT_METHOD.TEST_CARD,
    async createSession(input) {
      const { url } = await call('/session', input);
      return { action: { type: 'REDIRECT', url: String(url) }, gatewayRef: null };
    },
    async verifyCallback({ rawBody, headers }) {
      const given = Buffer.from(headers[SIGNATURE_HEADER] ?? '');
      const expected = Buffer.from(sign(secret, rawBody));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PaymentCallbackRejected();
      const event = JSON.parse(rawBody) as {
        eventId: string;
        paymentId: string;
        ref: string;
        outcome: GatewayOutcome;
        amountQepik: number;
        at: string;
      };
      return {
        eventId: event.eventId,
        paymentId: event.paymentId,
        gatewayRef: event.ref,
        outcome: event.outcome,
        amountQepik: event.amountQepik,
        at: new Date(event.at),
      };
    },
    async fetchStatus(payment) {
      const { outcome, ref } = await call('/status', { paymentId: payment.paymentId });
      return { outcome: outcome as GatewayStatusOutcome, gatewayRef: String(ref) };
    },
    async capture(payment, amountQepik) {
      await call('/capture', { paymentId: payment.paymentId, amountQepik });
    },
    async void(payment) {
      await call('/void', { paymentId: payment.paymentId });
    },
    async refund(payment, amountQepik) {
      const { refundRef } = await call('/refund', { paymentId: payment.paymentId, amountQepik });
      return { gatewayRefundRef: String(refundRef) };
    },
  };

  const event = (paymentId: string, outcome: GatewayOutcome, eventId: string = randomUUID()) => {
    const session = sessionOf(paymentId);
    return JSON.stringify({
      eventId,
      paymentId,
      ref: session.ref,
      outcome,
      amountQepik: session.amountQepik,
      at: new Date().toISOString(),
    });
  };
  const post = async (paymentId: string, body: string, signature = sign(secret, body)): Promise<SentCallback> => {
    const response = await fetch(sessionOf(paymentId).callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    return { status: response.status, body: (await response.json()) as SentCallback['body'] };
  };

  return {
    url: baseUrl,
    provider,
    sessions,
    get refuseRefunds() {
      return state.refuseRefunds;
    },
    set refuseRefunds(value: boolean) {
      state.refuseRefunds = value;
    },
    get refuseSessions() {
      return state.refuseSessions;
    },
    set refuseSessions(value: boolean) {
      state.refuseSessions = value;
    },
    event,
    post,
    async callback(paymentId, outcome) {
      const session = sessionOf(paymentId);
      if (outcome === 'AUTHORIZED' || outcome === 'CAPTURED' || outcome === 'DECLINED') session.status = outcome;
      return post(paymentId, event(paymentId, outcome));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
