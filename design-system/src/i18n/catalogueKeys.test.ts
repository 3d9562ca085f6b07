import { describe, expect, it } from 'vitest';
import { flattenCatalogue, interpolationVariables } from './catalogueKeys.ts';

describe('flattenCatalogue', () => {
  it('joins nested keys with dots and keeps leaf values', () => {
    expect(flattenCatalogue({ a: { b: 'x', c: { d: '' } }, e: 'y' })).toEqual({ 'a.b': 'x', 'a.c.d': '', e: 'y' });
  });
});

describe('interpolationVariables', () => {
  it('finds each {{variable}} once, sorted, ignoring formats and spaces', () => {
    expect(interpolationVariables('{{ max }} / {{value}} — {{value}}, {{price, currency}}')).toEqual(['max', 'price', 'value']);
  });

  it('returns nothing for plain text', () => {
    expect(interpolationVariables('Bir hata oluştu')).toEqual([]);
  });
});
