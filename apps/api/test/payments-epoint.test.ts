import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEpointProvider, epointSignature, encodeEpointData } from '../src/modules/payments/service-epoint.ts';
import {
  PaymentCallbackRejected,
  type CallbackRequest,
  type PaymentProvider,
} from '../src/modules/payments/service-providers.ts';
import { startEpointStandIn, type EpointStandIn } from './epoint-stand-in.ts';

/**
 * The EPOINT provider against a stand-in speaking Epoint's documented protocol over real HTTP: a
 * payment is started with a signed /request, its result comes to the result_url signed the same way
 * and is verified, /get-status and /reverse are asked. (The whole checkout through the server is in
 * payments-epoint-checkout.test.ts.)
 */

/** The merchant's result_url: keeps each form POST as it came. */
async function startResultReceiver() {
  const received: CallbackRequest[] = [];
  const server = http.createServer((request, response) => {
    let rawBody = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (rawBody += chunk));
    request.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(rawBody));
      received.push({ body, rawBody, headers: { 'content-type': request.headers['content-type'] } });
      response.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/result`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let standIn: EpointStandIn;
let receiver: Awaited<ReturnType<typeof startResultReceiver>>;
let provider: PaymentProvider;
let paymentNumber = 0;

beforeAll(async () => {
  receiver = await startResultReceiver();
  standIn = await startEpointStandIn({ resultUrl: receiver.url });
  provider = createEpointProvider({ publicKey: standIn.publicKey, privateKey: standIn.privateKey, apiUrl: standIn.apiUrl });
});
afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

async function startPayment(amountQepik = 4_550) {
  paymentNumber += 1;
  const paymentId = `0000000${paymentNumber}-aaaa-4bbb-8ccc-000000000000`;
  const { action, gatewayRef } = await provider.createSession({
    paymentId,
    amountQepik,
    description: 'Gil Evi: 2 məhsul',
    language: 'ru',
    returnUrl: `http://localhost:3000/checkout/payment/${paymentId}`,
    callbackUrl: 'http://localhost:3000/payment/v1/callback/EPOINT',
  });
  const transaction = standIn.transactionOf(paymentId);
  if (!transaction) throw new Error('the stand-in started no transaction');
  // The payment keeps Epoint's transaction id from the start: any process can ask about it.
  expect(gatewayRef).toBe(transaction.transaction);
  return { paymentId, action, transaction, gatewayRef };
}

describe('the Epoint provider through its stand-in', () => {
  it("starts a payment with a signed request: the hosted page, in the buyer's language, the amount in manat", async () => {
    const { paymentId, action, transaction } = await startPayment(4_550);
    expect(action).toEqual({ type: 'REDIRECT', url: expect.stringMatching(new RegExp(`/checkout/${transaction.transaction}$`)) });
    const call = standIn.calls.at(-1);
    expect(call?.signatureOk).toBe(true);
    expect(call?.fields).toMatchObject({
      public_key: standIn.publicKey,
      amount: 45.5,
      currency: 'AZN',
      language: 'ru',
      order_id: paymentId,
      success_redirect_url: `http://localhost:3000/checkout/payment/${paymentId}`,
      error_redirect_url: `http://localhost:3000/checkout/payment/${paymentId}`,
    });
  });

  it('authorised: the signed result verifies as the money taken, and a status read says so too', async () => {
    const { paymentId, transaction, gatewayRef } = await startPayment();
    // Another provider (another process, or after a restart) knows the payment by its stored id.
    const elsewhere = createEpointProvider({
      publicKey: standIn.publicKey,
      privateKey: standIn.privateKey,
      apiUrl: standIn.apiUrl,
    });
    expect(await elsewhere.fetchStatus({ paymentId, gatewayRef })).toEqual({
      outcome: 'WAITING',
      gatewayRef: transaction.transaction,
    });
    const before = receiver.received.length;
    await standIn.pay(transaction.transaction);
    const result = receiver.received[before];
    if (!result) throw new Error('no result reached the result_url');
    const event = await provider.verifyCallback(result);
    expect(event).toMatchObject({
      paymentId,
      gatewayRef: transaction.transaction,
      outcome: 'CAPTURED',
      amountQepik: 4_550,
      eventId: `${transaction.transaction}:success`,
    });
    // Sent again (Epoint repeats a result): the same event id, so the inbox keeps it once.
    await standIn.postResult(transaction.transaction);
    expect((await provider.verifyCallback(receiver.received.at(-1)!)).eventId).toBe(event.eventId);
    expect(await provider.fetchStatus({ paymentId, gatewayRef: transaction.transaction })).toEqual({
      outcome: 'CAPTURED',
      gatewayRef: transaction.transaction,
    });
  });

  it('declined: the result verifies as declined', async () => {
    const { paymentId, transaction } = await startPayment();
    const before = receiver.received.length;
    await standIn.decline(transaction.transaction);
    const event = await provider.verifyCallback(receiver.received[before]!);
    expect(event).toMatchObject({ paymentId, outcome: 'DECLINED' });
    expect((await provider.fetchStatus({ paymentId, gatewayRef: transaction.transaction })).outcome).toBe('DECLINED');
  });

  it('needs confirmation: while the bank asks the buyer the payment is still waiting, then the result comes', async () => {
    const { paymentId, transaction, gatewayRef } = await startPayment();
    standIn.startConfirmation(transaction.transaction);
    expect((await provider.fetchStatus({ paymentId, gatewayRef })).outcome).toBe('WAITING');
    const before = receiver.received.length;
    await standIn.pay(transaction.transaction);
    expect((await provider.verifyCallback(receiver.received[before]!)).outcome).toBe('CAPTURED');
  });

  it('refuses a result with a bad signature, or signed with another key, or forged data', async () => {
    const { transaction } = await startPayment();
    const before = receiver.received.length;
    await standIn.postResult(transaction.transaction, { signature: 'bm90IHRoZSBzaWduYXR1cmU=' });
    await expect(provider.verifyCallback(receiver.received[before]!)).rejects.toBeInstanceOf(PaymentCallbackRejected);

    const forged = encodeEpointData({ order_id: 'someone-else', status: 'success', transaction: 'te1', amount: 1 });
    const signedElsewhere = { data: forged, signature: epointSignature('another-merchant-key', forged) };
    await expect(
      provider.verifyCallback({ body: signedElsewhere, rawBody: new URLSearchParams(signedElsewhere).toString(), headers: {} }),
    ).rejects.toBeInstanceOf(PaymentCallbackRejected);
    await expect(provider.verifyCallback({ body: {}, rawBody: '', headers: {} })).rejects.toBeInstanceOf(PaymentCallbackRejected);
  });

  it('refunds part, then the rest, and refuses more than was paid; a whole reverse voids', async () => {
    const { paymentId, transaction } = await startPayment(10_000);
    await standIn.pay(transaction.transaction);
    const ref = { paymentId, gatewayRef: transaction.transaction, amountQepik: 10_000 };
    await provider.capture(ref, 10_000);
    await provider.refund(ref, 2_500, 'one cup broken');
    expect(standIn.transactions.get(transaction.transaction)?.refundedQepik).toBe(2_500);
    expect(standIn.calls.at(-1)?.fields).toMatchObject({ transaction: transaction.transaction, amount: 25 });
    await expect(provider.refund(ref, 7_501, 'too much')).rejects.toThrow(/more than was paid/);
    await provider.refund(ref, 7_500, 'the rest');
    expect((await provider.fetchStatus(ref)).outcome).toBe('VOIDED');

    const other = await startPayment(3_000);
    await standIn.pay(other.transaction.transaction);
    await provider.void({ paymentId: other.paymentId, gatewayRef: other.gatewayRef, amountQepik: 3_000 });
    expect(standIn.transactions.get(other.transaction.transaction)?.status).toBe('returned');
  });

  it('fails loudly when Epoint refuses a request (wrong keys): nothing is started', async () => {
    const wrongKeys = createEpointProvider({ publicKey: standIn.publicKey, privateKey: 'not-our-key', apiUrl: standIn.apiUrl });
    await expect(
      wrongKeys.createSession({
        paymentId: 'x',
        amountQepik: 100,
        description: 'x',
        language: 'az',
        returnUrl: 'http://localhost:3000/r',
        callbackUrl: 'http://localhost:3000/c',
      }),
    ).rejects.toThrow(/Signature or public key is not valid/);
  });
});
