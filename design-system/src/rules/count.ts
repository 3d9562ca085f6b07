/**
 * A whole count grouped in thousands by narrow no-break spaces ("48 211"): the same text in
 * every language, on the server and in every browser (Intl differs between them).
 */
export function formatCount(value: number): string {
  return String(Math.max(0, Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}
