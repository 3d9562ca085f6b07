import { describe, expect, it } from 'vitest';
import { categoryOptions } from './categoryOptions.ts';

const category = (id: number, upperCategoryId: number | null, position: number) => ({
  id,
  title: `c${id}`,
  upperCategoryId,
  position,
});

describe('categoryOptions', () => {
  it('lists each parent before its subcategories, siblings by position, with their depth', () => {
    const flat = [category(4, 1, 2), category(2, null, 2), category(1, null, 1), category(3, 1, 1), category(5, 3, 0)];
    expect(categoryOptions(flat).map((option) => [option.id, option.depth])).toEqual([
      [1, 0],
      [3, 1],
      [5, 2],
      [4, 1],
      [2, 0],
    ]);
  });

  it('shows a category whose parent is missing at the top instead of losing it', () => {
    expect(categoryOptions([category(7, 99, 0)])).toEqual([{ id: 7, title: 'c7', depth: 0 }]);
  });
});
