import { describe, expect, it } from 'vitest';
import { ATTRIBUTES_MAX } from '@marketplace/contract';
import { hasAttribute, withAttribute, withAttributeValue, withoutAttribute, withoutAttributeValue } from './attributeRows.ts';

const colour = { key: 'Rəng', values: ['Qırmızı', 'Mavi'] };
const size = { key: 'Ölçü', values: ['M'] };

describe('attribute rows', () => {
  it('adds a named attribute without values, once', () => {
    expect(withAttribute([colour], '  Material ')).toEqual([colour, { key: 'Material', values: [] }]);
    expect(withAttribute([colour], 'RƏNG')).toEqual([colour]);
    expect(withAttribute([colour], '   ')).toEqual([colour]);
    expect(hasAttribute([colour], 'reng')).toBe(true);
  });

  it('stops at the number of attributes the API takes', () => {
    const full = Array.from({ length: ATTRIBUTES_MAX }, (_, at) => ({ key: `a${at}`, values: ['x'] }));
    expect(withAttribute(full, 'one more')).toHaveLength(ATTRIBUTES_MAX);
  });

  it('adds trimmed values, without blanks or repeats', () => {
    expect(withAttributeValue([colour, size], 1, ' L ')).toEqual([colour, { key: 'Ölçü', values: ['M', 'L'] }]);
    expect(withAttributeValue([colour], 0, 'mavi')).toEqual([colour]);
    expect(withAttributeValue([colour], 0, '  ')).toEqual([colour]);
  });

  it('removes one value and keeps the attribute while it has others', () => {
    expect(withoutAttributeValue([colour, size], 0, 0)).toEqual([{ key: 'Rəng', values: ['Mavi'] }, size]);
  });

  it('deletes the attribute when its last value is removed (spec §5)', () => {
    expect(withoutAttributeValue([colour, size], 1, 0)).toEqual([colour]);
  });

  it('removes a whole attribute', () => {
    expect(withoutAttribute([colour, size], 0)).toEqual([size]);
  });
});
