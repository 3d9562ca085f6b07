import { describe, expect, it } from 'vitest';
import { followerNoticeLink, type FollowerNoticeStore } from './favourite-rules.ts';

const store = (storeId: string, newItems: number, newestItemId = `${storeId}-item`): FollowerNoticeStore => ({
  storeId,
  companyName: `Store ${storeId}`,
  newItems,
  newestItemId,
});

describe('followerNoticeLink', () => {
  it('opens the one new product of the one store', () => {
    expect(followerNoticeLink([store('a', 1, 'p 1')])).toBe('/item?id=p%201');
  });

  it('opens the store when it listed several', () => {
    expect(followerNoticeLink([store('a b', 3)])).toBe('/company?id=a%20b');
  });

  it('opens the followed stores when several stores have news, or none does', () => {
    expect(followerNoticeLink([store('a', 1), store('b', 1)])).toBe('/profile/following');
    expect(followerNoticeLink([])).toBe('/profile/following');
  });
});
