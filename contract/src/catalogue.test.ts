import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  categoryTitle,
  categoryWithDescendants,
  cleanAttributes,
  fitItemType,
  fitPockets,
  isLeafCategory,
  isValidPocketFee,
  roundMoney,
  salePrice,
} from './catalogue-rules.ts';
import { type CategoryTitles, type ItemAttribute, type PocketFees, type PocketType } from './catalogue-rules.ts';
import {
  buildCategoryTree,
  type categoryTitlesSchema,
  type itemAttributeSchema,
  itemInputSchema,
  type pocketFeesSchema,
  type pocketTypeSchema,
  type CategoryFlat,
} from './catalogue.ts';

describe('salePrice', () => {
  it.each([
    [100, '', 30, 100],
    [100, 'PERCENTAGE', 15, 85],
    [19.99, 'PERCENTAGE', 10, 17.99],
    [40, 'AMOUNT', 12.5, 27.5],
    [10, 'AMOUNT', 25, 0],
    [10, 'PERCENTAGE', 100, 0],
    [1.005, '', 0, 1.01],
  ] as const)('%s with %s %s is %s', (price, type, value, expected) => {
    expect(salePrice(price, type, value)).toBe(expected);
  });

  it('rounds to 2 decimals', () => {
    expect(salePrice(33.33, 'PERCENTAGE', 33)).toBe(roundMoney(33.33 * 0.67));
    expect(salePrice(9.99, 'PERCENTAGE', 7)).toBe(9.29);
  });
});

describe('pockets', () => {
  it('fees step by 0.5 and are never below 0', () => {
    expect([0, 0.5, 1, 12.5].every(isValidPocketFee)).toBe(true);
    expect([-0.5, 0.3, 1.25, Number.NaN].some(isValidPocketFee)).toBe(false);
  });

  it("defaults to 'Standart' and keeps only fees of known pockets", () => {
    expect(fitPockets([], { 1: 2, 9: 5 })).toEqual({
      pocketTypes: [{ id: 1, name: 'Standart', active: true }],
      pocketFees: { 1: 2 },
    });
  });

  it('refuses a new pocket type whose name is blank after trimming', () => {
    const base = { productName: 'a', authorName: 'b', productPrice: 1, selectedCategory: 1, productInfo: 'x' };
    expect(itemInputSchema.safeParse({ ...base, pocketTypes: [{ id: 2, name: '   ', active: true }] }).success).toBe(false);
    expect(itemInputSchema.safeParse({ ...base, pocketFees: { 1: 0.25 } }).success).toBe(false);
    expect(itemInputSchema.safeParse({ ...base, productPrice: -1 }).success).toBe(false);
    expect(itemInputSchema.safeParse({ ...base, discountType: 'PERCENTAGE', discountValue: 120 }).success).toBe(false);
    expect(itemInputSchema.parse(base)).toMatchObject({ customOrder: 1, itemType: 1, status: 'ACTIVE', discountType: '' });
  });

  it('is strict: an unknown field is an unrecognized key, never dropped', () => {
    const base = { productName: 'a', authorName: 'b', productPrice: 1, selectedCategory: 1, productInfo: 'x' };
    const parsed = itemInputSchema.safeParse({ ...base, prodcutPrice: 99 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['prodcutPrice'] })]);
  });

  it('takes selectedItems as the spec name of attributes (one of the two), and defaults the handmade fields to off', () => {
    const base = { productName: 'a', authorName: 'b', productPrice: 1, selectedCategory: 1, productInfo: 'x' };
    const selected = [{ key: 'Rəng', values: ['göy'] }];
    const parsed = itemInputSchema.parse({ ...base, selectedItems: selected });
    expect(parsed.attributes).toEqual(selected);
    expect(parsed).not.toHaveProperty('selectedItems');
    expect(parsed).toMatchObject({
      madeToOrder: false,
      processingDays: 0,
      personalization: { enabled: false, prompt: '', maxLength: 100 },
    });
    expect(itemInputSchema.parse(base).attributes).toEqual([]);
    expect(itemInputSchema.safeParse({ ...base, attributes: selected, selectedItems: selected }).success).toBe(false);
  });
});

describe('attributes and item types', () => {
  it('drops an attribute with no values, trims and de-duplicates', () => {
    expect(
      cleanAttributes([
        { key: ' Rəng ', values: ['qırmızı', ' qırmızı ', ''] },
        { key: 'Ölçü', values: [] },
        { key: '', values: ['x'] },
      ]),
    ).toEqual([{ key: 'Rəng', values: ['qırmızı'] }]);
  });

  it('type 3 keeps stock and no attributes; types 1 and 2 keep attributes and no stock', () => {
    const attributes = [{ key: 'Rəng', values: ['ağ'] }];
    expect(fitItemType({ itemType: 3, stockCount: 7, attributes })).toEqual({ itemType: 3, stockCount: 7, attributes: [] });
    expect(fitItemType({ itemType: 1, stockCount: 7, attributes })).toEqual({ itemType: 1, stockCount: 0, attributes });
  });
});

describe('categories', () => {
  const links = [
    { id: 1, upperCategoryId: null },
    { id: 2, upperCategoryId: 1 },
    { id: 3, upperCategoryId: 2 },
    { id: 4, upperCategoryId: 1 },
    { id: 5, upperCategoryId: null },
  ];

  it('knows leaves and descendants', () => {
    expect(isLeafCategory(links, 3)).toBe(true);
    expect(isLeafCategory(links, 2)).toBe(false);
    expect(isLeafCategory(links, 99)).toBe(false);
    expect(categoryWithDescendants(links, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(categoryWithDescendants(links, 99)).toEqual([]);
  });

  it('builds the tree with counts that include subcategories', () => {
    const flat: CategoryFlat[] = links.map((link, index) => ({
      ...link,
      title: `c${link.id}`,
      titles: { az: `c${link.id}` },
      urlPath: `c${link.id}`,
      position: -index,
      isLeaf: isLeafCategory(links, link.id),
    }));
    const tree = buildCategoryTree(
      flat,
      new Map([
        [3, 2],
        [4, 1],
        [5, 4],
      ]),
    );
    expect(tree.map((node) => [node.id, node.productCount])).toEqual([
      [5, 4],
      [1, 3],
    ]);
    expect(tree[1]?.subcategories.map((node) => node.id)).toEqual([4, 2]);
  });

  it('titles fall back to Azerbaijani', () => {
    expect(categoryTitle({ az: 'Hədiyyələr', en: 'Gifts' }, 'en')).toBe('Gifts');
    expect(categoryTitle({ az: 'Hədiyyələr' }, 'ru')).toBe('Hədiyyələr');
  });
});

describe('the catalogue schemas and the rules’ types', () => {
  it('describe the same shapes', () => {
    expectTypeOf<z.output<typeof categoryTitlesSchema>>().toEqualTypeOf<CategoryTitles>();
    expectTypeOf<z.output<typeof itemAttributeSchema>>().toEqualTypeOf<ItemAttribute>();
    expectTypeOf<z.output<typeof pocketTypeSchema>>().toEqualTypeOf<PocketType>();
    expectTypeOf<z.output<typeof pocketFeesSchema>>().toEqualTypeOf<PocketFees>();
  });
});
