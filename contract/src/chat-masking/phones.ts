import { ORDER_INTRO, PHONE_WORD } from './contact-words.ts';
import { isWordCharacter, type Span } from './spans.ts';

/**
 * Phone numbers in a normalised message (normalise.ts). A number is a run of digit groups with
 * what people put between them (spaces, line breaks, . - _ ( ) / , * ~ | + : and the like, emoji
 * too); a phone is a stretch of whole groups shaped like one:
 *
 * - certainly a phone (hidden whatever follows, "050 123 45 67 azn" too): an Azerbaijani number
 *   with its 0 or 994 (0XX XXX XX XX, 994 XX XXX XX XX, where XX is an operator or area code), a
 *   number after + (or 00994) of 10–13 digits, a Turkish 0 5XX XXX XX XX. Only such a number
 *   written as one group right after an order word ("Заказ номер 0123456789") is that order's;
 * - a phone unless it is an amount, glued to letters or introduced as an order, tracking or
 *   invoice number (ORDER_INTRO): the same Azerbaijani number without its 0 (50 123 45 67,
 *   501234567), a local 123-45-67, a Turkish 532 123 45 67, a Russian 8 9XX XXX XX XX, another
 *   country's number after 00, and any 7–15 digits after a messenger's name or a word for a phone
 *   ("whatsapp 5551234").
 *
 * Groups are one number only when written as one (isOneNumber). So a 13-digit order number,
 * "RR123456789AZ", prices, sizes, dates, times, years and lists of short numbers stay as written.
 */

/** Operator and area codes after 0, 994 or +994: mobile 10, 50, 51, 55, 60, 70, 77, 99; Baku 12, Sumqayıt 18, the regions 20–26, Naxçıvan 36. */
const AZ_CODE = /^(?:10|12|18|2[0-6]|36|50|51|55|60|70|77|99)$/;
const AZ_MOBILE = /^(?:10|12|50|51|55|60|70|77|99)$/;
/** The most digits a phone has, counted with 00 and a country code. */
const MOST_DIGITS = 15;

/** What may part the digit groups of one number: not letters, not a currency, %, × or a line of text. */
const SEPARATOR = /[ \t\n.\-_()/\\,*~|+:'"=#;[\]\p{Extended_Pictographic}]/u;
const SPACE = /[ \t]/;
/** After a number, a currency, a measure or a count makes it an amount, not a phone. */
const AMOUNT_AFTER =
  /^[ \t]*(?:₼|\$|€|₺|₽|%|(?:azn|manat|man|usd|eur|tl|rubl|руб|sm|cm|mm|km|kq|kg|qr|gr|ml|litr|metr|ədəd|eded|dənə|dene|шт|adet|pcs)(?![\p{L}\p{N}]))/iu;

interface Group {
  start: number;
  end: number;
  digits: string;
}

/** Whole groups of a run, from one group on, read as one number (built group by group). */
interface Stretch {
  digits: string;
  /** The groups' lengths, as "3-3-2-2". */
  lengths: string;
  groups: number;
  /** The first group's length. */
  first: number;
  /** Whether a group has three or more digits. */
  long: boolean;
  /** The signs between the groups (not spaces or brackets). */
  signs: Set<string>;
  /** Whether a comma or semicolon and a space part every two groups. */
  listed: boolean;
}

/** What parts group k from the one before it: its signs, and whether it is a list's ", ". */
function gapsOf(text: string, run: Group[]): { signs: string; listed: boolean }[] {
  return run.map((group, k) => {
    const between = k === 0 ? '' : text.slice(run[k - 1]?.end ?? 0, group.start);
    return { signs: between.replace(/[\s()]/gu, ''), listed: /^[,;]\s+$/u.test(between) };
  });
}

/** The runs of digit groups of a text, each a list of groups, in one pass. */
function numberRuns(text: string): Group[][] {
  const runs: Group[][] = [];
  let run: Group[] = [];
  let at = 0;
  while (at < text.length) {
    if (!/\d/.test(text[at] ?? '')) {
      at += 1;
      continue;
    }
    const start = at;
    while (/\d/.test(text[at] ?? '')) at += 1;
    run.push({ start, end: at, digits: text.slice(start, at) });
    // What follows: the next group of the same run, or the end of the run.
    let next = at;
    let signs = 0;
    let lines = 0;
    while (next < text.length && next - at <= 24) {
      const character = String.fromCodePoint(text.codePointAt(next) ?? 0);
      if (!SEPARATOR.test(character)) break;
      if (character === '\n') lines += 1;
      else if (!SPACE.test(character)) signs += 1;
      next += character.length;
    }
    const continues = /\d/.test(text[next] ?? '') && signs <= 4 && lines <= 2 && next - at <= 24;
    if (!continues) {
      runs.push(run);
      run = [];
    }
    at = next;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Where a number begins: its + or ( and the digits, looking back over spaces and brackets. */
function signBefore(text: string, start: number): { plus: boolean; from: number } {
  let at = start;
  let from = start;
  while (at > 0 && at > start - 4) {
    const character = text[at - 1] ?? '';
    if (character === '+') return { plus: true, from: at - 1 };
    if (character === '(') from = at - 1;
    else if (!SPACE.test(character)) break;
    at -= 1;
  }
  return { plus: false, from };
}

type Certainty = 'phone' | 'unless-amount' | undefined;

/** How sure a stretch of groups is a phone by its digits alone. */
function shapeOf({ digits, lengths, groups, first }: Stretch, plus: boolean): Certainty {
  if (plus || digits.startsWith('00')) {
    const international = plus ? digits : digits.slice(2);
    if (international.length < 10 || international.length > 13 || international.startsWith('0')) return undefined;
    // Order numbers start with zeros too: after 00, only Azerbaijan's code is certain.
    return plus || international.startsWith('994') ? 'phone' : 'unless-amount';
  }
  if (digits.startsWith('994')) {
    const national = digits.slice(3).replace(/^0/, '');
    return national.length === 9 && AZ_CODE.test(national.slice(0, 2)) ? 'phone' : undefined;
  }
  if (digits.startsWith('0')) {
    if (digits.length === 10 && AZ_CODE.test(digits.slice(1, 3))) return 'phone';
    // Turkish, written as one run, 0 5XX… or 05XX…: "050 123 45 67 2" is an Azerbaijani number and a count.
    if (digits.length === 11 && digits.startsWith('05') && /^(?:11|1-3-.*|4-.*|1(?:-1){10})$/.test(lengths)) return 'phone';
    return undefined;
  }
  if (digits.length === 9 && AZ_MOBILE.test(digits.slice(0, 2)) && (groups === 1 || first === 2 || /^1(?:-1)+$/.test(lengths))) {
    return 'unless-amount';
  }
  if (digits.length === 7 && lengths === '3-2-2') return 'unless-amount';
  if (digits.length === 10 && digits.startsWith('5') && lengths === '3-3-2-2') return 'unless-amount';
  if (digits.length === 11 && digits.startsWith('89')) return 'unless-amount';
  return undefined;
}

/**
 * Whether groups read as one number: one with a group of three or more digits ("(050) 123-45-67",
 * "0 55, 123, 45, 67"), or short groups with one kind of sign between them ("05.01.23.45.67",
 * "0 5 0 1…"). Not a list of short numbers: two kinds of signs ("0.5, 1.0, 1.5, 2.0, 2.5", "01.06,
 * 02.06", "05:00, 10:30") or a comma and a space after each ("05, 10, 12, 15, 20").
 */
const isOneNumber = (stretch: Stretch) => stretch.long || (stretch.signs.size <= 1 && !(stretch.groups > 2 && stretch.listed));

/** Whether what stands around a stretch of a number makes it something else than a phone. */
function isSomethingElse(text: string, start: number, end: number): boolean {
  return (
    isWordCharacter(text[start - 1]) ||
    isWordCharacter(text[end]) ||
    AMOUNT_AFTER.test(text.slice(end, end + 12)) ||
    isOrderNumber(text, start)
  );
}

/** Whether the number starting here is introduced as an order, tracking, invoice or item number. */
function isOrderNumber(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  return ORDER_INTRO.test(before.slice(before.lastIndexOf('\n') + 1));
}

/** Whether a messenger's name or a word for a phone comes shortly before. */
function afterPhoneWord(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  return PHONE_WORD.test(before.slice(before.lastIndexOf('\n') + 1));
}

/** The phone numbers of a normalised text (see the top of this file). */
export function phoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const run of numberRuns(text)) {
    const gaps = gapsOf(text, run);
    let i = 0;
    while (i < run.length) {
      const start = run[i]?.start ?? 0;
      const sign = signBefore(text, start);
      let found: { end: number; span: Span } | undefined;
      const stretch: Stretch = { digits: '', lengths: '', groups: 0, first: 0, long: false, signs: new Set(), listed: true };
      for (let j = i; j < run.length && stretch.digits.length + (run[j]?.digits.length ?? 0) <= MOST_DIGITS; j += 1) {
        const group = run[j]?.digits ?? '';
        stretch.digits += group;
        stretch.lengths += `${j > i ? '-' : ''}${group.length}`;
        stretch.groups += 1;
        stretch.first ||= group.length;
        stretch.long ||= group.length >= 3;
        if (j > i) {
          for (const character of gaps[j]?.signs ?? '') stretch.signs.add(character);
          stretch.listed &&= gaps[j]?.listed ?? false;
        }
        const end = run[j]?.end ?? start;
        // A + between groups parts them, it does not start an international number: "45+0501234567".
        const certainty = shapeOf(stretch, sign.plus) ?? (sign.plus ? shapeOf(stretch, false) : undefined);
        const whole = i === 0 && j === run.length - 1;
        const phone =
          isOneNumber(stretch) &&
          // An order number may look like a phone; written as one group right after "Sifariş №", it is one.
          ((certainty === 'phone' && !(stretch.groups === 1 && !sign.plus && isOrderNumber(text, start))) ||
            (whole && certainty === 'unless-amount' && !isSomethingElse(text, start, end)) ||
            (whole && stretch.digits.length >= 7 && !isSomethingElse(text, start, end) && afterPhoneWord(text, start)));
        if (phone) found = { end: j + 1, span: [sign.from, end] };
      }
      if (found) {
        spans.push(found.span);
        i = found.end;
      } else i += 1;
    }
  }
  return spans;
}
