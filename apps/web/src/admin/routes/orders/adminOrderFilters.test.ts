import { describe, expect, it } from 'vitest';
import { listStateSearch, nextListState, readListState } from '../../listState.ts';
import {
  ADMIN_ORDER_FILTERS,
  CLEAR_ADMIN_ORDER_FILTERS,
  adminOrderFilterValuesOf,
  adminOrderListChangeOf,
  adminOrdersFilterOf,
} from './adminOrderFilters.ts';

const stateOf = (search: string) => readListState(new URLSearchParams(search), ADMIN_ORDER_FILTERS);
const filterOf = (search: string) => adminOrdersFilterOf(stateOf(search));
/** The address after the table asks for `change` on the list at `search`. */
const after = (search: string, change: Parameters<typeof adminOrderListChangeOf>[0]) =>
  listStateSearch(nextListState(stateOf(search), adminOrderListChangeOf(change)));

describe('admin order filters from the address', () => {
  it('reads the plain list as page 1 with no filter', () => {
    expect(filterOf('')).toEqual({
      page: 1,
      q: undefined,
      status: undefined,
      storeId: undefined,
      from: undefined,
      to: undefined,
      overdue: undefined,
    });
  });

  it('reads the number, status, store, days, overdue view and page', () => {
    expect(filterOf('q=100023&status=PLACED&store=s1&from=2026-01-01&to=2026-01-31&overdue=true&page=3')).toEqual({
      page: 3,
      q: '100023',
      status: 'PLACED',
      storeId: 's1',
      from: '2026-01-01',
      to: '2026-01-31',
      overdue: true,
    });
  });

  it('drops what is malformed: an unknown status, a day not written YYYY-MM-DD, overdue other than true', () => {
    expect(filterOf('from=2026-02-31&to=2028-02-29')).toMatchObject({ from: undefined, to: '2028-02-29' });
    expect(filterOf('status=LOST&from=01.01.2026&to=2026-13-45&overdue=yes')).toMatchObject({
      status: undefined,
      from: undefined,
      to: undefined,
      overdue: undefined,
    });
  });

  it('gives the table its values, with the store named from the page', () => {
    expect(adminOrderFilterValuesOf(filterOf('store=s1&overdue=true'), 'Nar Keramika')).toEqual({
      query: '',
      status: 'ALL',
      store: { id: 's1', name: 'Nar Keramika' },
      from: undefined,
      to: undefined,
      overdue: true,
    });
  });
});

describe('admin order filters into the address', () => {
  it('writes each filter and goes back to page 1', () => {
    expect(after('page=4', { status: 'SHIPPED' })).toBe('?status=SHIPPED');
    expect(after('page=4', { store: { id: 's2', name: 'Xalça Evi' } })).toBe('?store=s2');
    expect(after('', { from: '2026-01-01', to: '2026-01-31' })).toBe('?from=2026-01-01&to=2026-01-31');
    expect(after('', { overdue: true })).toBe('?overdue=true');
    expect(after('status=PLACED', { query: '100023' })).toBe('?q=100023&status=PLACED');
  });

  it('leaves a cleared filter out of the address', () => {
    expect(after('status=PLACED&store=s1', { status: 'ALL' })).toBe('?store=s1');
    expect(after('status=PLACED&store=s1', { store: null })).toBe('?status=PLACED');
    expect(after('overdue=true&from=2026-01-01', { overdue: false, from: undefined })).toBe('');
    expect(after('q=100023', { query: '' })).toBe('');
  });

  it('clears the search and every filter at once', () => {
    const state = stateOf('q=1&status=PLACED&store=s1&from=2026-01-01&to=2026-01-02&overdue=true&page=2');
    expect(listStateSearch(nextListState(state, CLEAR_ADMIN_ORDER_FILTERS))).toBe('');
  });

  it('reads back what it writes', () => {
    const search = after('', { status: 'ACCEPTED', store: { id: 's3', name: '' }, from: '2026-02-01', overdue: true });
    expect(adminOrderFilterValuesOf(filterOf(search.slice(1)), '')).toEqual({
      query: '',
      status: 'ACCEPTED',
      store: { id: 's3', name: '' },
      from: '2026-02-01',
      to: undefined,
      overdue: true,
    });
  });
});
