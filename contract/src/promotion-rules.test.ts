import { describe, expect, it } from 'vitest';
import { clickRatePercent, promotionPriceQepik, PROMOTION_DAY_PRICE_QEPIK } from './promotion-rules.ts';

describe('promotion rules', () => {
  it('a promotion costs its days at the day price: nothing while the launch lasts', () => {
    expect(PROMOTION_DAY_PRICE_QEPIK).toBe(0);
    expect(promotionPriceQepik(7)).toBe(0);
    expect(promotionPriceQepik(7, 150)).toBe(1050);
  });

  it('the click rate is clicks per view in percent with one decimal, 0 before any view', () => {
    expect(clickRatePercent(12_480, 312)).toBe(2.5);
    expect(clickRatePercent(3, 1)).toBe(33.3);
    expect(clickRatePercent(0, 0)).toBe(0);
    expect(clickRatePercent(0, 4)).toBe(0);
  });
});
