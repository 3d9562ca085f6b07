import { describe, expect, it } from 'vitest';
import { readReviewListParams, reviewListHref } from './reviewListParams.ts';

describe('a review list in the address', () => {
  it('reads the page, the stars and the flag, and writes them back', () => {
    const params = readReviewListParams(new URLSearchParams('page=3&stars=2&unanswered=1'), 'unanswered');
    expect(params).toEqual({ page: 3, stars: 2, flag: true });
    expect(reviewListHref('/reviews', 'unanswered', params)).toBe('/reviews?stars=2&unanswered=1&page=3');
    expect(readReviewListParams(new URLSearchParams('hidden=0'), 'hidden').flag).toBe(false);
  });

  it('takes anything else as the first page without filters, and leaves those out of the address', () => {
    const params = readReviewListParams(new URLSearchParams('page=0&stars=6&unanswered=yes'), 'unanswered');
    expect(params).toEqual({ page: 1, stars: null, flag: null });
    expect(reviewListHref('/reviews', 'unanswered', params)).toBe('/reviews');
    expect(readReviewListParams(new URLSearchParams('page=2.5&stars=abc'), 'hidden')).toEqual({
      page: 1,
      stars: null,
      flag: null,
    });
  });
});
