import { describe, expect, it } from 'vitest';
import type { CategoryLink } from './catalogue-rules.ts';
import { isPermissionModified, permissionChanges, permissionTicks, tickCategory } from './partner-permission-rules.ts';

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
const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

describe('tickCategory', () => {
  it('ticks the category and every descendant', () => {
    expect(sorted(tickCategory(tree, new Set(), 2, true))).toEqual([2, 4, 5]);
    expect(sorted(tickCategory(tree, new Set([7]), 1, true))).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('unticking clears the category and every descendant', () => {
    const all = new Set([1, 2, 3, 4, 5, 6, 7]);
    expect(sorted(tickCategory(tree, all, 2, false))).toEqual([3, 6, 7]);
  });

  it('unticking a child unticks the ancestors above it, and ticking the last child ticks them again', () => {
    const all = new Set([1, 2, 3, 4, 5]);
    const without = tickCategory(tree, all, 4, false);
    expect(sorted(without)).toEqual([3, 5]);
    expect(sorted(tickCategory(tree, without, 4, true))).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not tick a parent while a sibling stays unticked', () => {
    expect(sorted(tickCategory(tree, new Set(), 4, true))).toEqual([4]);
  });

  it('leaves the given set alone and ignores an unknown id', () => {
    const before = new Set([3]);
    tickCategory(tree, before, 1, true);
    expect(sorted(before)).toEqual([3]);
    expect(sorted(tickCategory(tree, before, 99, true))).toEqual([3]);
  });
});

describe('permissionTicks', () => {
  it('shows a partly ticked subtree as indeterminate, a whole one as ticked, an empty one as unticked', () => {
    const ticks = permissionTicks(tree, new Set([3, 4]));
    expect(Object.fromEntries(ticks)).toEqual({
      1: 'indeterminate',
      2: 'indeterminate',
      3: true,
      4: true,
      5: false,
      6: false,
      7: false,
    });
  });

  it('counts a parent ticked alone over unticked children as partly ticked', () => {
    expect(permissionTicks(tree, new Set([6])).get(6)).toBe('indeterminate');
    expect(permissionTicks(tree, new Set([6, 7])).get(6)).toBe(true);
  });

  it('walks a deep chain without overflowing', () => {
    const chain: CategoryLink[] = Array.from({ length: 20_000 }, (_, index) => ({
      id: index + 1,
      upperCategoryId: index === 0 ? null : index,
    }));
    const ticks = permissionTicks(chain, new Set([20_000]));
    expect(ticks.get(1)).toBe('indeterminate');
    expect(ticks.get(20_000)).toBe(true);
  });
});

describe('permissionChanges', () => {
  it('sends what was added, what was removed and the whole new list, sorted', () => {
    expect(permissionChanges('p-1', [7, 3, 1], new Set([4, 1, 2]))).toEqual({
      partnerId: 'p-1',
      addedCategories: [2, 4],
      removedCategories: [3, 7],
      finalCategoryList: [1, 2, 4],
    });
  });

  it('an unchanged list adds and removes nothing', () => {
    expect(permissionChanges('p-1', [2, 1], new Set([1, 2]))).toMatchObject({ addedCategories: [], removedCategories: [] });
  });
});

describe('isPermissionModified', () => {
  it('is true only when the ticks differ from the saved list', () => {
    expect(isPermissionModified([1, 2], new Set([2, 1]))).toBe(false);
    expect(isPermissionModified([1, 2], new Set([1]))).toBe(true);
    expect(isPermissionModified([1], new Set([1, 2]))).toBe(true);
    expect(isPermissionModified([1, 2], new Set([1, 3]))).toBe(true);
  });
});
