import { describe, expect, it } from 'vitest';
import { listStateSearch, nextListState, readListState } from './listState.ts';

const FILTERS = ['status', 'kind'] as const;
const read = (search: string) => readListState(new URLSearchParams(search), FILTERS);

describe('readListState', () => {
  it('reads page, search and the named filters, ignoring other parameters', () => {
    expect(read('?page=3&q=%20xalça%20&status=BLOCKED&other=1')).toEqual({
      page: 3,
      q: 'xalça',
      filters: { status: 'BLOCKED' },
    });
  });

  it.each(['', '?page=0', '?page=-2', '?page=abc', '?page=1.5', '?page=1e400'])('falls back to page 1 for %s', (search) => {
    expect(read(search).page).toBe(1);
  });

  it('treats blank values as no search and no filter', () => {
    expect(read('?q=%20%20&status=')).toEqual({ page: 1, q: undefined, filters: {} });
  });
});

describe('listStateSearch', () => {
  it('writes only what differs from the plain list', () => {
    expect(listStateSearch({ page: 1, q: undefined, filters: {} })).toBe('');
    expect(listStateSearch({ page: 2, q: 'ipək şal', filters: { kind: '1' } })).toBe('?q=ip%C9%99k+%C5%9Fal&kind=1&page=2');
  });

  it('round-trips through readListState', () => {
    const state = { page: 4, q: 'a&b=c', filters: { status: 'ACTIVE', kind: '2' } };
    expect(read(listStateSearch(state))).toEqual(state);
  });
});

describe('nextListState', () => {
  const current = { page: 5, q: 'kilim', filters: { status: 'ACTIVE' } };

  it('keeps search and filters when only the page changes', () => {
    expect(nextListState(current, { page: 6 })).toEqual({ ...current, page: 6 });
  });

  it('starts again at page 1 on a new search', () => {
    expect(nextListState(current, { q: 'xalça' })).toEqual({ page: 1, q: 'xalça', filters: { status: 'ACTIVE' } });
  });

  it('starts again at page 1 when a filter is set or cleared', () => {
    expect(nextListState(current, { filters: { kind: '1' } })).toEqual({
      page: 1,
      q: 'kilim',
      filters: { status: 'ACTIVE', kind: '1' },
    });
    expect(nextListState(current, { filters: { status: undefined } })).toEqual({ page: 1, q: 'kilim', filters: {} });
  });

  it('clears the search with an empty text', () => {
    expect(nextListState(current, { q: '  ' }).q).toBeUndefined();
  });
});
