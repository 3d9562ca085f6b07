/** A stretch of text, [start, end) in UTF-16 units. */
export type Span = [start: number, end: number];

/** The spans sorted, those that overlap or touch joined into one. */
export function merged(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

/** Letters and digits of any script: what a word or a number is made of. */
export const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
