import {
  zxcvbn,
  zxcvbnOptions,
  type DictionaryMatch,
  type MatchExtended,
  type RegexMatch,
  type Score,
  type ZxcvbnResult,
} from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from './account-rules.ts';
import {
  PASSWORD_MIN_SCORE,
  passwordStrengthOf,
  WEAK_PASSWORD_CODES,
  type PasswordStrength,
  type WeakPasswordCode,
} from './password-rules.ts';

// The password rule of register and reset, shared by the server (which enforces it) and the auth
// popup (which shows it as the user types). Its dictionaries weigh about a megabyte, so it is not
// part of the contract's index: the server imports it, the popup loads it when its password step opens.

/**
 * Words people here build passwords on that the common and English lists miss: the word
 * "password" and greetings in the site's languages, the country and its cities.
 */
const LOCAL_WORDS = [
  'parol',
  'parola',
  'sifre',
  'şifre',
  'şifrə',
  'пароль',
  'salam',
  'merhaba',
  'privet',
  'привет',
  'azerbaijan',
  'azerbaycan',
  'azərbaycan',
  'baku',
  'baki',
  'bakı',
  'gence',
  'gəncə',
  'sumqayit',
  'sumqayıt',
  'qarabag',
  'qarabağ',
  'karabakh',
  'turkiye',
  'türkiye',
  'istanbul',
  'ankara',
  'moskva',
  'marketplace',
];
const LOCAL_DICTIONARY = 'marketplace';

/** How much of a password is assessed (see configure). */
const ASSESSED_LENGTH = 64;

let configured = false;
function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary, [LOCAL_DICTIONARY]: LOCAL_WORDS },
    // The estimator's work grows steeply with the length and the look-alike characters
    // (`p@55p@55…` took seconds at 128 characters): it tries fewer look-alike swaps, and
    // assessPassword gives it the first ASSESSED_LENGTH characters only.
    l33tMaxSubstitutions: 4,
  });
  configured = true;
}

export interface PasswordAssessment {
  /** zxcvbn's 0–4. */
  score: Score;
  strength: PasswordStrength;
  /** Why the password is refused; null when it may be set. */
  refusal: WeakPasswordCode | null;
}

const isDictionary = (match: MatchExtended): match is DictionaryMatch => match.pattern === 'dictionary';
const inDictionary =
  (...names: string[]) =>
  (match: MatchExtended) =>
    isDictionary(match) && names.includes(match.dictionaryName);
const isRecentYear = (match: MatchExtended) => match.pattern === 'regex' && (match as RegexMatch).regexName === 'recentYear';

/**
 * Why a guessable password is guessable, from the parts zxcvbn found in it: the most telling
 * part first (the account's own words, a common password, repeats, runs, names and dates); a
 * password with no such part is only short.
 */
function refusalOf(matches: readonly MatchExtended[]): WeakPasswordCode {
  const has = (test: (match: MatchExtended) => boolean) => matches.some(test);
  if (has(inDictionary('userInputs'))) return WEAK_PASSWORD_CODES.PERSONAL;
  if (has(inDictionary('passwords', LOCAL_DICTIONARY))) return WEAK_PASSWORD_CODES.TOO_COMMON;
  if (has((match) => match.pattern === 'repeat')) return WEAK_PASSWORD_CODES.REPEATED;
  if (has((match) => match.pattern === 'sequence' || match.pattern === 'spatial')) return WEAK_PASSWORD_CODES.SEQUENCE;
  if (has((match) => match.pattern === 'date' || isRecentYear(match) || inDictionary('firstnames', 'lastnames')(match))) {
    return WEAK_PASSWORD_CODES.NAME_OR_DATE;
  }
  if (matches.every((match) => match.pattern === 'bruteforce' || match.pattern === 'separator'))
    return WEAK_PASSWORD_CODES.TOO_SHORT;
  return WEAK_PASSWORD_CODES.GUESSABLE;
}

/**
 * How hard `password` is to guess, and why it is refused if it is: shorter than
 * PASSWORD_MIN_LENGTH, or scored under PASSWORD_MIN_SCORE by zxcvbn with the common-password and
 * English dictionaries, the local words above and the account's `personalWords`
 * (personalPasswordWords of its identifier). Takes milliseconds, some tens on the longest; the
 * first call builds the dictionaries (a few hundred).
 */
export function assessPassword(password: string, personalWords: readonly string[] = []): PasswordAssessment {
  configure();
  const characters = [...password];
  // A password whose beginning is hard to guess is hard to guess (zxcvbn's own maxLength is not
  // applied by its synchronous call).
  const result: ZxcvbnResult = zxcvbn(characters.slice(0, ASSESSED_LENGTH).join(''), [...personalWords]);
  const tooShort = characters.length < PASSWORD_MIN_LENGTH;
  const score = tooShort ? (Math.min(result.score, 1) as Score) : result.score;
  const refusal = tooShort ? WEAK_PASSWORD_CODES.TOO_SHORT : score < PASSWORD_MIN_SCORE ? refusalOf(result.sequence) : null;
  return { score, strength: passwordStrengthOf(score), refusal };
}
