import type { Span } from './spans.ts';

/**
 * E-mail addresses in a normalised message (normalise.ts, where "(at)", "%40", "&#64;" are already
 * an @ and "[dot]" a dot): name@host.tld, also with spaces around its signs, a # for the @, the @
 * and the dot spelled as words ("at", "собака", "dot", "nöqtə", "точка"), a known mail service
 * without its ending ("name@gmail"), and an ending with a zero for its o ("gmail.c0m"). Forms that
 * everyday words could make ("I am at home.It") count only with an ending or service people mail
 * at, so the sentence stays as written.
 */

/** A local part, also spelled letter by letter: "a y n u r @gmail.com". */
const LOCAL = String.raw`(?:[\p{L}\p{N}](?: [\p{L}\p{N}._]){3,40}(?=\s*[@#])|[\p{L}\p{N}][\p{L}\p{N}._%+-]*)`;
/** A run of the characters a local part is made of: the patterns are tried only at its start (see matches). */
const LOCAL_RUN = /[\p{L}\p{N}._%+-]+/gu;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
/** Endings people mail at, with a zero or a three for a letter as they are disguised ("c0m", "n3t"). */
const KNOWN_TLD = String.raw`(?:c[o0]m|n[e3]t|[o0]rg|inf[o0]|biz|edu|gov|i[o0]|me|c[o0]|az|ru|tr|ua|uk|de|us|kz|ge|by|eu|pl|fr|su|ca)`;
const TLD = String.raw`(?:${KNOWN_TLD}|[A-Za-z]{2,24})`;
const END = String.raw`(?![\p{L}\p{N}])`;
/** Mail services, named without their ending: "name@gmail". */
const SERVICE = String.raw`(?:gmail|googlemail|mail|yandex|ya|yahoo|hotmail|outlook|icloud|inbox|list|bk|rambler|proton|protonmail|live|msn|aol|gmx)`;
/** Those no one writes after a spelled "at" otherwise (not "mail", "inbox", "list", "live"). */
const SPELLED_SERVICE = String.raw`(?:gmail|googlemail|yandex|yahoo|hotmail|outlook|icloud|rambler|protonmail)`;

/** "@", or " @ " with spaces on both sides: "Salam @handle" is no address. */
const AT = String.raw`(?:@|\s+@\s+)`;
/** "@" with a space on one side, or "#", where the ending is a known one. */
const LOOSE_AT = String.raw`(?:\s*[@#]\s*)`;
/** A spelled "at", where the ending is a known one ("et" is an Azerbaijani word: only with spaces). */
const AT_WORD = String.raw`(?:\s+(?:at|et|собака|sobaka)\s+)`;
/** A dot, or " . " with spaces on both sides: "gmail.com. Sabah" ends the sentence. */
const DOT = String.raw`(?:\.|\s+\.\s+)`;
const DOT_WORD = String.raw`(?:${DOT}|\s+(?:dot|nöqtə|noqte|noqtə|nokta|точка|tochka)\s+)`;

const PATTERNS = [
  // name@host.tld, name @ host . tld
  String.raw`${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}${END}`,
  // name @host.com, name#host.com, name at host dot com
  String.raw`${LOCAL}(?:${LOOSE_AT}|${AT_WORD})${LABEL}(?:${DOT_WORD}${LABEL})*${DOT_WORD}${KNOWN_TLD}${END}`,
  // name@gmail, name#gmail
  String.raw`${LOCAL}(?:\s*@\s*|#)${SERVICE}(?![\p{L}\p{N}@]|\.[\p{L}\p{N}])`,
  // name.1990 gmail.com: the @ left out, where the name has a digit, a dot or an underscore
  String.raw`(?=[\p{L}\p{N}._%+-]*[\d._])${LOCAL}\s+${SERVICE}\.${KNOWN_TLD}${END}`,
  // name собака mail ру: "собака" is the Russian name of the @, between Latin names no dog
  String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]*\s+(?:собака|sobaka)\s+[A-Za-z][A-Za-z0-9-]*(?:${DOT_WORD}[A-Za-z][A-Za-z0-9-]*)*`,
  // name at gmail
  String.raw`${LOCAL}${AT_WORD}${SPELLED_SERVICE}(?![\p{L}\p{N}@]|\.[\p{L}\p{N}])`,
].map((source) => new RegExp(source, 'yiu'));

const isLetterOrDigit = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * What `text.matchAll` would find with a sticky pattern, in time linear in the text. Searched from
 * every position, a pattern starting with LOCAL reads a long run of letters, dots or digits to its
 * end from each of them. But a local part runs up to the sign that follows it, so whenever a match
 * starts inside a run, one starts at the run's first letter or digit too, with the same rest:
 * trying that one alone per run (and again after a match ending inside the run) finds the same.
 */
function matches(pattern: RegExp, text: string): Span[] {
  const spans: Span[] = [];
  let searchedTo = 0;
  for (const run of text.matchAll(LOCAL_RUN)) {
    const runEnd = run.index + run[0].length;
    let from = Math.max(run.index, searchedTo);
    while (from < runEnd) {
      while (from < runEnd && !isLetterOrDigit(text[from])) from += 1;
      if (from === runEnd) break;
      pattern.lastIndex = from;
      const match = pattern.exec(text);
      if (!match) break;
      searchedTo = from + match[0].length;
      spans.push([from, searchedTo]);
      from = searchedTo;
    }
  }
  return spans;
}

/** The e-mail addresses of a normalised text (see the top of this file). */
export function emailSpans(text: string): Span[] {
  return PATTERNS.flatMap((pattern) => matches(pattern, text));
}
