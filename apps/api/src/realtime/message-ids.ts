/**
 * Message ids are the decimal digits of a growing bigint (no leading zeros), so the longer one is
 * the later one, and equal lengths compare as text. `null` stands before every message.
 */
export function compareMessageIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : 1;
}
