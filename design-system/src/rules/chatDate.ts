import { formatDistance } from 'date-fns/formatDistance';
import type { Locale } from 'date-fns';
import { az } from 'date-fns/locale/az';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import { tr } from 'date-fns/locale/tr';
import { subMonths } from 'date-fns/subMonths';
import { CHAT_DATE_JUST_NOW_MS, CHAT_DATE_LONG_AGO_MONTHS, type Language } from '@marketplace/contract';
import { formatDay } from './day.ts';

const DATE_LOCALES: Record<Language, Locale> = { az, en: enUS, ru, tr };

/** How a message's date reads: a catalogue text (`justNow`, `longAgo`) or date-fns' relative time. */
export type ChatDateText = { kind: 'justNow' } | { kind: 'longAgo' } | { kind: 'relative'; text: string };

/**
 * Spec §8: older than 12 months → 'Uzun zaman əvvəl' (`longAgo`); under a minute → `justNow`;
 * otherwise a relative time in the page's language ("5 dəqiqə əvvəl", "2 days ago"). A date a little
 * ahead of this device's clock (the server's clock differs) reads as just now, never "in 2 minutes".
 */
export function chatDateText(date: Date, now: Date, language: Language): ChatDateText {
  if (date < subMonths(now, CHAT_DATE_LONG_AGO_MONTHS)) return { kind: 'longAgo' };
  if (now.getTime() - date.getTime() < CHAT_DATE_JUST_NOW_MS) return { kind: 'justNow' };
  return { kind: 'relative', text: formatDistance(date, now, { addSuffix: true, locale: DATE_LOCALES[language] }) };
}

/** Translates `chatDateText` with the catalogue's `chat.date.*` texts. */
export function formatChatDate(date: Date, now: Date, language: Language, t: (key: string) => string): string {
  const text = chatDateText(date, now, language);
  if (text.kind === 'relative') return text.text;
  return t(text.kind === 'longAgo' ? 'chat.date.longAgo' : 'chat.date.justNow');
}

const two = (value: number) => String(value).padStart(2, '0');

/** The full moment, "15.01.2026 14:05" in the viewer's time zone, for a message's title and `<time>`. */
export function formatChatDateTime(date: Date): string {
  return `${formatDay(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Whether two moments fall on the same calendar day in the viewer's time zone. */
export function isSameChatDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The day a separator between messages names: today, yesterday, or the date (DD.MM.YYYY). */
export type ChatDay = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export function chatDay(date: Date, now: Date): ChatDay {
  if (isSameChatDay(date, now)) return { kind: 'today' };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  if (isSameChatDay(date, yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDay(date) };
}
