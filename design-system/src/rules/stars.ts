import { STARS_MAX } from '@marketplace/contract';

/** A rating shown as whole stars: rounded to the nearest star, kept within 0…STARS_MAX, NaN as 0. */
export function filledStars(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(STARS_MAX, Math.max(0, Math.round(rating)));
}
