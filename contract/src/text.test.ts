import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { editableProfileSchema, registerRequestSchema } from './auth.ts';
import { addToCartRequestSchema } from './cart.ts';
import { itemByIdRequestSchema, itemInputSchema, searchQuerySchema } from './catalogue.ts';
import { companyIdByNameQuerySchema } from './company.ts';
import { NUL_CHARACTER_MESSAGE, textString } from './text.ts';

const NUL = '\u0000';

/** The paths of the issues and whether each says why (the NUL message). */
const nulIssues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message === NUL_CHARACTER_MESSAGE]);
};

describe('textString', () => {
  it('refuses U+0000 anywhere in the text and keeps the rules chained on it', () => {
    const name = textString().trim().min(1).max(5);
    expect(name.parse('  Gil ')).toBe('Gil');
    expect(name.safeParse(`G${NUL}l`).success).toBe(false);
    expect(name.safeParse(NUL).success).toBe(false);
    expect(name.safeParse(`${NUL}${NUL}`).error?.issues.map((issue) => issue.message)).toContain(NUL_CHARACTER_MESSAGE);
    expect(name.safeParse('too long').success).toBe(false);
  });

  it('lets other control characters and any letters through (only U+0000 cannot be stored)', () => {
    expect(textString().parse('Şəki\tİpək\u0001 ✓')).toBe('Şəki\tİpək\u0001 ✓');
  });
});

describe('the request schemas refuse U+0000 and name the field', () => {
  const item = { productName: 'Vaza', authorName: 'Usta', productPrice: 1, selectedCategory: 1, productInfo: '' };

  it.each([
    ['productName', { ...item, productName: `Va${NUL}za` }, 'productName'],
    ['productInfo', { ...item, productInfo: `<p>${NUL}</p>` }, 'productInfo'],
    ['an attribute value', { ...item, attributes: [{ key: 'Rəng', values: [`g${NUL}y`] }] }, 'attributes.0.values.0'],
    ['a pocket name', { ...item, pocketTypes: [{ id: 1, name: `S${NUL}`, active: true }] }, 'pocketTypes.0.name'],
  ])('addNewItem: %s', (_label, value, path) => {
    expect(nulIssues(itemInputSchema, value)).toEqual([[path, true]]);
  });

  it('search, view ids, store look-ups, cart and account fields', () => {
    expect(nulIssues(searchQuerySchema, { q: `va${NUL}za` })).toEqual([['q', true]]);
    expect(nulIssues(itemByIdRequestSchema, { id: 'x', view_id: `view-id-${NUL}` })).toEqual([['view_id', true]]);
    expect(nulIssues(companyIdByNameQuerySchema, { name: `Gil${NUL}` })).toEqual([['name', true]]);
    expect(nulIssues(addToCartRequestSchema, { itemId: 'x', attributes: { Rəng: `g${NUL}y` } })).toEqual([
      ['attributes.Rəng', true],
    ]);
    expect(nulIssues(addToCartRequestSchema, { itemId: 'x', attributes: { [`R${NUL}`]: 'göy' } })).toEqual([
      [`attributes.R${NUL}`, true],
    ]);
    expect(nulIssues(registerRequestSchema, { identifier: `a${NUL}@example.az`, type: 1 })).toEqual([['identifier', true]]);
    // The profile form validates with this schema too.
    expect(nulIssues(editableProfileSchema.partial(), { name: `Ay${NUL}sel`, companyName: `Gil${NUL}` })).toEqual([
      ['name', true],
      ['companyName', true],
    ]);
  });
});
