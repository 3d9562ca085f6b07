import type { Rewrite } from './mapped-text.ts';

/**
 * Numbers spelled out in words, as people dictate a phone number to slip it past a filter
 * ("sıfır əlli beş, yüz iyirmi üç…", "zero five five…", "ноль пять…"): Azerbaijani, Turkish,
 * English and Russian words read as the digits they name.
 */

type Kind = 'unit' | 'teen' | 'tens' | 'hundred';
interface NumberWord {
  value: number;
  kind: Kind;
  /** A word that is also an everyday one ("on", "yüz" — a face): a number only beside another number word. */
  onlyBeside?: boolean;
}

const WORDS: Record<string, NumberWord> = {};
const define = (kind: Kind, value: number, words: string, onlyBeside = false) => {
  for (const word of words.split(' ')) WORDS[word] = { value, kind, ...(onlyBeside ? { onlyBeside } : {}) };
};
// Keys are folded as `fold` does: lower case, Azerbaijani and Turkish letters without their marks.
define('unit', 0, 'sifir zero ноль нуль');
define('unit', 1, 'bir one один одна');
define('unit', 2, 'iki two два две');
define('unit', 3, 'uc three три');
define('unit', 4, 'dord dort four четыре');
define('unit', 5, 'bes five пять');
define('unit', 6, 'alti six шесть');
define('unit', 7, 'yeddi yedi seven семь');
define('unit', 8, 'sekkiz sekiz eight восемь');
define('unit', 9, 'doqquz dokuz nine девять');
define('tens', 10, 'ten десять');
define('tens', 10, 'on', true);
define('teen', 11, 'eleven одиннадцать');
define('teen', 12, 'twelve двенадцать');
define('teen', 13, 'thirteen тринадцать');
define('teen', 14, 'fourteen четырнадцать');
define('teen', 15, 'fifteen пятнадцать');
define('teen', 16, 'sixteen шестнадцать');
define('teen', 17, 'seventeen семнадцать');
define('teen', 18, 'eighteen восемнадцать');
define('teen', 19, 'nineteen девятнадцать');
define('tens', 20, 'iyirmi yirmi twenty двадцать');
define('tens', 30, 'otuz thirty тридцать');
define('tens', 40, 'qirx kirk forty сорок');
define('tens', 50, 'elli fifty пятьдесят');
define('tens', 60, 'altmis sixty шестьдесят');
define('tens', 70, 'yetmis seventy семьдесят');
define('tens', 80, 'seksen eighty восемьдесят');
define('tens', 90, 'doxsan doksan ninety девяносто');
define('hundred', 100, 'hundred сто');
define('hundred', 100, 'yuz', true);

const MARKS: Record<string, string> = { ı: 'i', ö: 'o', ü: 'u', ç: 'c', ş: 's', ğ: 'g', ə: 'e', ё: 'е' };
const fold = (word: string) =>
  word
    .toLowerCase()
    .replace(/\u0307/gu, '')
    .replace(/[ıöüçşğəё]/gu, (letter) => MARKS[letter] ?? letter);

const WORD = /\p{L}+/gu;
/** What may stand between the words of one spelled number: spaces and the signs people part digits with. */
const BETWEEN = /^[\s,.\-/_*|~+:;]{1,6}$/u;

interface Found {
  start: number;
  end: number;
  word: NumberWord;
}

interface Pending {
  value: number;
  start: number;
  end: number;
  hundreds: boolean;
  tens: boolean;
  unit: boolean;
}

/** One phrase of number words as the numbers it says: "əlli beş" is 55, "bir iki" is 1 and 2. */
function numbersOf(phrase: Found[]): Rewrite[] {
  const out: Rewrite[] = [];
  let pending: Pending | undefined;
  const flush = () => {
    if (pending) out.push({ start: pending.start, end: pending.end, with: String(pending.value) });
    pending = undefined;
  };
  for (const { start, end, word } of phrase) {
    const open = pending;
    if (word.kind === 'unit' && open && !open.unit && (open.tens || open.hundreds) && word.value !== 0) {
      Object.assign(open, { value: open.value + word.value, unit: true, end });
    } else if ((word.kind === 'tens' || word.kind === 'teen') && open && open.hundreds && !open.tens && !open.unit) {
      Object.assign(open, { value: open.value + word.value, tens: true, unit: word.kind === 'teen', end });
    } else if (word.kind === 'hundred' && open && open.unit && !open.tens && !open.hundreds && open.value > 0) {
      Object.assign(open, { value: open.value * 100, hundreds: true, unit: false, end });
    } else {
      flush();
      pending = {
        value: word.value,
        start,
        end,
        hundreds: word.kind === 'hundred',
        tens: word.kind === 'tens' || word.kind === 'teen',
        unit: word.kind === 'unit' || word.kind === 'teen',
      };
    }
  }
  flush();
  return out;
}

/** The number words of a text as rewrites to their digits (sorted, apart). */
export function numberWordRewrites(text: string): Rewrite[] {
  const rewrites: Rewrite[] = [];
  let phrase: Found[] = [];
  const close = () => {
    const standalone = phrase.length === 1 && phrase[0]?.word.onlyBeside;
    if (phrase.length > 0 && !standalone) rewrites.push(...numbersOf(phrase));
    phrase = [];
  };
  for (const match of text.matchAll(WORD)) {
    const word = WORDS[fold(match[0])];
    const start = match.index;
    const previous = phrase.at(-1);
    if (!word) {
      close();
      continue;
    }
    if (previous && !BETWEEN.test(text.slice(previous.end, start))) close();
    phrase.push({ start, end: start + match[0].length, word });
  }
  close();
  return rewrites;
}
