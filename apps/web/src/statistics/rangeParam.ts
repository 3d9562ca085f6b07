import { STAT_DEFAULT_RANGE, STAT_RANGES, type StatRange } from '@marketplace/contract';

/** The statistics pages keep their range in the address (`?range=90`); anything else is the default. */
export function rangeOf(search: URLSearchParams): StatRange {
  const asked = Number(search.get('range'));
  return (STAT_RANGES as readonly number[]).includes(asked) ? (asked as StatRange) : STAT_DEFAULT_RANGE;
}

/** The page's address for a range (the default one without a query). */
export function rangeSearch(range: StatRange): string {
  return range === STAT_DEFAULT_RANGE ? '' : `?range=${range}`;
}
