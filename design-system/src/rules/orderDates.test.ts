import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@marketplace/contract';
import { dateOfDay, formatOrderDay, formatOrderWeekday, shipByMark } from './orderDates.ts';

describe('dateOfDay', () => {
  it('is that calendar day in the local calendar', () => {
    const date = dateOfDay('2026-01-20');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 0, 20]);
  });
});

describe('formatOrderDay', () => {
  it.each([
    ['az', '20 yanvar 2026'],
    ['en', '20 January 2026'],
    ['ru', '20 января 2026'],
    ['tr', '20 Ocak 2026'],
  ] as const)('in %s', (language, text) => {
    expect(formatOrderDay('2026-01-20', language)).toBe(text);
  });

  it('is empty for a text that is not a day', () => {
    expect(formatOrderDay('', 'az')).toBe('');
    expect(formatOrderDay('20.01.2026', 'az')).toBe('');
  });
});

describe('shipByMark', () => {
  const today = '2026-01-15';
  it.each([
    [ORDER_STATUS.PLACED, '2026-01-14', false, 'late'],
    [ORDER_STATUS.ACCEPTED, '2026-01-20', true, 'late'],
    [ORDER_STATUS.IN_PRODUCTION, '2026-01-15', false, 'dueSoon'],
    [ORDER_STATUS.PLACED, '2026-01-17', false, 'dueSoon'],
    [ORDER_STATUS.PLACED, '2026-01-18', false, null],
    [ORDER_STATUS.SHIPPED, '2026-01-10', false, null],
    [ORDER_STATUS.CANCELLED, '2026-01-10', true, null],
  ] as const)('%s due %s (late: %s) is %s', (status, shipBy, late, mark) => {
    expect(shipByMark({ status, shipBy, late }, today)).toBe(mark);
  });
});

describe('formatOrderWeekday', () => {
  it('names the weekday and the day without the year, in each language', () => {
    expect(formatOrderWeekday('2026-12-03', 'az')).toBe('cümə axşamı, 3 dekabr');
    expect(formatOrderWeekday('2026-12-03', 'en')).toBe('Thu, 3 Dec');
    expect(formatOrderWeekday('2026-12-03', 'ru')).toBe('чт, 3 декабря');
    expect(formatOrderWeekday('2026-12-06', 'tr')).toBe('Paz, 6 Ara');
    expect(formatOrderWeekday('3 Dec', 'en')).toBe('');
  });
});
