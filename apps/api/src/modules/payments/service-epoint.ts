import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHOD, type GatewayOutcome, type GatewayStatusOutcome, type Language } from '@marketplace/contract';
import { PaymentCallbackRejected, type PaymentProvider } from './service-providers.ts';
import type { PaymentSettings } from './settings.ts';

// Epoint (epoint.az/api/1), as its documentation describes it: every call is a form POST of `data`
// (base64 of the JSON request, carrying the merchant's public_key) and `signature` (base64 of the
// SHA-1 of private_key + data + private_key); the answers are JSON. /request answers the hosted
// page's `redirect_url` and the `transaction`; the result is POSTed the same way (data + signature)
// to the merchant's result_url; /get-status asks; /reverse gives back all or part of a payment.
// Statuses: new, success, returned, error, server_error. Amounts are manat with 2 decimals.

export type EpointSettings = NonNullable<PaymentSettings['epoint']>;

/** Epoint's transaction statuses. */
export type EpointStatus = 'new' | 'success' | 'returned' | 'error' | 'failed' | 'server_error';

/** A decoded result (callback, or /get-status answer). */
export interface EpointResult {
  status: EpointStatus;
  order_id?: string;
  transaction?: string;
  amount?: number | string;
  message?: string;
  code?: string;
  bank_transaction?: string;
  [field: string]: unknown;
}

/** base64(sha1(private_key + data + private_key)). */
export function epointSignature(privateKey: string, data: string): string {
  return createHash('sha1').update(`${privateKey}${data}${privateKey}`).digest('base64');
}

export const encodeEpointData = (value: object): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The JSON inside `data`, or null when it is not base64 of a JSON object. */
export function decodeEpointData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether `signature` is `data`'s, compared in constant time. */
export function isEpointSignature(privateKey: string, data: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(epointSignature(privateKey, data), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whole qəpik as Epoint's manat amount (2 decimals), and back, counted in integers. */
export const qepikToEpointAmount = (qepik: number): number => Number((qepik / 100).toFixed(2));
export const epointAmountToQepik = (amount: unknown): number => Math.round(Number(amount) * 100);

/** Epoint's page speaks az, en and ru. */
const epointLanguage = (language: Language): 'az' | 'en' | 'ru' => (language === 'tr' ? 'en' : language);

export class EpointCallFailed extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Epoint ${path}: ${detail}`);
    this.name = 'EpointCallFailed';
  }
}

const CALL_TIMEOUT_MS = 15_000;

/** A small typed client of Epoint's API. */
export function createEpointClient(settings: EpointSettings, options: { fetch?: typeof fetch } = {}) {
  const send = options.fetch ?? fetch;

  async function call(path: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    const data = encodeEpointData({ public_key: settings.publicKey, ...fields });
    const response = await send(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature: epointSignature(settings.privateKey, data) }).toString(),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new EpointCallFailed(path, `HTTP ${response.status} ${text.slice(0, 200)}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new EpointCallFailed(path, 'the answer is not JSON');
    }
    if (typeof answer !== 'object' || answer === null) throw new EpointCallFailed(path, 'the answer is not an object');
    return answer as Record<string, unknown>;
  }

  return {
    /** Starts a payment (a sale): the hosted page's address and Epoint's transaction id. */
    async request(input: {
      orderId: string;
      amountQepik: number;
      description: string;
      language: Language;
      successUrl: string;
      errorUrl: string;
    }): Promise<{ redirectUrl: string; transaction: string | null }> {
      const answer = await call('/request', {
        amount: qepikToEpointAmount(input.amountQepik),
        currency: 'AZN',
        language: epointLanguage(input.language),
        order_id: input.orderId,
        description: input.description.slice(0, 1000),
        success_redirect_url: input.successUrl,
        error_redirect_url: input.errorUrl,
      });
      if (answer.status !== 'success' || typeof answer.redirect_url !== 'string') {
        throw new EpointCallFailed('/request', String(answer.message ?? answer.status ?? 'refused'));
      }
      return {
        redirectUrl: answer.redirect_url,
        transaction: typeof answer.transaction === 'string' ? answer.transaction : null,
      };
    },
    async getStatus(transaction: string): Promise<EpointResult> {
      return (await call('/get-status', { transaction })) as EpointResult;
    },
    /** Gives back the whole payment, or `amountQepik` of it. */
    async reverse(transaction: string, amountQepik?: number): Promise<Record<string, unknown>> {
      const answer = await call('/reverse', {
        transaction,
        currency: 'AZN',
        language: 'az',
        ...(amountQepik === undefined ? {} : { amount: qepikToEpointAmount(amountQepik) }),
      });
      if (answer.status !== 'success')
        throw new EpointCallFailed('/reverse', String(answer.message ?? answer.status ?? 'refused'));
      return answer;
    },
  };
}

/** What a result's status tells of the payment (Epoint's /request is a sale: success means taken). */
function callbackOutcome(status: unknown): GatewayOutcome {
  switch (status) {
    case 'success':
      return 'CAPTURED';
    case 'returned':
      return 'REFUNDED';
    case 'new':
      // Still on the page (its own 3-D Secure step): nothing is decided yet.
      return 'NEEDS_CONFIRMATION';
    default:
      return 'DECLINED';
  }
}

function statusOutcome(status: unknown): GatewayStatusOutcome {
  switch (status) {
    case 'new':
      return 'WAITING';
    case 'success':
      return 'CAPTURED';
    case 'returned':
      return 'VOIDED';
    case 'error':
    case 'failed':
      return 'DECLINED';
    default:
      // server_error, or a word we do not know: Epoint could not say now; ask again later.
      throw new EpointCallFailed('/get-status', `status ${String(status)}`);
  }
}

const formField = (body: unknown, rawBody: string, name: string): string | undefined => {
  if (typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[name] === 'string') {
    return (body as Record<string, string>)[name];
  }
  return new URLSearchParams(rawBody).get(name) ?? undefined;
};

/**
 * The EPOINT method. Offered only with both keys (payments/settings.ts). Epoint answers the
 * transaction id when a payment starts: createSession hands it back, and the payment keeps it
 * (gatewayRef) before the buyer leaves, so any process can ask about it.
 */
export function createEpointProvider(settings: EpointSettings, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const client = createEpointClient(settings, options);
  const transactionOf = (payment: { paymentId: string; gatewayRef: string | null }) => payment.gatewayRef;
  const needTransaction = (payment: { paymentId: string; gatewayRef: string | null }, what: string) => {
    const transaction = transactionOf(payment);
    if (!transaction)
      throw new EpointCallFailed('/reverse', `no Epoint transaction is known for payment ${payment.paymentId} (${what})`);
    return transaction;
  };

  return {
    method: PAYMENT_METHOD.EPOINT,

    async createSession(input) {
      const { redirectUrl, transaction } = await client.request({
        orderId: input.paymentId,
        amountQepik: input.amountQepik,
        description: input.description,
        language: input.language,
        successUrl: input.returnUrl,
        errorUrl: input.returnUrl,
      });
      return { action: { type: 'REDIRECT', url: redirectUrl }, gatewayRef: transaction ?? null };
    },

    async verifyCallback({ body, rawBody }) {
      const data = formField(body, rawBody, 'data');
      const signature = formField(body, rawBody, 'signature');
      if (!data || !isEpointSignature(settings.privateKey, data, signature)) throw new PaymentCallbackRejected();
      const result = decodeEpointData(data);
      if (!result || typeof result.order_id !== 'string' || typeof result.transaction !== 'string') {
        throw new PaymentCallbackRejected('The callback data is not an Epoint result.');
      }
      return {
        // Epoint names no event: one transaction's one status is one event, however often it is sent.
        eventId: `${result.transaction}:${String(result.status)}`,
        paymentId: result.order_id,
        gatewayRef: result.transaction,
        outcome: callbackOutcome(result.status),
        amountQepik: epointAmountToQepik(result.amount),
        at: new Date(),
      };
    },

    async fetchStatus(payment) {
      const transaction = transactionOf(payment);
      if (!transaction) return { outcome: 'WAITING', gatewayRef: null };
      const result = await client.getStatus(transaction);
      return { outcome: statusOutcome(result.status), gatewayRef: transaction };
    },

    // A sale: the money was taken with the success.
    capture: async () => {},

    async void(payment) {
      await client.reverse(needTransaction(payment, 'void'));
    },

    async refund(payment, amountQepik) {
      const transaction = needTransaction(payment, 'refund');
      const answer = await client.reverse(transaction, amountQepik);
      const reference =
        typeof answer.transaction === 'string' ? answer.transaction : `${transaction}:reverse:${amountQepik}:${Date.now()}`;
      return { gatewayRefundRef: reference };
    },
  };
}
