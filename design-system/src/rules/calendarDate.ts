import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import { tr } from 'date-fns/locale/tr';
import type { Language } from '@marketplace/contract';

/** Azerbaijani months as a date names them, in lower case ("28 dekabr 2026"). */
const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
] as const;

const PATTERNS: Record<Exclude<Language, 'az'>, { pattern: string; locale: Locale }> = {
  en: { pattern: 'd MMMM yyyy', locale: enUS },
  // The genitive month, as a Russian date reads ("28 декабря 2026").
  ru: { pattern: 'd MMMM yyyy', locale: ru },
  tr: { pattern: 'd MMMM yyyy', locale: tr },
};

/**
 * A calendar day with its month named in the page's language, in the viewer's time zone: "28 dekabr
 * 2026", "28 December 2026", "28 декабря 2026", "28 Aralık 2026". Built from date-fns' month names and
 * our own Azerbaijani ones, never from the browser's Intl data: Chromium's ICU has no Azerbaijani
 * month names and prints `Intl.DateTimeFormat('az', { dateStyle: 'medium' })` as "2026 M12 28".
 */
export function formatCalendarDate(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'az') return `${date.getDate()} ${AZ_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  const { pattern, locale } = PATTERNS[language];
  return format(date, pattern, { locale });
}

/** Azerbaijani weekdays as a date names them, Sunday first (date-fns' order). */
const AZ_WEEKDAYS = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'] as const;

const SHORT_PATTERNS: Record<Exclude<Language, 'az'>, { pattern: string; locale: Locale }> = {
  en: { pattern: 'EEE, d MMM', locale: enUS },
  ru: { pattern: 'EEEEEE, d MMMM', locale: ru },
  tr: { pattern: 'EEE, d MMM', locale: tr },
};

/**
 * A near day with its weekday and without the year, as an estimate names it: "cümə axşamı, 3
 * dekabr", "Thu, 3 Dec", "чт, 3 декабря", "Per, 3 Ara". Same sources as formatCalendarDate.
 */
export function formatCalendarWeekday(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'az') return `${AZ_WEEKDAYS[date.getDay()]}, ${date.getDate()} ${AZ_MONTHS[date.getMonth()]}`;
  const { pattern, locale } = SHORT_PATTERNS[language];
  return format(date, pattern, { locale });
}

const MONTH_PATTERNS: Record<Exclude<Language, 'az'>, Locale> = { en: enUS, ru, tr };

/**
 * A month of a year as a heading names it (the standalone month): "noyabr 2026", "November 2026",
 * "ноябрь 2026", "Kasım 2026". `month` is YYYY-MM; same sources as formatCalendarDate.
 */
export function formatCalendarMonth(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number < 1 || number > 12) return month;
  if (language === 'az') return `${AZ_MONTHS[number - 1]} ${year}`;
  return format(new Date(year, number - 1, 1), 'LLLL yyyy', { locale: MONTH_PATTERNS[language] });
}
