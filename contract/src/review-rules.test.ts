import { describe, expect, it } from 'vitest';
import {
  REVIEW_EDIT_DAYS,
  averageRating,
  isReviewEditable,
  matchesStarFilter,
  ratingShares,
  reviewQueryOf,
  reviewEditableUntil,
  reviewerNameOf,
  starFilterOf,
} from './review-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a review is editable for 30 days', () => {
  const written = new Date('2026-11-01T10:00:00.000Z');

  it('up to the same instant 30 days later, not a millisecond after', () => {
    expect(REVIEW_EDIT_DAYS).toBe(30);
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(isReviewEditable(written, written)).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + 29 * DAY_MS))).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + 30 * DAY_MS))).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + 30 * DAY_MS + 1))).toBe(false);
    expect(isReviewEditable(written, new Date(written.getTime() + 31 * DAY_MS))).toBe(false);
  });
});

describe('the average rating', () => {
  it('is 0 without ratings', () => {
    expect(averageRating(0, 0)).toBe(0);
  });

  it('is rounded half up to 2 decimals', () => {
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.67); // 4.666…
    expect(averageRating(13, 3)).toBe(4.33); // 4.333…
    // 4.675 is not exact in binary: computed in hundredths it still rounds up.
    expect(averageRating(187, 40)).toBe(4.68);
    expect(averageRating(1 + 2 + 3 + 4 + 5, 5)).toBe(3);
  });
});

describe('the stars filter', () => {
  it('takes a whole number from 1 to 5, as a number or query text', () => {
    expect(starFilterOf(4)).toBe(4);
    expect(starFilterOf('1')).toBe(1);
    expect(starFilterOf('5')).toBe(5);
  });

  it('is no filter for anything else', () => {
    for (const value of [0, 6, 4.5, '', ' ', 'abc', '3.0x', null, undefined, -1]) expect(starFilterOf(value)).toBeNull();
  });

  it('keeps only the reviews of that rating, or all of them without a filter', () => {
    const ratings = [5, 4, 4, 1, 3];
    expect(ratings.filter((rating) => matchesStarFilter(rating, 4))).toEqual([4, 4]);
    expect(ratings.filter((rating) => matchesStarFilter(rating, 2))).toEqual([]);
    expect(ratings.filter((rating) => matchesStarFilter(rating, null))).toEqual(ratings);
  });
});

describe("a product page's review address", () => {
  it('asks for a page and a rating, or the first page of every review for anything else', () => {
    expect(reviewQueryOf(new URLSearchParams('id=7&reviewPage=3&stars=4'))).toEqual({ page: 3, stars: 4 });
    expect(reviewQueryOf(new URLSearchParams('id=7'))).toEqual({ page: 1, stars: null });
    expect(reviewQueryOf(new URLSearchParams('reviewPage=-2&stars=9'))).toEqual({ page: 1, stars: null });
    expect(reviewQueryOf(new URLSearchParams('reviewPage=2.5&stars=0'))).toEqual({ page: 1, stars: null });
  });
});

describe('the distribution of ratings', () => {
  it('lists 5 stars down to 1 with counts and whole percents adding up to 100', () => {
    const shares = ratingShares([1, 0, 1, 0, 1]);
    expect(shares.map((share) => share.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(shares.map((share) => share.count)).toEqual([1, 0, 1, 0, 1]);
    expect(shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    expect(shares.map((share) => share.percent).sort()).toEqual([0, 0, 33, 33, 34]);
  });

  it('is all zero without ratings', () => {
    expect(ratingShares([0, 0, 0, 0, 0]).map((share) => share.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('is 100 for the only rating given', () => {
    expect(ratingShares([0, 0, 0, 7, 0]).find((share) => share.stars === 4)?.percent).toBe(100);
  });
});

describe('the name a review is signed with', () => {
  it('is the first name and the initial of the last', () => {
    expect(reviewerNameOf('Aygün', 'məmmədova')).toBe('Aygün M.');
    expect(reviewerNameOf(' Leyla ', '')).toBe('Leyla');
    expect(reviewerNameOf('', 'İsmayılova')).toBe('İ.');
    expect(reviewerNameOf('', '')).toBeNull();
  });
});
