import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  combinationsOf,
  itemFiguresOf,
  valueAvailable,
  variationKeyOf,
  variationOf,
  variationPricesDiffer,
  variationUnitPriceQepik,
} from './variation-rules.ts';

const SIZES = { key: 'Ölçü', values: ['16', '17', '19'] };
const COLOURS = { key: 'Rəng', values: ['Qırmızı', 'Mavi'] };
const ring = (size: string, priceQepik: number, stockCount: number, active = true) => ({
  options: { Ölçü: size },
  priceQepik,
  stockCount,
  active,
});

describe('variation rules', () => {
  it('names a combination the same whatever the order of its keys', () => {
    expect(variationKeyOf({ Rəng: 'Mavi', Ölçü: '17' })).toBe(variationKeyOf({ Ölçü: '17', Rəng: 'Mavi' }));
    expect(variationKeyOf({ Ölçü: '17' })).not.toBe(variationKeyOf({ Ölçü: '19' }));
  });

  it('finds the combination a choice names, ignoring attributes that do not drive price', () => {
    const variations = [ring('16', 4500, 2), ring('19', 5200, 1)];
    expect(chosenOptions({ Rəng: 'Mavi' }, ['Ölçü'])).toBeNull();
    expect(variationOf(variations, ['Ölçü'], { Ölçü: '19', Qablaşdırma: 'Hədiyyə' })).toBe(variations[1]);
    expect(variationOf(variations, ['Ölçü'], { Ölçü: '17' })).toBeUndefined();
    expect(variationOf(variations, ['Ölçü'], {})).toBeUndefined();
  });

  it('lists every combination of one or two attributes, the first outermost', () => {
    expect(combinationsOf([SIZES, COLOURS], ['Ölçü'])).toEqual([{ Ölçü: '16' }, { Ölçü: '17' }, { Ölçü: '19' }]);
    expect(combinationsOf([SIZES, COLOURS], ['Rəng', 'Ölçü'])).toHaveLength(6);
    expect(combinationsOf([SIZES, COLOURS], ['Rəng', 'Ölçü'])[1]).toEqual({ Rəng: 'Qırmızı', Ölçü: '17' });
    expect(combinationsOf([SIZES], [])).toEqual([]);
  });

  it('gives the item the lowest active price and the active stock', () => {
    expect(itemFiguresOf([])).toBeNull();
    expect(itemFiguresOf([ring('16', 4500, 2, false), ring('17', 4800, 3), ring('19', 5200, 1)])).toEqual({
      priceQepik: 4800,
      stockCount: 4,
    });
    expect(itemFiguresOf([ring('16', 4500, 2, false), ring('19', 5200, 1, false)])).toEqual({ priceQepik: 4500, stockCount: 0 });
    expect(variationPricesDiffer([ring('16', 4500, 2), ring('19', 5200, 1)])).toBe(true);
    expect(variationPricesDiffer([ring('16', 4500, 2), ring('19', 5200, 1, false)])).toBe(false);
  });

  it('applies the item’s discount to a combination’s price', () => {
    expect(variationUnitPriceQepik(5200, 'PERCENTAGE', 10)).toBe(4680);
    expect(variationUnitPriceQepik(5200, 'AMOUNT', 2)).toBe(5000);
    expect(variationUnitPriceQepik(5200, '', 0)).toBe(5200);
    expect(variationUnitPriceQepik(150, 'AMOUNT', 5)).toBe(0);
  });

  it('marks a value sold out when no active combination with the other chosen value has stock', () => {
    const variations = [
      { options: { Rəng: 'Qırmızı', Ölçü: '16' }, priceQepik: 100, stockCount: 0, active: true },
      { options: { Rəng: 'Qırmızı', Ölçü: '17' }, priceQepik: 100, stockCount: 3, active: true },
      { options: { Rəng: 'Mavi', Ölçü: '16' }, priceQepik: 100, stockCount: 2, active: true },
      { options: { Rəng: 'Mavi', Ölçü: '17' }, priceQepik: 100, stockCount: 5, active: false },
    ];
    expect(valueAvailable(variations, {}, 'Ölçü', '16')).toBe(true);
    expect(valueAvailable(variations, { Rəng: 'Qırmızı' }, 'Ölçü', '16')).toBe(false);
    expect(valueAvailable(variations, { Rəng: 'Mavi' }, 'Ölçü', '17')).toBe(false);
    expect(valueAvailable(variations, { Rəng: 'Mavi', Ölçü: '17' }, 'Rəng', 'Qırmızı')).toBe(true);
  });
});
