import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf } from './paymentOutcome.ts';

describe('paymentOutcomeOf', () => {
  it('waits until the bank answered and the orders exist', () => {
    expect(paymentOutcomeOf('WAITING', false)).toBe('WAITING');
    // Authorised while the orders are being written: still waiting, never "paid" without an order.
    expect(paymentOutcomeOf('AUTHORIZED', false)).toBe('WAITING');
    expect(paymentOutcomeOf('AUTHORIZED', true)).toBe('PAID');
    expect(paymentOutcomeOf('CAPTURED', true)).toBe('PAID');
  });

  it('names why a payment ended without an order; a voided one is a failed order', () => {
    expect(paymentOutcomeOf('DECLINED', false)).toBe('DECLINED');
    expect(paymentOutcomeOf('EXPIRED', false)).toBe('EXPIRED');
    expect(paymentOutcomeOf('FAILED', false)).toBe('FAILED');
    expect(paymentOutcomeOf('VOIDED', false)).toBe('FAILED');
  });
});
