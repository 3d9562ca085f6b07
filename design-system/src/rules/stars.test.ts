import { describe, expect, it } from 'vitest';
import { STARS_MAX } from '@marketplace/contract';
import { filledStars } from './stars.ts';

describe('filledStars', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [3.2, 3],
    [3.5, 4],
    [4.74, 5],
    [5, 5],
  ])('rounds %d to %d stars', (rating, stars) => {
    expect(filledStars(rating)).toBe(stars);
  });

  it('never goes below 0 or above the maximum', () => {
    expect(filledStars(-2)).toBe(0);
    expect(filledStars(7.3)).toBe(STARS_MAX);
    expect(filledStars(Number.POSITIVE_INFINITY)).toBe(STARS_MAX);
    expect(filledStars(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('shows no stars for a missing (NaN) rating', () => {
    expect(filledStars(Number.NaN)).toBe(0);
  });
});
