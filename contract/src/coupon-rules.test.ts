import { describe, expect, it } from 'vitest';
import {
  COUPON_PROBLEM,
  allocateDiscount,
  checkCoupon,
  couponDiscountQepik,
  daysInclusive,
  daysOverlap,
  normalizeCouponCode,
  couponState,
  salePriceOf,
  type CouponTerms,
} from './coupon-rules.ts';
import { checkoutCouponsSchema, createCouponRequestSchema, createSaleRequestSchema } from './coupons.ts';

const terms: CouponTerms = {
  kind: 'PERCENT',
  value: 10,
  minOrderQepik: 5000,
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  usesPerBuyer: 1,
  usesTotal: 100,
  stopped: false,
};
// 2026-03-10 12:00 in Baku (UTC+4).
const march10 = new Date('2026-03-10T08:00:00Z');
const order = { subtotalQepik: 10_000, buyerUses: 0, totalUses: 0 };

describe('checkCoupon', () => {
  it('gives its discount in its days to an order reaching the minimum', () => {
    expect(checkCoupon(terms, order, march10)).toEqual({ ok: true, discountQepik: 1000 });
  });

  it('counts the days in Baku: the last day ends at midnight there, not in UTC', () => {
    // 2026-03-31 21:30 UTC is already 1 April in Baku.
    expect(checkCoupon(terms, order, new Date('2026-03-31T19:59:00Z'))).toMatchObject({ ok: true });
    expect(checkCoupon(terms, order, new Date('2026-03-31T20:00:00Z'))).toEqual({ ok: false, problem: COUPON_PROBLEM.EXPIRED });
    expect(checkCoupon(terms, order, new Date('2026-02-28T19:59:00Z'))).toEqual({
      ok: false,
      problem: COUPON_PROBLEM.NOT_STARTED,
    });
    expect(checkCoupon(terms, order, new Date('2026-02-28T20:00:00Z'))).toMatchObject({ ok: true });
  });

  it('refuses below the minimum, over the buyer limit, when used up, stopped or unknown', () => {
    expect(checkCoupon(terms, { ...order, subtotalQepik: 4999 }, march10)).toEqual({
      ok: false,
      problem: COUPON_PROBLEM.MIN_ORDER,
    });
    expect(checkCoupon(terms, { ...order, buyerUses: 1 }, march10)).toEqual({ ok: false, problem: COUPON_PROBLEM.BUYER_LIMIT });
    expect(checkCoupon(terms, { ...order, totalUses: 100 }, march10)).toEqual({ ok: false, problem: COUPON_PROBLEM.USED_UP });
    expect(checkCoupon({ ...terms, stopped: true }, order, march10)).toEqual({ ok: false, problem: COUPON_PROBLEM.STOPPED });
    expect(checkCoupon(null, order, march10)).toEqual({ ok: false, problem: COUPON_PROBLEM.NOT_FOUND });
  });

  it('has no limits where none are set, and no last day without an end', () => {
    const open = { ...terms, usesPerBuyer: null, usesTotal: null, endsOn: null };
    expect(checkCoupon(open, { ...order, buyerUses: 50, totalUses: 5000 }, new Date('2030-01-01T08:00:00Z'))).toMatchObject({
      ok: true,
    });
  });
});

describe('couponDiscountQepik', () => {
  it('rounds a percent to the qəpik, halves up', () => {
    expect(couponDiscountQepik({ kind: 'PERCENT', value: 15 }, 1010)).toBe(152); // 151.5
    expect(couponDiscountQepik({ kind: 'PERCENT', value: 15 }, 1009)).toBe(151); // 151.35
  });

  it('never takes off more than the lines cost', () => {
    expect(couponDiscountQepik({ kind: 'AMOUNT', value: 2000 }, 1500)).toBe(1500);
    expect(couponDiscountQepik({ kind: 'AMOUNT', value: 2000 }, 0)).toBe(0);
  });
});

describe('allocateDiscount', () => {
  it('shares the discount over the lines exactly, the leftover qəpik to the largest remainders', () => {
    const shares = allocateDiscount([1000, 1000, 1000], 100);
    expect(shares).toEqual([34, 33, 33]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives each line its part by its total and never more than the line', () => {
    expect(allocateDiscount([3000, 1000], 400)).toEqual([300, 100]);
    expect(allocateDiscount([1, 1], 5)).toEqual([1, 1]);
    expect(allocateDiscount([999, 1], 0)).toEqual([0, 0]);
  });
});

describe('couponState', () => {
  it('reads stopped, ended, used up, scheduled and active in that order', () => {
    expect(couponState(terms, '2026-03-10')).toBe('ACTIVE');
    expect(couponState(terms, '2026-02-27')).toBe('SCHEDULED');
    expect(couponState(terms, '2026-04-01')).toBe('ENDED');
    expect(couponState(terms, '2026-03-10', 100)).toBe('USED_UP');
    expect(couponState({ ...terms, stopped: true }, '2026-03-10')).toBe('STOPPED');
  });
});

describe('codes, sales and days', () => {
  it('compares codes in capitals, without the spaces around them', () => {
    expect(normalizeCouponCode('  spring-10 ')).toBe('SPRING-10');
    expect(checkoutCouponsSchema.parse([{ storeId: 's1', code: ' bahar_5 ' }])).toEqual([{ storeId: 's1', code: 'BAHAR_5' }]);
  });

  it('refuses codes with letters outside Latin, too short, or two codes for one store', () => {
    expect(checkoutCouponsSchema.safeParse([{ storeId: 's1', code: 'BAHAR-Ə' }]).success).toBe(false);
    expect(checkoutCouponsSchema.safeParse([{ storeId: 's1', code: 'AB' }]).success).toBe(false);
    expect(
      checkoutCouponsSchema.safeParse([
        { storeId: 's1', code: 'ONE1' },
        { storeId: 's1', code: 'TWO2' },
      ]).success,
    ).toBe(false);
  });

  it('takes the sale percent off the price, to the qəpik', () => {
    expect(salePriceOf(45, 20)).toBe(36);
    expect(salePriceOf(10.05, 15)).toBe(8.54); // 1005 - 150.75 → 151 off
  });

  it('counts days both ends included and finds overlaps', () => {
    expect(daysInclusive('2026-03-01', '2026-03-30')).toBe(30);
    expect(daysOverlap({ startsOn: '2026-03-01', endsOn: '2026-03-10' }, { startsOn: '2026-03-10', endsOn: '2026-03-12' })).toBe(
      true,
    );
    expect(daysOverlap({ startsOn: '2026-03-01', endsOn: '2026-03-10' }, { startsOn: '2026-03-11', endsOn: null })).toBe(false);
  });

  it('refuses a sale longer than 30 days and a percent coupon over 90 %', () => {
    const sale = { name: 'Bahar', percent: 20, startsOn: '2026-03-01', endsOn: '2026-03-31', itemIds: ['a'] };
    expect(createSaleRequestSchema.safeParse(sale).success).toBe(false);
    expect(createSaleRequestSchema.safeParse({ ...sale, endsOn: '2026-03-30' }).success).toBe(true);
    const coupon = { code: 'BIG', kind: 'PERCENT', value: 95, startsOn: '2026-03-01' };
    expect(createCouponRequestSchema.safeParse(coupon).success).toBe(false);
    expect(createCouponRequestSchema.safeParse({ ...coupon, kind: 'AMOUNT' }).success).toBe(true);
  });
});
