/**
 * The order of chat message ids, zod-free (the server, the pages and the widgets all compare them).
 * An id is the decimal digits of a growing number, without leading zeros (chats.ts messageIdSchema),
 * and may pass 2^53: so it is compared as digits, never as a JavaScript number — the longer one is
 * the later one, and ids of equal length compare as text. LIVE_FROM_START ('0') and `null` (nothing
 * seen) both come before every message.
 */

/** Negative when `a` comes before `b`, 0 when they are the same id, positive when it comes after. */
export function compareMessageIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : 1;
}

/** Whether `id` comes after `than` (always, when `than` is null). */
export function isLaterMessageId(id: string, than: string | null): boolean {
  return compareMessageIds(id, than) > 0;
}
