/**
 * A day as DD.MM.YYYY in the viewer's time zone — the spec's date form (§3 notifications), the same in
 * every language, and independent of the locale data a browser ships (Chromium without Azerbaijani
 * data prints its medium date style as "2026 M12 20").
 */
export function formatDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}
