import { describe, expect, it } from 'vitest';
import {
  addToCartRequestSchema,
  attributesKey,
  cartLineTotal,
  cartLineTotalQepik,
  CART_MAX_QUANTITY,
  summarizeCart,
  toQepik,
  unitPriceOf,
  unofferedAttributes,
} from './cart.ts';

const line = (storeId: string, unitPrice: number, quantity: number, pocketFee = 0, available = true) => ({
  storeId,
  unitPrice,
  quantity,
  pocketFee,
  available,
});

describe('cart money', () => {
  it('adds in whole qəpik, so 0.1 + 0.2 manat is exactly 0.30', () => {
    const summary = summarizeCart([line('a', 0.1, 1), line('a', 0.2, 1)]);
    expect(summary.total).toBe(0.3);
  });

  it('prices a line as (unit price + pocket fee) × quantity: the pocket fee is charged for each item', () => {
    expect(cartLineTotalQepik({ unitPrice: 19.99, quantity: 3, pocketFee: 2.5 })).toBe(6747);
    // Four magnets, each in a premium box of 5 ₼: four boxes, not one.
    expect(cartLineTotalQepik({ unitPrice: 54.99, quantity: 4, pocketFee: 5 })).toBe(23996);
    expect(cartLineTotal({ unitPrice: 54.99, quantity: 4, pocketFee: 5 })).toBe(239.96);
  });

  it('charges nothing extra for a free pocket, and one item pays its fee once', () => {
    expect(cartLineTotal({ unitPrice: 54.99, quantity: 4, pocketFee: 0 })).toBe(219.96);
    expect(cartLineTotal({ unitPrice: 54.99, quantity: 1, pocketFee: 5 })).toBe(59.99);
  });

  it('turns manat with float noise into the nearest qəpik', () => {
    expect(toQepik(19.99)).toBe(1999);
    expect(toQepik(1.1 + 2.2)).toBe(330);
  });
});

describe('unitPriceOf', () => {
  it('uses the sale price when the item is discounted', () => {
    expect(unitPriceOf({ productPrice: 50, salePrice: 42.5 })).toBe(42.5);
  });

  it('uses the price when there is no discount or the sale price is not lower', () => {
    expect(unitPriceOf({ productPrice: 50, salePrice: null })).toBe(50);
    expect(unitPriceOf({ productPrice: 50, salePrice: 50 })).toBe(50);
  });

  it('accepts a sale price of 0 (a discount as large as the price)', () => {
    expect(unitPriceOf({ productPrice: 5, salePrice: 0 })).toBe(0);
  });
});

describe('summarizeCart', () => {
  it('groups lines by store in order of first appearance with store and grand totals', () => {
    const summary = summarizeCart([line('b', 10, 2, 1.5), line('a', 5.25, 1), line('b', 3.1, 3)]);
    expect(summary.stores.map((store) => store.storeId)).toEqual(['b', 'a']);
    expect(summary.stores[0]?.lines.map((l) => l.lineTotal)).toEqual([23, 9.3]);
    expect(summary.stores[0]?.total).toBe(32.3);
    expect(summary.stores[1]?.total).toBe(5.25);
    expect(summary.total).toBe(37.55);
    expect(summary.count).toBe(6);
  });

  it('shows unavailable lines with their price but leaves them out of totals and count', () => {
    const summary = summarizeCart([line('a', 10, 1), line('a', 7, 2, 0, false)]);
    expect(summary.stores[0]?.lines[1]?.lineTotal).toBe(14);
    expect(summary.stores[0]?.total).toBe(10);
    expect(summary.total).toBe(10);
    expect(summary.count).toBe(1);
  });

  it('answers an empty cart with zero totals', () => {
    expect(summarizeCart([])).toEqual({ stores: [], total: 0, count: 0 });
  });
});

describe('attributes', () => {
  it('gives the same key for the same choice in any order', () => {
    expect(attributesKey({ size: 'M', colour: 'qırmızı' })).toBe(attributesKey({ colour: 'qırmızı', size: 'M' }));
    expect(attributesKey({ size: 'M' })).not.toBe(attributesKey({ size: 'L' }));
  });

  it('names the chosen attributes the item does not offer', () => {
    const offered = [
      { key: 'size', values: ['S', 'M'] },
      { key: 'colour', values: ['mavi'] },
    ];
    expect(unofferedAttributes({ size: 'M', colour: 'mavi' }, offered)).toEqual([]);
    expect(unofferedAttributes({ size: 'XL', material: 'ipək' }, offered)).toEqual(['size', 'material']);
  });
});

describe('addToCartRequestSchema', () => {
  it('defaults to one unit, no attributes, the Standart pocket and no personalisation note', () => {
    expect(addToCartRequestSchema.parse({ itemId: 'x' })).toEqual({
      itemId: 'x',
      quantity: 1,
      attributes: {},
      pocketTypeId: 1,
      personalization: '',
    });
  });

  it.each([0, -1, 1.5, CART_MAX_QUANTITY + 1])('refuses quantity %j', (quantity) => {
    expect(addToCartRequestSchema.safeParse({ itemId: 'x', quantity }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(addToCartRequestSchema.safeParse({ itemId: 'x', price: 0 }).success).toBe(false);
  });
});
