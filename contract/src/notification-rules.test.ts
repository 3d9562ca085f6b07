import { describe, expect, it } from 'vitest';
import {
  formatBakuSchedule,
  formatNotificationJson,
  isNotificationLink,
  parseBakuSchedule,
  scheduleProblem,
  targetAccountTypes,
  unreadBadgeText,
} from './notification-rules.ts';

describe('parseBakuSchedule', () => {
  it('reads DD.MM.YYYY HH.MM as Baku time, four hours ahead of UTC', () => {
    expect(parseBakuSchedule('27.11.2026 09.30')?.toISOString()).toBe('2026-11-27T05:30:00.000Z');
    expect(parseBakuSchedule('01.01.2027 02.00')?.toISOString()).toBe('2026-12-31T22:00:00.000Z');
    // Summer and winter alike: Baku keeps no daylight saving time.
    expect(parseBakuSchedule('15.07.2026 12.00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('refuses other formats and dates or times that do not exist', () => {
    for (const text of [
      '2026-11-27 09:30',
      '27.11.2026 9.30',
      '27.11.2026 09:30',
      '31.02.2026 10.00',
      '29.02.2026 10.00',
      '27.13.2026 10.00',
      '00.11.2026 10.00',
      '27.11.2026 24.00',
      '27.11.2026 10.60',
      '',
    ]) {
      expect(parseBakuSchedule(text), text).toBeUndefined();
    }
    expect(parseBakuSchedule('29.02.2028 10.00')?.toISOString()).toBe('2028-02-29T06:00:00.000Z');
  });

  it('formats a moment back in the same shape', () => {
    expect(formatBakuSchedule(new Date('2026-12-31T22:05:59Z'))).toBe('01.01.2027 02.05');
    expect(parseBakuSchedule(formatBakuSchedule(new Date('2026-03-04T05:06:00Z')))?.toISOString()).toBe(
      '2026-03-04T05:06:00.000Z',
    );
  });
});

describe('scheduleProblem', () => {
  const now = new Date('2026-11-27T05:30:40Z'); // 09.30 in Baku

  it('accepts the current minute, the one just ended, and later ones', () => {
    expect(scheduleProblem('27.11.2026 09.30', now)).toBeUndefined();
    expect(scheduleProblem('27.11.2026 09.29', now)).toBeUndefined();
    expect(scheduleProblem('27.11.2026 09.31', now)).toBeUndefined();
    expect(scheduleProblem('27.11.2027 09.31', now)).toBeUndefined();
  });

  it('names what is wrong with an earlier minute, a far one or another format', () => {
    expect(scheduleProblem('27.11.2026 09.28', now)).toBe('past');
    expect(scheduleProblem('01.12.2027 10.00', now)).toBe('too-far');
    expect(scheduleProblem('27.11.2026', now)).toBe('format');
  });
});

describe('notification rules', () => {
  it('shows up to 99 unread, then 99+, and nothing for none', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('links only to paths of the same site', () => {
    expect(isNotificationLink('/item/abc?x=1')).toBe(true);
    expect(isNotificationLink('/')).toBe(true);
    for (const link of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', 'item/1']) {
      expect(isNotificationLink(link), link).toBe(false);
    }
  });

  it('reaches buyers, sellers or both', () => {
    expect(targetAccountTypes('user')).toEqual([1]);
    expect(targetAccountTypes('partner')).toEqual([2]);
    expect(targetAccountTypes('all')).toEqual([1, 2]);
  });

  it('formats valid JSON with two spaces and refuses invalid JSON', () => {
    expect(formatNotificationJson('{"title":"Salam","send":true}')).toBe('{\n  "title": "Salam",\n  "send": true\n}');
    expect(formatNotificationJson('{"title":')).toBeUndefined();
  });
});
