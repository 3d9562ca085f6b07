/**
 * A calendar day as it is typed and shown in a filter field: DD.MM.YYYY in every language (the
 * spec's date form), whatever a browser's own date control would print for its locale. The
 * address and the API keep the day as YYYY-MM-DD.
 */

const TYPED = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRealDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * What a typed day means: "05.01.2026" (also "5.1.2026", or with / or -) → "2026-01-05"; an empty
 * field → null (no day); anything else, or a day no calendar has (31.02.2026) → undefined.
 */
export function dayFromInput(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = TYPED.exec(trimmed);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || !isRealDay(year, month, day)) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day (YYYY-MM-DD) as the field shows it ("2026-01-05" → "05.01.2026"); no day or a malformed one → ''. */
export function dayToInput(day: string | undefined): string {
  const match = day === undefined ? null : ISO.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
