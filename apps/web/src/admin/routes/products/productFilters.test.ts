import { describe, expect, it } from 'vitest';
import { readListState } from '../../listState.ts';
import { PRODUCT_FILTERS, listChangeOf, productFiltersOf } from './productFilters.ts';

const filtersOf = (search: string) => productFiltersOf(readListState(new URLSearchParams(search), PRODUCT_FILTERS));

describe('productFiltersOf', () => {
  it('reads status, category and store from the address', () => {
    expect(filtersOf('status=DELETED&category=12&store=5A1C0000-1111-4222-8333-444455556666&page=3')).toEqual({
      status: 'DELETED',
      category: 12,
      store: '5a1c0000-1111-4222-8333-444455556666',
    });
  });

  it('drops what is not a filter: an unknown status, a category that is no id, a store that is no uuid', () => {
    expect(filtersOf('status=GONE&category=-1&store=abc')).toEqual({ status: undefined, category: undefined, store: undefined });
    expect(filtersOf('category=1.5')).toEqual({ status: undefined, category: undefined, store: undefined });
  });
});

describe('listChangeOf', () => {
  it('turns the controls’ changes into address filters; "all" and a cleared store remove theirs', () => {
    expect(listChangeOf({ status: 'HIDDEN' })).toEqual({ filters: { status: 'HIDDEN' } });
    expect(listChangeOf({ status: 'ALL', category: null, store: null })).toEqual({
      filters: { status: undefined, category: undefined, store: undefined },
    });
    expect(listChangeOf({ category: 7, store: { id: 'abc', name: 'Şəki' } })).toEqual({
      filters: { category: '7', store: 'abc' },
    });
    expect(listChangeOf({ query: 'vaza' })).toEqual({ q: 'vaza', filters: {} });
  });
});
