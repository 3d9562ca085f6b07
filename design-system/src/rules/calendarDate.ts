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

type OtherLanguage = Exclude<Language, 'az'>;

/** The browser's own names (Intl), read part by part so that each language's order is ours. */
function partsOf(date: Date, language: OtherLanguage, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat(language, options).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year') };
}

/**
 * A calendar day with its month named in the page's language, in the viewer's time zone: "28 dekabr
 * 2026", "28 December 2026", "28 декабря 2026", "28 Aralık 2026". Built from the browser's month names and
 * our own Azerbaijani ones: Chromium's ICU has no Azerbaijani month names and prints
 * `Intl.DateTimeFormat('az', { dateStyle: 'medium' })` as "2026 M12 28". The other three come from the
 * browser's Intl data (no locale tables in the page's scripts).
 */
export function formatCalendarDate(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'az') return `${date.getDate()} ${AZ_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  // With the day beside it, a Russian month is in the genitive ("декабря").
  const { day, month, year } = partsOf(date, language, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${day} ${month} ${year}`;
}

/** Azerbaijani weekdays as a date names them, Sunday first (Date's order). */
const AZ_WEEKDAYS = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'] as const;

/**
 * A near day with its weekday and without the year, as an estimate names it: "cümə axşamı, 3
 * dekabr", "Thu, 3 Dec", "чт, 3 декабря", "Per, 3 Ara". Same sources as formatCalendarDate.
 */
export function formatCalendarWeekday(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'az') return `${AZ_WEEKDAYS[date.getDay()]}, ${date.getDate()} ${AZ_MONTHS[date.getMonth()]}`;
  // Russian names the month in full ("чт, 3 декабря"), the others abbreviate it ("Thu, 3 Dec").
  const { weekday, day, month } = partsOf(date, language, {
    weekday: 'short',
    day: 'numeric',
    month: language === 'ru' ? 'long' : 'short',
  });
  return `${weekday}, ${day} ${month}`;
}

/**
 * A month of a year as a heading names it (the standalone month): "noyabr 2026", "November 2026",
 * "ноябрь 2026", "Kasım 2026". `month` is YYYY-MM; same sources as formatCalendarDate.
 */
export function formatCalendarMonth(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number < 1 || number > 12) return month;
  if (language === 'az') return `${AZ_MONTHS[number - 1]} ${year}`;
  // Without a day, the month stands alone (Russian "ноябрь", not "ноября").
  const standalone = new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(year, number - 1, 1));
  return `${standalone} ${year}`;
}
