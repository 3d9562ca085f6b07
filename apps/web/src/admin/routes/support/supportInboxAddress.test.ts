import { describe, expect, it } from 'vitest';
import { listStateSearch, readListState } from '../../listState.ts';
import { SUPPORT_INBOX_PARAMS, supportInboxFilters, supportInboxView } from './supportInboxAddress.ts';

const viewOf = (search: string) => supportInboxView(readListState(new URLSearchParams(search), SUPPORT_INBOX_PARAMS).filters);

describe('the Support inbox’s address', () => {
  it('shows the open conversations of anyone, none open, on the plain address', () => {
    expect(viewOf('')).toEqual({ chatId: null, status: 'open', assigned: 'any' });
  });

  it('reads the open conversation and the filters', () => {
    expect(viewOf('?chat=4f7c0000-1111-4222-8333-444455556666&status=closed&assigned=me')).toEqual({
      chatId: '4f7c0000-1111-4222-8333-444455556666',
      status: 'closed',
      assigned: 'me',
    });
  });

  it('takes an unknown filter value for the default', () => {
    expect(viewOf('?status=archived&assigned=someone')).toEqual({ chatId: null, status: 'open', assigned: 'any' });
  });

  it('writes only what differs from the plain inbox, so a view survives a round trip', () => {
    const filters = supportInboxFilters({ chatId: null, status: 'open', assigned: 'any' });
    expect(listStateSearch({ page: 1, q: undefined, filters })).toBe('');
    const view = { chatId: 'c1', status: 'all', assigned: 'unassigned' } as const;
    const search = listStateSearch({ page: 1, q: undefined, filters: supportInboxFilters(view) });
    expect(search).toBe('?chat=c1&status=all&assigned=unassigned');
    expect(viewOf(search)).toEqual(view);
  });
});
