import { describe, expect, it } from 'vitest';
import { readListState } from '../../listState.ts';
import {
  PARTNER_FILTERS,
  partnerReviewOf,
  partnerStatusOf,
  reviewChangeOf,
  statusChangeOf,
  storeCategoryProductsHref,
} from './partnerFilters.ts';

const stateOf = (search: string) => readListState(new URLSearchParams(search), PARTNER_FILTERS);

describe('partner filters', () => {
  it('reads a known status from the address and ignores anything else', () => {
    expect(partnerStatusOf(stateOf('status=INACTIVE&page=2'))).toBe('INACTIVE');
    expect(partnerStatusOf(stateOf('status=BLOCKED'))).toBeUndefined();
    expect(partnerStatusOf(stateOf(''))).toBeUndefined();
  });

  it('"all" removes the status filter, a status sets it', () => {
    expect(statusChangeOf('ALL')).toEqual({ filters: { status: undefined } });
    expect(statusChangeOf('ACTIVE')).toEqual({ filters: { status: 'ACTIVE' } });
  });

  it('keeps the review queue in the address: review=AWAITING, and "all" removes it', () => {
    expect(partnerReviewOf(stateOf('review=AWAITING&status=ACTIVE'))).toBe('AWAITING');
    expect(partnerReviewOf(stateOf('review=NOT_VERIFIED'))).toBeUndefined();
    expect(reviewChangeOf('AWAITING')).toEqual({ filters: { review: 'AWAITING' } });
    expect(reviewChangeOf('ALL')).toEqual({ filters: { review: undefined } });
  });

  it('links to Products Management filtered by the store and the category', () => {
    expect(storeCategoryProductsHref('5a1c0000-1111-4222-8333-444455556666', 12)).toBe(
      '/products?store=5a1c0000-1111-4222-8333-444455556666&category=12',
    );
  });
});
