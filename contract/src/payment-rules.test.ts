import { describe, expect, it } from 'vitest';
import {
  ORDER_PAYMENT_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  isPaymentSettled,
  offeredMethods,
  orderPaymentStatusAfterRefund,
  paymentReturnPath,
  paymentStepFor,
  refundableQepik,
} from './payment-rules.ts';
import { checkoutAnswerSchema, refundOrderRequestSchema } from './payments.ts';
import { placeOrderRequestSchema } from './orders.ts';

const { WAITING, AUTHORIZED, CAPTURED, DECLINED, EXPIRED, FAILED, VOIDED, CASH_PENDING, CASH_COLLECTED } = PAYMENT_STATUS;

describe('a gateway word moves a payment once', () => {
  it('places the orders when a waiting payment is authorised or captured', () => {
    expect(paymentStepFor(WAITING, 'AUTHORIZED')).toEqual({ kind: 'PLACE' });
    expect(paymentStepFor(WAITING, 'CAPTURED')).toEqual({ kind: 'PLACE' });
  });

  it('ends a waiting payment declined, expired or voided, and waits through a confirmation', () => {
    expect(paymentStepFor(WAITING, 'DECLINED')).toEqual({ kind: 'SET', to: DECLINED });
    expect(paymentStepFor(WAITING, 'EXPIRED')).toEqual({ kind: 'SET', to: EXPIRED });
    expect(paymentStepFor(WAITING, 'VOIDED')).toEqual({ kind: 'SET', to: VOIDED });
    expect(paymentStepFor(WAITING, 'NEEDS_CONFIRMATION')).toEqual({ kind: 'NONE' });
    expect(paymentStepFor(WAITING, 'WAITING')).toEqual({ kind: 'NONE' });
  });

  it('does nothing more for a repeat or an older word arriving after the authorisation', () => {
    for (const status of [AUTHORIZED, CAPTURED]) {
      for (const outcome of ['AUTHORIZED', 'CAPTURED', 'DECLINED', 'NEEDS_CONFIRMATION', 'REFUNDED'] as const) {
        expect(paymentStepFor(status, outcome), `${status} ${outcome}`).toEqual({ kind: 'NONE' });
      }
    }
  });

  it('gives back money held for a payment already given up', () => {
    for (const status of [DECLINED, EXPIRED, FAILED]) {
      expect(paymentStepFor(status, 'AUTHORIZED')).toEqual({ kind: 'VOID_LATE' });
      expect(paymentStepFor(status, 'CAPTURED')).toEqual({ kind: 'VOID_LATE' });
      expect(paymentStepFor(status, 'DECLINED')).toEqual({ kind: 'NONE' });
    }
  });

  it('never moves cash or a voided payment', () => {
    for (const status of [VOIDED, CASH_PENDING, CASH_COLLECTED]) {
      expect(paymentStepFor(status, 'AUTHORIZED')).toEqual({ kind: 'NONE' });
    }
  });

  it('tells the return page when to stop asking', () => {
    expect(isPaymentSettled(WAITING)).toBe(false);
    expect(isPaymentSettled(AUTHORIZED)).toBe(false);
    expect([CAPTURED, DECLINED, EXPIRED, FAILED, VOIDED, CASH_PENDING].every(isPaymentSettled)).toBe(true);
  });
});

describe('refunds', () => {
  it('may give back what was paid and not yet refunded, nothing of cash not collected', () => {
    expect(
      refundableQepik({ totalQepik: 10_000, refundedQepik: 2_500, paymentStatus: ORDER_PAYMENT_STATUS.PARTIALLY_REFUNDED }),
    ).toBe(7_500);
    expect(refundableQepik({ totalQepik: 10_000, refundedQepik: 0, paymentStatus: ORDER_PAYMENT_STATUS.PENDING })).toBe(0);
    expect(refundableQepik({ totalQepik: 10_000, refundedQepik: 10_000, paymentStatus: ORDER_PAYMENT_STATUS.REFUNDED })).toBe(0);
  });

  it('names the order partly or wholly refunded', () => {
    expect(orderPaymentStatusAfterRefund(10_000, 1)).toBe(ORDER_PAYMENT_STATUS.PARTIALLY_REFUNDED);
    expect(orderPaymentStatusAfterRefund(10_000, 10_000)).toBe(ORDER_PAYMENT_STATUS.REFUNDED);
    expect(orderPaymentStatusAfterRefund(10_000, 0)).toBe(ORDER_PAYMENT_STATUS.PAID);
  });

  it('takes a positive amount in qəpik and a reason', () => {
    expect(refundOrderRequestSchema.safeParse({ orderId: 'o', amountQepik: 0, reason: 'x' }).success).toBe(false);
    expect(refundOrderRequestSchema.safeParse({ orderId: 'o', amountQepik: 1.5, reason: 'x' }).success).toBe(false);
    expect(refundOrderRequestSchema.safeParse({ orderId: 'o', amountQepik: 100, reason: '  ' }).success).toBe(false);
    expect(refundOrderRequestSchema.parse({ orderId: 'o', amountQepik: 100, reason: ' cızıq ' }).reason).toBe('cızıq');
  });
});

describe('the checkout', () => {
  it('pays cash unless told otherwise, so earlier callers keep working', () => {
    const body = {
      contact: { name: 'Leyla', phone: '+994501234567' },
      address: null,
      stores: [{ storeId: 's', method: 'PICKUP' }],
      seen: { lines: [{ lineId: 'l', quantity: 1, unitPriceQepik: 100, pocketFeeQepik: 0 }], totalQepik: 100 },
    };
    expect(placeOrderRequestSchema.parse(body).paymentMethod).toBe(PAYMENT_METHOD.CASH);
    expect(placeOrderRequestSchema.parse({ ...body, paymentMethod: 'TEST_CARD' }).paymentMethod).toBe('TEST_CARD');
    expect(placeOrderRequestSchema.safeParse({ ...body, paymentMethod: 'BITCOIN' }).success).toBe(false);
  });

  it('answers the orders placed or where to pay', () => {
    const redirect = { kind: 'PAYMENT_REDIRECT', paymentId: 'p', action: { type: 'REDIRECT', url: 'https://pay.example/p' } };
    expect(checkoutAnswerSchema.parse(redirect)).toEqual(redirect);
    const placed = { kind: 'PLACED', groupId: 'g', orders: [], totalQepik: 0 };
    expect(checkoutAnswerSchema.parse(placed)).toEqual(placed);
  });

  it('offers what the admin enabled and the server can take, cash first', () => {
    expect(offeredMethods(['EPOINT', 'TEST_CARD', 'CASH'], ['CASH', 'TEST_CARD'])).toEqual(['CASH', 'TEST_CARD']);
    expect(offeredMethods(['CASH'], ['CASH', 'TEST_CARD', 'EPOINT'])).toEqual(['CASH']);
  });

  it('brings the buyer back to the payment page', () => {
    expect(paymentReturnPath('a b')).toBe('/checkout/payment/a%20b');
  });
});
