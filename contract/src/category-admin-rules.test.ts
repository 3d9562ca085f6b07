import { describe, expect, it } from 'vitest';
import type { CategoryLink } from './catalogue-rules.ts';
import { isInSubtree, modifiedProductsOf, subtreeTotals, withMoves, type PendingMove } from './category-admin-rules.ts';

// 1 Home ─┬─ 2 Carpets ─┬─ 4 Quba
//         │             └─ 5 Qarabağ
//         └─ 3 Copper
// 6 Jewellery ── 7 Rings
const tree: CategoryLink[] = [
  { id: 1, upperCategoryId: null },
  { id: 2, upperCategoryId: 1 },
  { id: 3, upperCategoryId: 1 },
  { id: 4, upperCategoryId: 2 },
  { id: 5, upperCategoryId: 2 },
  { id: 6, upperCategoryId: null },
  { id: 7, upperCategoryId: 6 },
];

describe('subtreeTotals', () => {
  it('adds every subcategory’s products to each of its ancestors', () => {
    const totals = subtreeTotals(
      tree,
      new Map([
        [4, 3],
        [5, 2],
        [3, 1],
        [7, 10],
      ]),
    );
    expect(Object.fromEntries(totals)).toEqual({ 1: 6, 2: 5, 3: 1, 4: 3, 5: 2, 6: 10, 7: 10 });
  });

  it('counts 0 for categories without products and stops at a cycle', () => {
    const loop: CategoryLink[] = [
      { id: 1, upperCategoryId: 2 },
      { id: 2, upperCategoryId: 1 },
    ];
    expect(Object.fromEntries(subtreeTotals(loop, new Map([[1, 1]])))).toEqual({ 1: 1, 2: 1 });
    expect(subtreeTotals(tree, new Map()).get(1)).toBe(0);
  });
});

describe('isInSubtree', () => {
  it('is true for the category itself and everything below it, false elsewhere', () => {
    expect(isInSubtree(tree, 1, 1)).toBe(true);
    expect(isInSubtree(tree, 1, 5)).toBe(true);
    expect(isInSubtree(tree, 2, 3)).toBe(false);
    expect(isInSubtree(tree, 4, 2)).toBe(false);
    expect(isInSubtree(tree, 6, 4)).toBe(false);
  });
});

const move = (productId: string, oldCategory: number, newCategory: number): PendingMove => ({
  productId,
  productName: `Product ${productId}`,
  oldCategory,
  newCategory,
});

describe('withMoves', () => {
  it('adds moves, and a second move of the same product keeps its origin', () => {
    const once = withMoves([], [move('a', 4, 5), move('b', 4, 3)]);
    expect(once).toEqual([move('a', 4, 5), move('b', 4, 3)]);
    expect(withMoves(once, [move('a', 5, 7)])).toEqual([move('a', 4, 7), move('b', 4, 3)]);
  });

  it('a product moved back to its category, or to where it is, leaves nothing pending', () => {
    expect(withMoves([move('a', 4, 5)], [move('a', 5, 4)])).toEqual([]);
    expect(withMoves([], [move('a', 4, 4)])).toEqual([]);
  });
});

describe('modifiedProductsOf', () => {
  it('is the spec’s category change record per product id', () => {
    expect(modifiedProductsOf([move('a', 4, 5), move('b', 3, 7)])).toEqual({
      a: { oldCategory: 4, newCategory: 5 },
      b: { oldCategory: 3, newCategory: 7 },
    });
  });
});
