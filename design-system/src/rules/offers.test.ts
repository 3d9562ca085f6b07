import { describe, expect, it } from 'vitest';
import { addDays, offerStatusOn, offerTotalQepik, offerValidUntilRange } from './offers.ts';

describe('addDays', () => {
  it.each([
    ['2026-01-15', 7, '2026-01-22'],
    ['2026-01-28', 7, '2026-02-04'],
    ['2026-02-27', 2, '2026-03-01'],
    ['2028-02-27', 2, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-15', 0, '2026-01-15'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %d days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('offerValidUntilRange', () => {
  it('runs from today to 60 days on and starts a week on', () => {
    expect(offerValidUntilRange('2026-01-15')).toEqual({ min: '2026-01-15', max: '2026-03-16', initial: '2026-01-22' });
  });

  it('crosses a year', () => {
    expect(offerValidUntilRange('2026-12-28')).toEqual({ min: '2026-12-28', max: '2027-02-26', initial: '2027-01-04' });
  });
});

describe('offerStatusOn', () => {
  it('shows an open offer past its last day as expired', () => {
    expect(offerStatusOn({ status: 'OPEN', validUntil: '2026-01-14' }, '2026-01-15')).toBe('EXPIRED');
  });

  it('keeps an open offer open through its last day', () => {
    expect(offerStatusOn({ status: 'OPEN', validUntil: '2026-01-15' }, '2026-01-15')).toBe('OPEN');
  });

  it('leaves every other status, and any status without a day, as it came', () => {
    for (const status of ['ACCEPTED', 'REPLACED', 'WITHDRAWN', 'EXPIRED'] as const) {
      expect(offerStatusOn({ status, validUntil: '2026-01-01' }, '2026-01-15')).toBe(status);
    }
    expect(offerStatusOn({ status: 'OPEN', validUntil: '2026-01-01' })).toBe('OPEN');
  });
});

describe('offerTotalQepik', () => {
  const offer = { priceQepik: 34_000, deliveryFeeQepik: 500 };

  it('adds the delivery fee when delivered', () => {
    expect(offerTotalQepik(offer)).toBe(34_500);
    expect(offerTotalQepik(offer, 'DELIVERY')).toBe(34_500);
  });

  it('leaves it out for pickup', () => {
    expect(offerTotalQepik(offer, 'PICKUP')).toBe(34_000);
  });
});
