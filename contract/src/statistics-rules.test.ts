import { describe, expect, it } from 'vitest';
import { conversionBasisPoints, formatConversion, statRangeDays, statRangeStart, viewSourceOf } from './statistics-rules.ts';

describe('statRangeDays', () => {
  it('is the range of days ending today, oldest first, across a month and a year', () => {
    expect(statRangeDays('2026-03-02', 7)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    const year = statRangeDays('2026-01-05', 365);
    expect(year).toHaveLength(365);
    expect([year[0], year.at(-1)]).toEqual(['2025-01-06', '2026-01-05']);
  });

  it('starts on the Baku day: 21:00 UTC is already the next day there', () => {
    expect(statRangeStart(new Date('2026-03-01T21:00:00Z'), 7)).toBe('2026-02-24');
    expect(statRangeStart(new Date('2026-03-01T19:59:00Z'), 7)).toBe('2026-02-23');
  });
});

describe('conversion', () => {
  it('is orders per view in hundredths of a percent, and none without views', () => {
    expect(conversionBasisPoints(3, 120)).toBe(250);
    expect(conversionBasisPoints(1, 3)).toBe(3333);
    expect(conversionBasisPoints(0, 50)).toBe(0);
    expect(conversionBasisPoints(2, 0)).toBeNull();
  });

  it('reads as a percent with one decimal in the page language', () => {
    expect(formatConversion(250, 'en')).toBe('2.5%');
    expect(formatConversion(3333, 'az')).toBe('33,3%');
    expect(formatConversion(null, 'en')).toBe('—');
  });
});

describe('viewSourceOf', () => {
  it('names the page the visitor came from', () => {
    expect(viewSourceOf({ path: '/search' })).toBe('search');
    expect(viewSourceOf({ path: '/category' })).toBe('category');
    expect(viewSourceOf({ path: '/company' })).toBe('store');
    expect(viewSourceOf({ path: '/xalca-evi', storePath: true })).toBe('store');
    expect(viewSourceOf({ path: '/' })).toBe('home');
    expect(viewSourceOf({ path: '/item' })).toBe('other');
  });

  it('is direct on a first page nobody sent them to, other when another site did', () => {
    expect(viewSourceOf({ path: null })).toBe('direct');
    expect(viewSourceOf({ path: null, external: true })).toBe('other');
  });
});
