import {
  PAYMENT_METHOD,
  PAYMENT_METHODS,
  type GatewayOutcome,
  type GatewayStatusOutcome,
  type Language,
  type PaymentAction,
  type PaymentMethod,
} from '@marketplace/contract';

/**
 * The one interface every way of paying is behind. A gateway's provider is a small typed client of
 * its API; the server never trusts a browser's return: it verifies a callback's signature, or asks
 * the gateway (fetchStatus). Providers are called outside any database transaction (the test
 * gateway is part of this server and writes its own table while answering).
 */

/** What the browser does to reach the gateway: REDIRECT, POST_FORM, or NONE (cash). */
export type SessionAction = PaymentAction;

/** What a verified callback says. `eventId` is unique per provider: the inbox stores each once. */
export interface GatewayEvent {
  eventId: string;
  paymentId: string;
  gatewayRef: string;
  outcome: GatewayOutcome;
  amountQepik: number;
  at: Date;
}

/** What the gateway answers when asked about a payment. */
export interface GatewayStatus {
  outcome: GatewayStatusOutcome;
  gatewayRef: string | null;
}

/** A payment as the provider's calls name it. */
export interface PaymentRef {
  paymentId: string;
  /** The gateway's own id of it, once a callback or a status answer gave it. */
  gatewayRef: string | null;
  /** What was authorised. */
  amountQepik: number;
}

/** A callback as it arrived. */
export interface CallbackRequest {
  /** Parsed: a JSON body's value, or a form's fields as an object of strings. */
  body: unknown;
  /** The body exactly as received, for signatures computed over the bytes. */
  rawBody: string;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
}

/** Thrown by verifyCallback for a callback whose signature does not verify (the route stores it as such and answers 400). */
export class PaymentCallbackRejected extends Error {
  constructor(message = 'The callback signature does not verify.') {
    super(message);
    this.name = 'PaymentCallbackRejected';
  }
}

/** A session the gateway opened: what the buyer's browser does next, and the gateway's own id of the payment when it gives one at once. */
export interface OpenedSession {
  action: SessionAction;
  /** Stored on the payment before the buyer leaves, so any process (or the next start) can ask the gateway about it. */
  gatewayRef: string | null;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  createSession(input: {
    paymentId: string;
    amountQepik: number;
    description: string;
    language: Language;
    /** The shopper's return page (paymentReturnPath) on the shopper site. */
    returnUrl: string;
    /** This server's callback route for the provider (API_PATHS.payment.callback). */
    callbackUrl: string;
  }): Promise<OpenedSession>;
  /** Verifies a callback body; throws PaymentCallbackRejected on a bad signature. */
  verifyCallback(raw: CallbackRequest): Promise<GatewayEvent>;
  fetchStatus(payment: { paymentId: string; gatewayRef: string | null }): Promise<GatewayStatus>;
  capture(payment: PaymentRef, amountQepik: number): Promise<void>;
  void(payment: PaymentRef): Promise<void>;
  /**
   * Gives back part of a captured payment. `refundId` is our id of the refund: a gateway that takes
   * a key of its own passes it on, so the same refund asked again is answered, not made twice.
   */
  refund(payment: PaymentRef, amountQepik: number, reason: string, refundId?: string): Promise<{ gatewayRefundRef: string }>;
  /**
   * True when refund() asked again with the same refundId never gives the money twice (the gateway
   * keeps the key): the minute job may then send a refund a stopped server left half done again.
   */
  readonly idempotentRefunds?: boolean;
}

/**
 * Cash on delivery: nothing to redirect to, no gateway to ask. Its refunds are recorded without a
 * provider call (the seller hands the cash back), so refund here is never reached for money.
 */
export const cashProvider: PaymentProvider = {
  method: PAYMENT_METHOD.CASH,
  createSession: () => Promise.resolve({ action: { type: 'NONE' }, gatewayRef: null }),
  verifyCallback: () => Promise.reject(new PaymentCallbackRejected('Cash has no callbacks.')),
  fetchStatus: () => Promise.resolve({ outcome: 'WAITING', gatewayRef: null }),
  capture: () => Promise.resolve(),
  void: () => Promise.resolve(),
  refund: () => Promise.resolve({ gatewayRefundRef: '' }),
};

/**
 * The providers this server can take, one per method: cash always, a gateway when configured
 * (module.ts builds it from the settings). `install` puts a provider in (or in place of another of
 * its method): a test installs one configured with its own stand-in's address.
 */
export class PaymentProviders {
  private readonly byMethod = new Map<PaymentMethod, PaymentProvider>();

  constructor(providers: readonly PaymentProvider[] = []) {
    this.install(cashProvider);
    for (const provider of providers) this.install(provider);
  }

  install(provider: PaymentProvider): void {
    this.byMethod.set(provider.method, provider);
  }

  /** The provider of `method`, or undefined when this server cannot take it. */
  get(method: string): PaymentProvider | undefined {
    return this.byMethod.get(method as PaymentMethod);
  }

  /** The methods this server can take, cash first. */
  available(): PaymentMethod[] {
    return PAYMENT_METHODS.filter((method) => this.byMethod.has(method));
  }
}
