import type { Span } from './spans.ts';

/**
 * A rewritten copy of a message that still knows where each of its UTF-16 units came from:
 * `start[i]` and `end[i]` bound the original characters that unit `i` of `text` stands for. A
 * contact found in the copy is hidden in the original by these.
 */
export interface MappedText {
  text: string;
  start: number[];
  end: number[];
}

/** A piece of a MappedText to write differently: [start, end) of its text becomes `with`. */
export interface Rewrite {
  start: number;
  end: number;
  with: string;
}

/** Where a span of the copy lies in the original. */
export function originalSpan(mapped: MappedText, [start, end]: Span): Span {
  return [mapped.start[start] ?? 0, mapped.end[end - 1] ?? 0];
}

/**
 * The copy with the rewrites (sorted, apart) applied: each unit a rewrite writes stands for all the
 * original characters of what it replaces; the rest keep theirs.
 */
export function rewritten(mapped: MappedText, rewrites: readonly Rewrite[]): MappedText {
  if (rewrites.length === 0) return mapped;
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  const keep = (to: number) => {
    text += mapped.text.slice(at, to);
    for (let i = at; i < to; i += 1) {
      start.push(mapped.start[i] ?? 0);
      end.push(mapped.end[i] ?? 0);
    }
  };
  for (const rewrite of rewrites) {
    keep(rewrite.start);
    const from = mapped.start[rewrite.start] ?? 0;
    const to = mapped.end[rewrite.end - 1] ?? from;
    text += rewrite.with;
    for (let i = 0; i < rewrite.with.length; i += 1) {
      start.push(from);
      end.push(to);
    }
    at = rewrite.end;
  }
  keep(mapped.text.length);
  return { text, start, end };
}

/** Every match of a global pattern as a rewrite to what `to` makes of it. */
export function rewritesOf(text: string, pattern: RegExp, to: (match: RegExpExecArray) => string | undefined): Rewrite[] {
  const rewrites: Rewrite[] = [];
  for (const match of text.matchAll(pattern)) {
    const replacement = to(match);
    if (replacement !== undefined) rewrites.push({ start: match.index, end: match.index + match[0].length, with: replacement });
  }
  return rewrites;
}
