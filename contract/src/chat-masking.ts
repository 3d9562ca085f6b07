/**
 * The policy forbids swapping phone numbers and e-mail addresses in custom-order chats (the
 * community rules: "do not ask for a phone or an e-mail — every agreement stays in the chat"), so
 * the server hides them before a message is stored. Zod-free and pure: the web can show the same
 * rule, and the tests below pin what counts as a contact and what does not (prices, dates, years,
 * quantities, sizes stay as written).
 */

/** What a hidden phone number or e-mail address reads as. */
export const CHAT_MASK = '•••';

export interface MaskedText {
  text: string;
  /** True when anything was hidden. */
  masked: boolean;
}

type Span = [start: number, end: number];

// ---- e-mail addresses ----

const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]*`;
/** A run of the characters a local part is made of: the e-mail patterns are tried only at its start (see emailMatches). */
const LOCAL_RUN = /[A-Za-z0-9._%+-]+/g;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`;
/** Spaces on both sides of the @ are how people slip an address past a filter; "Salam @handle" is no address. */
const AT_SIGN = String.raw`(?:@|\s+@\s+)`;
/** Likewise a dot: "gmail . com" is an ending, "gmail.com. Sabah" ends the sentence. */
const DOT_SIGN = String.raw`(?:\.|\s+\.\s+)`;
/** name@host.tld, also written with spaces around its signs. */
const PLAIN_EMAIL = new RegExp(
  String.raw`${LOCAL}${AT_SIGN}${LABEL}(?:${DOT_SIGN}${LABEL})*${DOT_SIGN}[A-Za-z]{2,24}(?![\p{L}\p{N}])`,
  'yu',
);
/** Mail services named without their ending: "name@gmail". */
const PROVIDER_EMAIL = new RegExp(
  String.raw`${LOCAL}${AT_SIGN}(?:gmail|googlemail|mail|yandex|yahoo|hotmail|outlook|icloud|inbox|list|bk|rambler|proton|protonmail)(?![A-Za-z0-9.@])`,
  'yi',
);
/**
 * Spelled out: "name at gmail dot com", "name(at)mail(dot)ru", "ad [et] gmail nöqtə com". The
 * ending must be a known one, so "I am at home.It's" stays as it is.
 */
const AT_WORD = String.raw`(?:\s*[([{]\s*(?:at|et)\s*[)\]}]\s*|\s+(?:at|et|собака)\s+)`;
/**
 * A mail service named after a spelled "at", without its ending: "name at gmail". Only names no one
 * writes after "at" otherwise (not "mail", "inbox" or "list"), and not "et", an Azerbaijani word.
 */
const SPELLED_PROVIDER_EMAIL = new RegExp(
  String.raw`(?<![A-Za-z0-9])${LOCAL}(?:\s*[([{]\s*at\s*[)\]}]\s*|\s+(?:at|собака)\s+)(?:gmail|googlemail|yandex|yahoo|hotmail|outlook|icloud|rambler|protonmail)(?![\p{L}\p{N}.@])`,
  'yiu',
);
const DOT_WORD = String.raw`(?:${DOT_SIGN}|\s*[([{]\s*(?:dot|nöqtə|noqte|точка)\s*[)\]}]\s*|\s+(?:dot|nöqtə|noqte|точка)\s+)`;
const KNOWN_TLD = String.raw`(?:com|net|org|info|biz|edu|gov|io|me|co|az|ru|tr|ua|uk|de|us|kz|ge|by|eu)`;
const SPELLED_EMAIL = new RegExp(
  String.raw`${LOCAL}(?:@|${AT_WORD})${LABEL}(?:${DOT_WORD}${LABEL})*${DOT_WORD}${KNOWN_TLD}(?![\p{L}\p{N}])`,
  'yiu',
);

const isLetterOrDigit = (code: number) => (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);

/**
 * What `text.matchAll` would find with a sticky e-mail pattern, in time linear in the text. Searched
 * from every position, a pattern starting with LOCAL reads a long run of letters, dots or digits to
 * its end from each of them. But a local part runs up to the sign that follows it, so whenever a
 * match starts inside a run, one starts at the run's first letter or digit too, with the same rest:
 * trying that one alone per run (and again after a match ending inside the run) finds the same.
 */
function emailMatches(pattern: RegExp, text: string): Span[] {
  const spans: Span[] = [];
  let searchedTo = 0;
  for (const run of text.matchAll(LOCAL_RUN)) {
    const runEnd = run.index + run[0].length;
    let from = Math.max(run.index, searchedTo);
    while (from < runEnd) {
      while (from < runEnd && !isLetterOrDigit(text.charCodeAt(from))) from += 1;
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

function emailSpans(text: string): Span[] {
  return [PLAIN_EMAIL, PROVIDER_EMAIL, SPELLED_EMAIL, SPELLED_PROVIDER_EMAIL].flatMap((pattern) => emailMatches(pattern, text));
}

// ---- phone numbers ----

/**
 * A run of digits with what people put between them: spaces (a wide gap too), dots, dashes, underscores,
 * brackets (at most three of those between two groups), with an optional leading + or (. Newlines
 * end a run.
 */
const NUMBER_RUN = /[+(]?[ \t]{0,16}\d+(?:(?=[ \t.\-_()])(?:[ \t]{0,16}[.\-_()]){0,3}[ \t]{0,16}\d+)*\)?/g;
/** Calendar dates are not phone numbers: 12.05.2024, 12/05/24, 2024-05-12. */
const DATE = /(?<!\d)(?:(\d{1,2})[./-](\d{1,2})[./-](?:\d{4}|\d{2})|\d{4}[./-](\d{1,2})[./-](\d{1,2}))(?!\d)/g;
/**
 * After a long number, a currency, a measure or a count makes it an amount, not a phone. Words of
 * time are not among them: "050 123 45 67 saat 10-dan sonra" is a phone number.
 */
const AMOUNT_AFTER =
  /^[ \t\u00a0]*(?:₼|\$|€|₺|₽|%|(?:azn|manat|usd|eur|tl|rubl|sm|cm|mm|km|kq|kg|qr|gr|ml|litr|metr|ədəd|eded|dənə|dene)(?![\p{L}\p{N}]))/iu;
/** Azerbaijani area and operator codes a nine-digit number (no leading 0) starts with. */
const AZ_NINE_DIGITS = /^(?:10|12|50|51|55|60|70|77|99)\d{7}$/;

function dateSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(DATE)) {
    const day = Number(match[1] ?? match[4]);
    const month = Number(match[2] ?? match[3]);
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

const isYear = (group: string) => /^(?:19|20)\d{2}$/.test(group);

/** Whether a run of digits (already cut free of dates and e-mails) is a phone number. */
function looksLikePhone(run: string, textAfter = ''): boolean {
  const groups = run.match(/\d+/g) ?? [];
  const digits = groups.join('');
  const international = /^[ \t]*\+/.test(run);
  if (digits.length < 7 || digits.length > 15) return false;
  if (AMOUNT_AFTER.test(textAfter)) return false;
  if (groups.every(isYear)) return false;
  if (international) return digits.length >= 8;
  if (digits.startsWith('0')) return digits.length >= 9;
  // 1 000 000 000: thousands, not a phone.
  if (groups.length > 1 && groups.slice(1).every((group) => group.length === 3) && (groups[0]?.length ?? 0) <= 3) return false;
  if (digits.length >= 10) return true;
  if (digits.length === 9) return AZ_NINE_DIGITS.test(digits) && (groups.length === 1 || groups[0]?.length === 2);
  // A local number as it is written here: 123-45-67, 123 45 67.
  return digits.length === 7 && groups.length === 3 && groups[0]?.length === 3 && groups[1]?.length === 2;
}

/** The parts of [start, end) outside the protected spans (sorted and apart), looking from spans[first] on. */
function outside(start: number, end: number, spans: Span[], first: number): Span[] {
  const pieces: Span[] = [];
  let at = start;
  for (let i = first; i < spans.length && (spans[i]?.[0] ?? end) < end; i += 1) {
    const [from, to] = spans[i] ?? [end, end];
    if (from > at) pieces.push([at, from]);
    at = Math.max(at, to);
  }
  if (at < end) pieces.push([at, end]);
  return pieces;
}

/** Trims a piece of a run to its phone-shaped core: from a +, ( or digit to the last digit (or closing bracket). */
function core(text: string, [start, end]: Span): Span | undefined {
  const piece = text.slice(start, end);
  const first = piece.search(/[+(\d]/);
  if (first === -1) return undefined;
  let last = piece.length - 1;
  while (last >= first && !/\d/.test(piece[last] ?? '')) last -= 1;
  if (last < first) return undefined;
  return [start + first, start + last + 1];
}

function phoneSpans(text: string, protectedSpans: Span[]): Span[] {
  const kept = merged(protectedSpans);
  const spans: Span[] = [];
  // Runs come in order, so a protected span ending before one ends before every later run too.
  let first = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    while ((kept[first]?.[1] ?? Infinity) <= match.index) first += 1;
    for (const piece of outside(match.index, match.index + match[0].length, kept, first)) {
      const trimmed = core(text, piece);
      if (trimmed && looksLikePhone(text.slice(...trimmed), text.slice(trimmed[1]))) spans.push(trimmed);
    }
  }
  return spans;
}

// ---- how the characters are written ----

/** Arabic-Indic and Persian digits, which no compatibility mapping turns into 0-9. */
const EASTERN_DIGIT_ZEROS = [0x0660, 0x06f0];

/** The ASCII a character stands for (full-width ０ and ＠, 𝟎, a no-break space…), or the character itself. */
function foldCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of EASTERN_DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  const compatible = character.normalize('NFKC');
  return compatible !== character && /^[\x20-\x7e]+$/.test(compatible) ? compatible : character;
}

interface FoldedText {
  /** The text with every character folded (see foldCharacter). */
  text: string;
  /** For each unit of `text`, where the character it came from starts and ends in the original. */
  from: number[];
  to: number[];
}

/** The patterns read the folded text, so "０５０ １２３ ４５ ６７" is a phone number as "050 123 45 67" is. */
function fold(original: string): FoldedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const character of original) {
    const folded = foldCharacter(character);
    text += folded;
    for (let i = 0; i < folded.length; i += 1) {
      from.push(at);
      to.push(at + character.length);
    }
    at += character.length;
  }
  return { text, from, to };
}

// ---- both ----

function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

/**
 * Hides the phone numbers and e-mail addresses of a custom-order message (each becomes CHAT_MASK),
 * however their characters are written; everything else stays exactly as it was.
 */
export function maskContacts(text: string): MaskedText {
  const folded = fold(text);
  const emails = merged(emailSpans(folded.text));
  const phones = phoneSpans(folded.text, [...emails, ...dateSpans(folded.text)]);
  const hidden = merged(
    merged([...emails, ...phones]).map(([start, end]): Span => [
      folded.from[start] ?? text.length,
      folded.to[end - 1] ?? text.length,
    ]),
  );
  if (hidden.length === 0) return { text, masked: false };
  let out = '';
  let at = 0;
  for (const [start, end] of hidden) {
    out += text.slice(at, start) + CHAT_MASK;
    at = end;
  }
  return { text: out + text.slice(at), masked: true };
}
