import { describe, expect, it } from 'vitest';
import { choosablePockets, missingAttributes, pocketFeeOf } from './purchaseChoice.ts';

const offered = [
  { key: 'Rəng', values: ['Qırmızı', 'Mavi'] },
  { key: 'Ölçü', values: ['S', 'M'] },
  { key: 'Boş', values: [] },
];

describe('missingAttributes', () => {
  it('lists every key without a chosen, offered value', () => {
    expect(missingAttributes(offered, {})).toEqual(['Rəng', 'Ölçü']);
    expect(missingAttributes(offered, { Rəng: 'Mavi', Ölçü: 'XL' })).toEqual(['Ölçü']);
    expect(missingAttributes(offered, { Rəng: 'Mavi', Ölçü: 'M' })).toEqual([]);
  });
});

describe('choosablePockets', () => {
  it('keeps the active pocket types in order', () => {
    const pockets = [
      { id: 1, name: 'Standart', active: true },
      { id: 2, name: 'Hədiyyə', active: false },
      { id: 3, name: 'Taxta qutu', active: true },
    ];
    expect(choosablePockets(pockets).map((pocket) => pocket.id)).toEqual([1, 3]);
  });
});

describe('pocketFeeOf', () => {
  it('reads the fee by pocket id and treats a missing one as free', () => {
    expect(pocketFeeOf({ '2': 2.5 }, 2)).toBe(2.5);
    expect(pocketFeeOf({ '2': 2.5 }, 1)).toBe(0);
  });
});
