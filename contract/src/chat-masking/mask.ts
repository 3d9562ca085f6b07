import { emailSpans } from './emails.ts';
import { handleSpans } from './handles.ts';
import { originalSpan } from './mapped-text.ts';
import { normalise } from './normalise.ts';
import { phoneSpans } from './phones.ts';
import { merged, type Span } from './spans.ts';

/**
 * The community rules forbid swapping phone numbers, e-mail addresses and messenger handles in
 * custom-order chats ("every agreement stays in the chat"), so the server hides them before a
 * message is stored. Pure and Zod-free, so the web can show the same rule. The message is read
 * normalised (normalise.ts: however its characters were written), the contacts are found there
 * (phones.ts, emails.ts, handles.ts), and the original characters they came from are replaced.
 */

/** What a hidden contact reads as. */
export const CHAT_MASK = '•••';

export interface MaskedText {
  text: string;
  /** True when anything was hidden. */
  masked: boolean;
}

/** Calendar dates are not phone numbers: 12.05.2024, 12/05/24, 2024-05-12. */
const DATE = /(?<!\d)(?:(\d{1,2})[./-](\d{1,2})[./-](?:\d{4}|\d{2})|\d{4}[./-](\d{1,2})[./-](\d{1,2}))(?!\d)/g;

/**
 * A day and month alone, "01.06" in "01.06, 02.06, 03.06": two two-digit groups, neither part of a
 * longer number (no digit group close before it, none after it but past a comma).
 */
const DAY_MONTH = /(\d{2})(?<![\d./\-+(][ \t]{0,3}\d{2})[./](\d{2})(?=[ \t]*(?:[,;)\n]|$|[^\d\s.\-/]))/g;

function dateSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [DATE, DAY_MONTH]) {
    for (const match of text.matchAll(pattern)) {
      const day = Number(match[1] ?? match[4]);
      const month = Number(match[2] ?? match[3]);
      if (day >= 1 && day <= 31 && month >= 1 && month <= 12) spans.push([match.index, match.index + match[0].length]);
    }
  }
  return spans;
}

/** The text with the spans blotted out (same length), so no number is read across or inside them. */
function blotted(text: string, spans: Span[]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start) + '\u0001'.repeat(end - start);
    at = end;
  }
  return out + text.slice(at);
}

/** Where the contacts of a message are, in the message as written (sorted, apart). */
function contactSpans(text: string): Span[] {
  const normalised = normalise(text);
  const words = merged([...emailSpans(normalised.text), ...handleSpans(normalised.text)]);
  const phones = phoneSpans(blotted(normalised.text, merged([...words, ...dateSpans(normalised.text)])));
  return merged(merged([...words, ...phones]).map((span) => originalSpan(normalised, span)));
}

/**
 * Hides the phone numbers, e-mail addresses and messenger handles of a custom-order message (each
 * becomes CHAT_MASK), however their characters are written; everything else stays exactly as it was.
 */
export function maskContacts(text: string): MaskedText {
  const hidden = contactSpans(text);
  if (hidden.length === 0) return { text, masked: false };
  let out = '';
  let at = 0;
  for (const [start, end] of hidden) {
    out += text.slice(at, start) + CHAT_MASK;
    at = end;
  }
  return { text: out + text.slice(at), masked: true };
}
