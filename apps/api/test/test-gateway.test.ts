import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  TEST_GATEWAY_SIGNATURE_HEADER,
  TEST_GATEWAY_TOKEN_HEADER,
  type TestGatewayCallback,
} from '@marketplace/contract';
import { isTestGatewaySignature } from '../src/modules/test-gateway/service-callbacks.ts';
import { startTestServer, type TestServer } from './server.ts';

const SECRET = 'test-gateway-secret-for-tests';
const FAULT_TOKEN = 'test-gateway-fault-token-0123';

/** A merchant's callback address: a real HTTP server keeping what it is sent (body as sent, signature). */
interface Receiver {
  url: string;
  received: { body: string; signature: string | undefined; event: TestGatewayCallback }[];
  /** Answers this many of the next callbacks 503 (a merchant down for a moment). */
  failNext: number;
  /** Resolves once `count` callbacks arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const signature = request.headers[TEST_GATEWAY_SIGNATURE_HEADER];
      received.push({ body, signature: typeof signature === 'string' ? signature : undefined, event: JSON.parse(body) });
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        response.writeHead(503).end('busy');
        return;
      }
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    failNext: 0,
    async waitFor(count, ms = 5_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} callbacks, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

let server: TestServer;
let receiver: Receiver;
let paymentNumber = 0;

beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startTestServer({ env: { TEST_GATEWAY_SECRET: SECRET, TEST_GATEWAY_FAULT_TOKEN: FAULT_TOKEN } }),
    startReceiver(),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const asMerchant = { authorization: `Bearer ${SECRET}` };
const getSession = async (sessionId: string) => {
  const response = await fetch(`${server.url}${API_PATHS.testGateway.getSession}?sessionId=${sessionId}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A session of the merchant, as the payments' TEST_CARD provider starts one. */
async function startSession(amountQepik = 4_550) {
  paymentNumber += 1;
  const paymentId = `payment-${paymentNumber}`;
  const answer = await post(
    API_PATHS.testGateway.createSession,
    {
      paymentId,
      amountQepik,
      description: 'Gil Evi: 2 məhsul',
      language: 'az',
      callbackUrl: receiver.url,
      returnUrl: `http://localhost:3000/checkout/payment/${paymentId}`,
    },
    asMerchant,
  );
  expect(answer.status).toBe(200);
  return { paymentId, sessionId: String(answer.body.sessionId), redirectUrl: String(answer.body.redirectUrl) };
}

const callbacksOf = (paymentId: string) => receiver.received.filter((callback) => callback.event.paymentId === paymentId);

describe('the test gateway plays the bank', () => {
  it('is a way to pay at checkout; Epoint, without its keys, is not', async () => {
    const methods = await fetch(`${server.url}${API_PATHS.payment.getPaymentMethods}`);
    expect(await methods.json()).toEqual({ methods: ['CASH', 'TEST_CARD'] });
  });

  it('starts a session whose hosted page is on the shopper site; the same payment id answers the same session', async () => {
    const { paymentId, sessionId, redirectUrl } = await startSession();
    expect(redirectUrl).toBe(`http://localhost:3000/test-gateway/${sessionId}`);
    const again = await post(
      API_PATHS.testGateway.createSession,
      {
        paymentId,
        amountQepik: 4_550,
        description: 'again',
        language: 'en',
        callbackUrl: receiver.url,
        returnUrl: 'http://localhost:3000/x',
      },
      asMerchant,
    );
    expect(again.body.sessionId).toBe(sessionId);

    const page = await getSession(sessionId);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      sessionId,
      amountQepik: 4_550,
      description: 'Gil Evi: 2 məhsul',
      language: 'az',
      status: 'OPEN',
      expired: false,
      confirmCodeHint: null,
    });
  });

  it('Pay authorises: a signed callback reaches the merchant and the browser is sent back to the return address', async () => {
    const { paymentId, sessionId } = await startSession();
    const decided = await post(API_PATHS.testGateway.decide, { sessionId, decision: 'PAY' });
    expect(decided).toEqual({
      status: 200,
      body: { status: 'AUTHORIZED', redirectUrl: `http://localhost:3000/checkout/payment/${paymentId}` },
    });
    // No faults: the callback was answered before the decision was.
    const [callback, ...more] = callbacksOf(paymentId);
    expect(more).toEqual([]);
    expect(callback?.event).toMatchObject({ paymentId, sessionId, outcome: 'AUTHORIZED', amountQepik: 4_550 });
    expect(isTestGatewaySignature(SECRET, callback?.body ?? '', callback?.signature)).toBe(true);
    expect(isTestGatewaySignature('another-secret-of-someone', callback?.body ?? '', callback?.signature)).toBe(false);

    const status = await post(API_PATHS.testGateway.getStatus, { paymentId }, asMerchant);
    expect(status.body).toMatchObject({ sessionId, status: 'AUTHORIZED', capturedQepik: 0 });
    // Decided once: a second decision is refused and says how it ended.
    const twice = await post(API_PATHS.testGateway.decide, { sessionId, decision: 'DECLINE' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { code: 'TEST_GATEWAY_SESSION_CLOSED' } });
  });

  it('the merchant captures, refunds in parts up to what it took, and cannot refund more', async () => {
    const { sessionId } = await startSession(10_000);
    await post(API_PATHS.testGateway.decide, { sessionId, decision: 'PAY' });
    const captured = await post(API_PATHS.testGateway.capture, { sessionId, amountQepik: 10_000 }, asMerchant);
    expect(captured.body).toMatchObject({ status: 'CAPTURED', capturedQepik: 10_000 });
    // Captured twice (a retried call): nothing more is taken.
    expect((await post(API_PATHS.testGateway.capture, { sessionId, amountQepik: 10_000 }, asMerchant)).status).toBe(200);

    const first = await post(
      API_PATHS.testGateway.refund,
      { sessionId, amountQepik: 2_500, reason: 'one cup broken' },
      asMerchant,
    );
    expect(first.body).toEqual({ refundRef: `${sessionId}:refund:1`, refundedQepik: 2_500 });
    const tooMuch = await post(API_PATHS.testGateway.refund, { sessionId, amountQepik: 7_501 }, asMerchant);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: { code: 'TEST_GATEWAY_NOT_ALLOWED' } });
    const rest = await post(API_PATHS.testGateway.refund, { sessionId, amountQepik: 7_500 }, asMerchant);
    expect(rest.body).toEqual({ refundRef: `${sessionId}:refund:2`, refundedQepik: 10_000 });
  });

  it('tries a callback again when the merchant answers 5xx, with the same event id', async () => {
    const { paymentId, sessionId } = await startSession();
    receiver.failNext = 2;
    // No faults: the decision waits for the delivery, retries included.
    await post(API_PATHS.testGateway.decide, { sessionId, decision: 'PAY' });
    const tries = callbacksOf(paymentId);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((callback) => callback.event.eventId)).size).toBe(1);
  });

  it('Decline declines with its callback; a declined payment cannot be captured', async () => {
    const { paymentId, sessionId } = await startSession();
    const decided = await post(API_PATHS.testGateway.decide, { sessionId, decision: 'DECLINE' });
    expect(decided.body).toMatchObject({ status: 'DECLINED' });
    expect(callbacksOf(paymentId).map((callback) => callback.event.outcome)).toEqual(['DECLINED']);
    const capture = await post(API_PATHS.testGateway.capture, { sessionId, amountQepik: 4_550 }, asMerchant);
    expect(capture.status).toBe(409);
  });

  it('"needs confirmation" asks for the bank\'s code: a wrong one is refused, the right one authorises', async () => {
    const { paymentId, sessionId } = await startSession();
    const asked = await post(API_PATHS.testGateway.decide, { sessionId, decision: 'NEEDS_CONFIRMATION' });
    expect(asked.body).toEqual({ status: 'NEEDS_CONFIRMATION', redirectUrl: null });
    const page = await getSession(sessionId);
    const code = String(page.body.confirmCodeHint);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(API_PATHS.testGateway.confirm, { sessionId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'TEST_GATEWAY_WRONG_CODE' } });
    const right = await post(API_PATHS.testGateway.confirm, { sessionId, code });
    expect(right.body).toMatchObject({ status: 'AUTHORIZED' });
    expect(callbacksOf(paymentId).map((callback) => callback.event.outcome)).toEqual(['NEEDS_CONFIRMATION', 'AUTHORIZED']);
    const [first, second] = callbacksOf(paymentId);
    expect(first?.event.eventId).not.toBe(second?.event.eventId);
  });

  it('refuses the merchant calls without its key, and an unknown session', async () => {
    const { sessionId } = await startSession();
    const noKey = await post(API_PATHS.testGateway.getStatus, { sessionId });
    expect(noKey.status).toBe(401);
    const wrongKey = await post(API_PATHS.testGateway.void, { sessionId }, { authorization: 'Bearer not-the-key' });
    expect(wrongKey.status).toBe(401);
    const unknown = await getSession('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'TEST_GATEWAY_SESSION_NOT_FOUND' } });
  });
});

describe('the fault switch', () => {
  const setFaults = (faults: Record<string, unknown>, token = FAULT_TOKEN) =>
    post(API_PATHS.testGateway.setFaults, faults, { [TEST_GATEWAY_TOKEN_HEADER]: token });

  afterAll(async () => {
    await setFaults({});
  });

  it('answers only its token', async () => {
    expect((await setFaults({ repeat: 2 }, 'not-the-fault-token-at-all')).status).toBe(401);
  });

  it('repeats each callback with the same event id, delays them, drops every n-th and sends a later one first', async () => {
    expect((await setFaults({ repeat: 3, delayMs: 50 })).body).toEqual({ repeat: 3, delayMs: 50, reorder: false, dropEvery: 0 });
    const repeated = await startSession();
    await post(API_PATHS.testGateway.decide, { sessionId: repeated.sessionId, decision: 'PAY' });
    await receiver.waitFor(receiver.received.length + 3);
    const copies = callbacksOf(repeated.paymentId);
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((copy) => copy.event.eventId)).size).toBe(1);

    await setFaults({ dropEvery: 2 });
    const kept = await startSession();
    const dropped = await startSession();
    await post(API_PATHS.testGateway.decide, { sessionId: kept.sessionId, decision: 'PAY' });
    await post(API_PATHS.testGateway.decide, { sessionId: dropped.sessionId, decision: 'DECLINE' });
    expect(callbacksOf(kept.paymentId)).toHaveLength(1);
    // Dropped for good; the merchant learns the outcome by asking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callbacksOf(dropped.paymentId)).toHaveLength(0);
    const asked = await post(API_PATHS.testGateway.getStatus, { paymentId: dropped.paymentId }, asMerchant);
    expect(asked.body).toMatchObject({ status: 'DECLINED' });

    await setFaults({ reorder: true });
    const earlier = await startSession();
    const later = await startSession();
    const before = receiver.received.length;
    await post(API_PATHS.testGateway.decide, { sessionId: earlier.sessionId, decision: 'PAY' });
    await post(API_PATHS.testGateway.decide, { sessionId: later.sessionId, decision: 'PAY' });
    await receiver.waitFor(before + 2);
    expect(receiver.received.slice(before).map((callback) => callback.event.paymentId)).toEqual([
      later.paymentId,
      earlier.paymentId,
    ]);
  });
});

describe('a gateway turned off', () => {
  it('answers 404 to every call, and its card is not offered', async () => {
    const off = await startTestServer({ env: { TEST_GATEWAY: 'off', TEST_GATEWAY_SECRET: SECRET } });
    try {
      const create = await fetch(`${off.url}${API_PATHS.testGateway.createSession}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asMerchant },
        body: JSON.stringify({}),
      });
      expect(create.status).toBe(404);
      const page = await fetch(`${off.url}${API_PATHS.testGateway.getSession}?sessionId=00000000-0000-4000-8000-000000000000`);
      expect(page.status).toBe(404);
      // Nor is its card offered at checkout.
      const methods = await fetch(`${off.url}${API_PATHS.payment.getPaymentMethods}`);
      expect(await methods.json()).toEqual({ methods: ['CASH'] });
    } finally {
      await off.close();
    }
  }, 60_000);
});
