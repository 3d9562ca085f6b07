/**
 * Message ids are the decimal digits of a growing number (no leading zeros; LIVE_FROM_START '0' is
 * before them all): the longer one is the later one, and ids of equal length compare as text. Too
 * large for a JavaScript number.
 */
export function isLaterMessageId(id: string, than: string | null): boolean {
  if (than === null) return true;
  if (id.length !== than.length) return id.length > than.length;
  return id > than;
}
