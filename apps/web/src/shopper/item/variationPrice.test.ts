import { describe, expect, it } from 'vitest';
import { shownPriceOf } from './variationPrice.ts';

const ring = { productPrice: 45, salePrice: 45 };
const sizes = (prices: number[]) => ({
  variations: prices.map((priceQepik) => ({ priceQepik, stockCount: 1, active: true })),
});

describe('the product page price with variations', () => {
  it('says "from" the lowest price while the options cost differently and none is chosen', () => {
    expect(shownPriceOf(ring, sizes([4500, 5200]), null)).toEqual({ price: 45, salePrice: 45, from: 45 });
    expect(shownPriceOf(ring, sizes([4500, 4500]), null).from).toBeNull();
    expect(shownPriceOf(ring, null, null).from).toBeNull();
  });

  it('shows the chosen option’s price with its discount', () => {
    expect(shownPriceOf(ring, sizes([4500, 5200]), { priceQepik: 5200, unitPriceQepik: 4680 })).toEqual({
      price: 52,
      salePrice: 46.8,
      from: null,
    });
  });
});
