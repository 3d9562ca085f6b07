// Payments (ours: the spec has none). Zod-free: the methods, the statuses of a payment and of an
// order's payment, how a gateway's word moves a payment, what may still be refunded, and the error
// codes. Money is whole qəpik throughout.

/** How a buyer pays: cash on delivery (the default), or a card through a gateway's hosted page. */
export const PAYMENT_METHOD = { CASH: 'CASH', TEST_CARD: 'TEST_CARD', EPOINT: 'EPOINT' } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
/** Cash first: the order the checkout offers them in. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PAYMENT_METHOD);
export const isCardMethod = (method: PaymentMethod): boolean => method !== PAYMENT_METHOD.CASH;

/**
 * One payment of one checkout. A card payment is WAITING while the buyer is on the gateway's page;
 * AUTHORIZED once the gateway holds the money and the orders are placed, CAPTURED once taken. It ends
 * DECLINED (the bank said no), EXPIRED (no answer within PAYMENT_WAIT_MINUTES), FAILED (authorised,
 * but the orders could not be placed: it is then VOIDED at the gateway). Cash is CASH_PENDING until
 * the seller marks it CASH_COLLECTED.
 */
export const PAYMENT_STATUS = {
  WAITING: 'WAITING',
  AUTHORIZED: 'AUTHORIZED',
  CAPTURED: 'CAPTURED',
  DECLINED: 'DECLINED',
  EXPIRED: 'EXPIRED',
  FAILED: 'FAILED',
  VOIDED: 'VOIDED',
  CASH_PENDING: 'CASH_PENDING',
  CASH_COLLECTED: 'CASH_COLLECTED',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PAYMENT_STATUS);

/** A payment that will not move again by itself (the return page stops asking). */
export const PAYMENT_SETTLED_STATUSES: readonly PaymentStatus[] = [
  PAYMENT_STATUS.CAPTURED,
  PAYMENT_STATUS.DECLINED,
  PAYMENT_STATUS.EXPIRED,
  PAYMENT_STATUS.FAILED,
  PAYMENT_STATUS.VOIDED,
  PAYMENT_STATUS.CASH_PENDING,
  PAYMENT_STATUS.CASH_COLLECTED,
];
export const isPaymentSettled = (status: PaymentStatus): boolean => PAYMENT_SETTLED_STATUSES.includes(status);

/** An order's own view of its money (orders.payment_status). */
export const ORDER_PAYMENT_STATUS = {
  /** Not paid yet: cash not collected. */
  PENDING: 'PENDING',
  PAID: 'PAID',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  REFUNDED: 'REFUNDED',
} as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUS)[keyof typeof ORDER_PAYMENT_STATUS];
export const ORDER_PAYMENT_STATUSES: readonly OrderPaymentStatus[] = Object.values(ORDER_PAYMENT_STATUS);

/** Who gave money back. */
export const REFUND_ACTOR = { SELLER: 'SELLER', ADMIN: 'ADMIN', SYSTEM: 'SYSTEM' } as const;
export type RefundActor = (typeof REFUND_ACTOR)[keyof typeof REFUND_ACTOR];

/**
 * A refund's state: a card's is PENDING from its reservation on the order until its gateway
 * answers — DONE (given back), or FAILED (refused, or given up after REFUND_GATEWAY_TRIES; the
 * reservation is undone). A cash refund is DONE at once.
 */
export const REFUND_STATUS = { PENDING: 'PENDING', DONE: 'DONE', FAILED: 'FAILED' } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
/** How many times a refund's gateway is asked (the first call and the minute job's) before it is FAILED. */
export const REFUND_GATEWAY_TRIES = 5;

/** A card payment not answered by its gateway within this many minutes expires (PAYMENT_WAIT_MINUTES overrides it). */
export const PAYMENT_WAIT_MINUTES_DEFAULT = 30;
/** A refund's reason, as the seller or the admin writes it. */
export const REFUND_REASON_MAX = 500;

/** What the browser does to reach the gateway: follow a link, post a form, or nothing (cash). */
export type PaymentAction =
  { type: 'REDIRECT'; url: string } | { type: 'POST_FORM'; url: string; fields: Record<string, string> } | { type: 'NONE' };

/** The shopper's page a gateway brings the browser back to; it asks getPaymentStatus. */
export const paymentReturnPath = (paymentId: string): string => `/checkout/payment/${encodeURIComponent(paymentId)}`;

/** What a gateway says of a payment, in a signed callback. */
export const GATEWAY_OUTCOME = {
  AUTHORIZED: 'AUTHORIZED',
  CAPTURED: 'CAPTURED',
  DECLINED: 'DECLINED',
  /** The bank asks the buyer to confirm (3-D Secure): still waiting. */
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  REFUNDED: 'REFUNDED',
} as const;
export type GatewayOutcome = (typeof GATEWAY_OUTCOME)[keyof typeof GATEWAY_OUTCOME];
/** What a gateway answers when asked for a payment's status. */
export type GatewayStatusOutcome = 'WAITING' | 'AUTHORIZED' | 'CAPTURED' | 'DECLINED' | 'EXPIRED' | 'VOIDED';

/**
 * What the server does with a gateway's word about a payment in `status`:
 * - PLACE: the money is held: place the orders from the stored checkout (then capture);
 * - SET: the payment ends in `to`, nothing placed;
 * - VOID_LATE: money held for a payment already given up (declined, expired, failed): give it back;
 * - NONE: nothing new (a repeat, an older word arriving late, a step of the confirmation).
 * Callbacks come repeated and out of order; this is what makes applying them idempotent.
 */
export type PaymentStep = { kind: 'PLACE' } | { kind: 'SET'; to: PaymentStatus } | { kind: 'VOID_LATE' } | { kind: 'NONE' };

export function paymentStepFor(status: PaymentStatus, outcome: GatewayOutcome | GatewayStatusOutcome): PaymentStep {
  const held = outcome === 'AUTHORIZED' || outcome === 'CAPTURED';
  switch (status) {
    case PAYMENT_STATUS.WAITING:
      if (held) return { kind: 'PLACE' };
      if (outcome === 'DECLINED') return { kind: 'SET', to: PAYMENT_STATUS.DECLINED };
      if (outcome === 'EXPIRED') return { kind: 'SET', to: PAYMENT_STATUS.EXPIRED };
      if (outcome === 'VOIDED') return { kind: 'SET', to: PAYMENT_STATUS.VOIDED };
      return { kind: 'NONE' };
    case PAYMENT_STATUS.DECLINED:
    case PAYMENT_STATUS.EXPIRED:
    case PAYMENT_STATUS.FAILED:
      return held ? { kind: 'VOID_LATE' } : { kind: 'NONE' };
    default:
      return { kind: 'NONE' };
  }
}

/** What an order's buyer paid and may still get back: nothing for cash not yet collected. */
export function refundableQepik(order: { totalQepik: number; refundedQepik: number; paymentStatus: OrderPaymentStatus }): number {
  if (order.paymentStatus === ORDER_PAYMENT_STATUS.PENDING) return 0;
  return Math.max(0, order.totalQepik - order.refundedQepik);
}

/** An order's payment status once `refundedQepik` of its `totalQepik` went back. */
export function orderPaymentStatusAfterRefund(totalQepik: number, refundedQepik: number): OrderPaymentStatus {
  if (refundedQepik <= 0) return ORDER_PAYMENT_STATUS.PAID;
  return refundedQepik >= totalQepik ? ORDER_PAYMENT_STATUS.REFUNDED : ORDER_PAYMENT_STATUS.PARTIALLY_REFUNDED;
}

/**
 * The methods a checkout offers: those the admin enabled that this server can take (a gateway
 * without its configuration is never offered), cash first.
 */
export function offeredMethods(enabled: readonly PaymentMethod[], available: readonly PaymentMethod[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => enabled.includes(method) && available.includes(method));
}

export const PAYMENT_ERROR_CODES = {
  /** Unknown, or not the caller's: the same answer for both. */
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  /** The method is not offered now (disabled by the admin, or not configured). */
  PAYMENT_METHOD_NOT_OFFERED: 'PAYMENT_METHOD_NOT_OFFERED',
  /** The gateway could not start the payment (down, refused): nothing was placed, the cart is kept. */
  PAYMENT_GATEWAY_UNAVAILABLE: 'PAYMENT_GATEWAY_UNAVAILABLE',
  /** A callback whose signature does not verify: stored as such, nothing done. */
  PAYMENT_CALLBACK_REJECTED: 'PAYMENT_CALLBACK_REJECTED',
  /** More than was paid and not yet refunded: the error's `refundableQepik` says how much may go back. */
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
  /** Nothing was paid on this order (cash not collected): nothing to refund. */
  REFUND_NOTHING_PAID: 'REFUND_NOTHING_PAID',
  /** The gateway refused the refund: nothing was recorded. */
  REFUND_GATEWAY_FAILED: 'REFUND_GATEWAY_FAILED',
  /** Not a cash order waiting for its cash (already collected, or paid by card). */
  CASH_NOT_PENDING: 'CASH_NOT_PENDING',
  /** The admin's methods: at least one, and only ones this server can take. */
  PAYMENT_METHODS_INVALID: 'PAYMENT_METHODS_INVALID',
} as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[keyof typeof PAYMENT_ERROR_CODES];
