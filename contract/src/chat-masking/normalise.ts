import { rewritesOf, rewritten, type MappedText } from './mapped-text.ts';
import { numberWordRewrites } from './number-words.ts';
import { isWordCharacter } from './spans.ts';

/**
 * A message as the contact patterns read it, however its characters were written to slip a contact
 * past them: compatibility forms folded (NFKC: ０５０, 𝟎, ①, ＠), invisible characters dropped (zero-width
 * spaces, joiners, variation selectors, the keycap of 1️⃣), digits of other scripts as 0-9, Cyrillic
 * and Greek letters that look Latin as Latin inside Latin words, a letter O among digits as 0,
 * "%40", "&#64;", "(at)", "[dot]" as @ and ., and numbers spelled in words as digits. Each unit of
 * the result knows the original characters it stands for (MappedText), so what is found in it is
 * hidden in the message as written.
 */

/** The zero of each run of ten decimal digits that NFKC leaves as they are (Arabic-Indic, Persian, Devanagari…). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0,
  0xa9f0, 0xaa50, 0xabf0,
];

/** Dingbat digits in circles, which NFKC leaves: ❶…❿, ➀…➉, ➊…➓ are 1…10. */
const CIRCLED_ONES = [0x2776, 0x2780, 0x278a];

/** Characters that show nothing or only a gap: they are dropped. */
const INVISIBLE = /^[\p{Cf}\p{M}\u180b-\u180f]$/u;
/** Blank characters that are not white space to Unicode (Hangul fillers, the blank Braille cell). */
const BLANK = /^[\u115f\u1160\u3164\uffa0\u2800]$/u;
const LINE_BREAK = /^[\n\r\v\f\u0085\u2028\u2029]$/u;
const DASH = /^[\u2010-\u2015\u2212\u2043\ufe58\ufe63\uff0d]$/u;
const DOT = /^[\u00b7\u2022\u2024\u2219\u22c5\u30fb\u3002\uff0e\uff61\uff65]$/u;

/** What one character reads as, before the look-alike letters and words. */
function characterOf(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  for (const one of CIRCLED_ONES) if (code >= one && code <= one + 9) return String(code - one + 1);
  if (code === 0x1f51f) return '10'; // 🔟
  if (INVISIBLE.test(character)) return '';
  if (LINE_BREAK.test(character)) return '\n';
  if (BLANK.test(character) || /^\s$/u.test(character)) return ' ';
  if (character === 'İ') return 'I';
  const folded = character.normalize('NFKC');
  if (DASH.test(folded)) return '-';
  if (DOT.test(folded)) return '.';
  if (/^\s$/u.test(folded)) return ' ';
  return folded;
}

function foldCharacters(original: string): MappedText {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  for (const character of original) {
    const folded = characterOf(character);
    // A dropped character (the keycap of 1️⃣, a mark) goes with the one before it, hidden with it.
    if (folded === '' && end.length > 0) end[end.length - 1] = at + character.length;
    text += folded;
    for (let i = 0; i < folded.length; i += 1) {
      start.push(at);
      end.push(at + character.length);
    }
    at += character.length;
  }
  return { text, start, end };
}

/** Cyrillic and Greek letters drawn like Latin ones, and the dotless ı, as the Latin letter. */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic
    'аa вb еe ёe кk мm нh оo рp сc тt уy хx ѕs іi їi јj ԁd ӏl ԛq ԝw һh үy ьb',
    'АA ВB ЕE ЁE КK МM НH ОO РP СC ТT УY ХX ЅS ІI ЇI ЈJ ԀD ӀI ҺH ҮY',
    // Greek
    'αa βb εe ιi κk νv οo ρp τt υu χx γy ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
    'ıi',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair.slice(0, 1), pair.slice(1)]),
);
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');
/**
 * A word (a run without spaces) with a Latin letter, a digit or an @ in it is Latin: in it, a run of
 * letters with a Latin letter among them ("gmаil") or made of look-alikes only ("gmail.сом") is
 * disguised. A Cyrillic word beside it ("ivan(собака)mail.ru") stays Cyrillic.
 */
const TOKEN = /\S+/gu;
const LATIN_SIGN = /[A-Za-z0-9@]/;
const LETTERS = /\p{L}+/gu;

function latinWord(word: string): string {
  const latin = /[A-Za-z]/.test(word) || [...word].every((letter) => letter in LOOK_ALIKES);
  return latin ? word.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter) : word;
}

function latinLookAlikes(mapped: MappedText): MappedText {
  let text = '';
  let at = 0;
  for (const token of mapped.text.matchAll(TOKEN)) {
    if (!LATIN_SIGN.test(token[0])) continue;
    text += mapped.text.slice(at, token.index) + token[0].replace(LETTERS, latinWord);
    at = token.index + token[0].length;
  }
  // One letter for one letter: the map stays as it was.
  return { ...mapped, text: text + mapped.text.slice(at) };
}

/**
 * A letter O (or l, I) among digits, as in "O5O 1234567" or "O55l234567": a run of digits and these
 * letters with a digit in it, not part of a longer word, reads as digits.
 */
const DIGITS_AND_LOOK_ALIKES = /[0-9OoIl]+/g;
function digitLookAlikes(mapped: MappedText): MappedText {
  const { text } = mapped;
  const out = text.replace(DIGITS_AND_LOOK_ALIKES, (run: string, at: number) => {
    const alone = !isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + run.length]);
    return alone && run.length >= 2 && /[OoIl]/.test(run) && /\d/.test(run)
      ? run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1')
      : run;
  });
  return { ...mapped, text: out };
}

/** The @ and the dot written so no pattern sees them: "@@", "%40", "&#64;", "(at)", "[dot]", "(.)". */
const SIGNS =
  /@{2,}|%40|&#0*64;|&#x0*40;|&commat;|%2e|&#0*46;|&#x0*2e;|&period;|[([{<]\s*(at|et|@|собака|sobaka|dot|nöqtə|noqte|noqtə|nokta|точка|tochka|\.)\s*[)\]}>]/giu;
const AT_WORDS = /^(?:at|et|@|собака|sobaka)$/iu;
function spelledSigns(mapped: MappedText): MappedText {
  return rewritten(
    mapped,
    rewritesOf(mapped.text, SIGNS, (match) => {
      const sign = match[1] ?? match[0];
      if (match[1] === undefined) return /^(?:@+|%40|&#0*64;|&#x0*40;|&commat;)$/i.test(sign) ? '@' : '.';
      return AT_WORDS.test(sign) ? '@' : '.';
    }),
  );
}

/** The message as the contact patterns read it (see the top of this file). */
export function normalise(original: string): MappedText {
  const folded = digitLookAlikes(latinLookAlikes(foldCharacters(original)));
  const signed = spelledSigns(folded);
  return rewritten(signed, numberWordRewrites(signed.text));
}
