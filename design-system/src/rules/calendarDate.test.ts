import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarMonth, formatCalendarWeekday } from './calendarDate.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('formatCalendarDate', () => {
  it('names the month in each language', () => {
    const newYearsEve = day(2026, 12, 28);
    expect(formatCalendarDate(newYearsEve, 'az')).toBe('28 dekabr 2026');
    expect(formatCalendarDate(newYearsEve, 'en')).toBe('28 December 2026');
    expect(formatCalendarDate(newYearsEve, 'ru')).toBe('28 декабря 2026');
    expect(formatCalendarDate(newYearsEve, 'tr')).toBe('28 Aralık 2026');
  });

  it('writes every Azerbaijani month in lower case, İyun and İyul with a plain i', () => {
    const months = Array.from({ length: 12 }, (_, index) => formatCalendarDate(day(2026, index + 1, 3), 'az'));
    expect(months).toEqual([
      '3 yanvar 2026',
      '3 fevral 2026',
      '3 mart 2026',
      '3 aprel 2026',
      '3 may 2026',
      '3 iyun 2026',
      '3 iyul 2026',
      '3 avqust 2026',
      '3 sentyabr 2026',
      '3 oktyabr 2026',
      '3 noyabr 2026',
      '3 dekabr 2026',
    ]);
  });

  it('never prints the "M12" a browser without month names falls back to', () => {
    for (const language of ['az', 'en', 'ru', 'tr'] as const) {
      expect(formatCalendarDate(day(2026, 12, 28), language)).not.toMatch(/M\d/);
    }
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatCalendarDate(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('formatCalendarMonth', () => {
  it('names a month of a year in each language, standing alone', () => {
    expect(formatCalendarMonth('2026-11', 'az')).toBe('noyabr 2026');
    expect(formatCalendarMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatCalendarMonth('2026-11', 'ru')).toBe('ноябрь 2026');
    expect(formatCalendarMonth('2026-01', 'tr')).toBe('Ocak 2026');
    expect(formatCalendarMonth('2026-13', 'en')).toBe('2026-13');
  });
});

describe('formatCalendarWeekday', () => {
  it('names a near day by its weekday and month in each language, without the year', () => {
    const thursday = day(2026, 12, 3);
    expect(formatCalendarWeekday(thursday, 'az')).toBe('cümə axşamı, 3 dekabr');
    expect(formatCalendarWeekday(thursday, 'en')).toBe('Thu, 3 Dec');
    expect(formatCalendarWeekday(thursday, 'ru')).toBe('чт, 3 декабря');
    expect(formatCalendarWeekday(thursday, 'tr')).toBe('Per, 3 Ara');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatCalendarWeekday(new Date(Number.NaN), 'ru')).toBe('');
  });
});
