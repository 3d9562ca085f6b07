import { describe, expect, it } from 'vitest';
import type { Language } from '@marketplace/contract';
import { createBundledI18n } from '../i18n/index.ts';
import { chatDateText, chatDay, formatChatDate, formatChatDateTime } from './chatDate.ts';

const NOW = new Date(2026, 0, 15, 10, 0);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const monthsAgo = (months: number) => new Date(2026, 0 - months, 15, 10, 0);
const i18n = createBundledI18n('az');
const say = (date: Date, language: Language) => formatChatDate(date, NOW, language, i18n.getFixedT(language));

describe('chatDateText', () => {
  it("says 'Uzun zaman əvvəl' for a message older than 12 months, in every language its own words", () => {
    expect(say(monthsAgo(13), 'az')).toBe('Uzun zaman əvvəl');
    expect(say(monthsAgo(13), 'en')).toBe('Long ago');
    expect(say(monthsAgo(13), 'ru')).toBe('Давным-давно');
    expect(say(monthsAgo(13), 'tr')).toBe('Uzun zaman önce');
    expect(chatDateText(new Date(NOW.getTime() - 365 * 24 * 3600_000 - 1), NOW, 'az').kind).toBe('longAgo');
  });

  it('gives a relative time up to 12 months', () => {
    expect(say(monthsAgo(12), 'az')).toBe('təxminən 1 il əvvəl');
    expect(say(monthsAgo(10), 'en')).toBe('10 months ago');
    expect(say(minutesAgo(5), 'az')).toBe('5 dəqiqə əvvəl');
    expect(say(minutesAgo(2 * 24 * 60), 'en')).toBe('2 days ago');
    expect(say(minutesAgo(5), 'ru')).toBe('5 минут назад');
    expect(say(minutesAgo(5), 'tr')).toBe('5 dakika önce');
  });

  it('says just now under a minute, and for a date slightly ahead of this clock', () => {
    expect(say(new Date(NOW.getTime() - 59_000), 'az')).toBe('İndicə');
    expect(say(new Date(NOW.getTime() - 59_000), 'en')).toBe('Just now');
    expect(chatDateText(new Date(NOW.getTime() + 90_000), NOW, 'en')).toEqual({ kind: 'justNow' });
    expect(chatDateText(minutesAgo(1), NOW, 'en')).toEqual({ kind: 'relative', text: '1 minute ago' });
  });
});

describe('formatChatDateTime and chatDay', () => {
  it('writes the full moment for a title', () => {
    expect(formatChatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026 09:07');
  });

  it('names today, yesterday, or the date', () => {
    expect(chatDay(new Date(2026, 0, 15, 0, 1), NOW)).toEqual({ kind: 'today' });
    expect(chatDay(new Date(2026, 0, 14, 23, 59), NOW)).toEqual({ kind: 'yesterday' });
    expect(chatDay(new Date(2026, 0, 13, 12), NOW)).toEqual({ kind: 'date', text: '13.01.2026' });
    expect(chatDay(new Date(2025, 11, 31, 12), new Date(2026, 0, 1, 8))).toEqual({ kind: 'yesterday' });
  });
});
