import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it.each([
    [5, 1, 99, 5],
    [0, 1, 99, 1],
    [120, 1, 99, 99],
    [2.7, 1, 99, 2],
    [Number.NaN, 1, 99, 1],
    [3, 1, 0, 1],
  ])('%d in [%d, %d] is %d', (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });
});
