import { AUTH_ERROR_CODES, HOME_COUNTRY_CODE, normalizeIdentifier } from './account-rules.ts';

// The password rule's codes and readings without its estimator (password-strength.ts, which is
// large): pages import these freely.

/**
 * Why a new password is refused (register, reset): one code per reason, so that every client can
 * say why as `errors.{code}`. WEAK_PASSWORD is the general one (easy to guess for another reason).
 */
export const WEAK_PASSWORD_CODES = {
  TOO_SHORT: AUTH_ERROR_CODES.PASSWORD_TOO_SHORT,
  TOO_COMMON: AUTH_ERROR_CODES.PASSWORD_TOO_COMMON,
  REPEATED: AUTH_ERROR_CODES.PASSWORD_REPEATED,
  SEQUENCE: AUTH_ERROR_CODES.PASSWORD_SEQUENCE,
  PERSONAL: AUTH_ERROR_CODES.PASSWORD_PERSONAL,
  NAME_OR_DATE: AUTH_ERROR_CODES.PASSWORD_NAME_OR_DATE,
  GUESSABLE: AUTH_ERROR_CODES.WEAK_PASSWORD,
} as const;
export type WeakPasswordCode = (typeof WEAK_PASSWORD_CODES)[keyof typeof WEAK_PASSWORD_CODES];

/**
 * The least zxcvbn score a new password needs: 3 is "safely unguessable" (at least 10^8 guesses),
 * the estimator's own advice; 0–2 are the guessable ones.
 */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** The meter's reading of a score: refused scores are weak, the least accepted one medium. */
export function passwordStrengthOf(score: number): PasswordStrength {
  if (score < PASSWORD_MIN_SCORE) return 'weak';
  return score === PASSWORD_MIN_SCORE ? 'medium' : 'strong';
}

/** Pieces shorter than this are left out of the personal words (they would match everywhere). */
const PERSONAL_WORD_MIN_LENGTH = 3;

/**
 * What a password must not be built on, from the account's identifier: the e-mail, its name part
 * and the name's pieces (`nar.atelye@…` → `nar`, `atelye`); for a phone its digits in the
 * international and national ways of writing them, and its last seven.
 */
export function personalPasswordWords(identifier: string): string[] {
  const normalized = normalizeIdentifier(identifier);
  const words = new Set<string>();
  if (normalized?.kind === 'phone') {
    const digits = normalized.value.slice(1);
    words.add(digits);
    if (digits.startsWith(HOME_COUNTRY_CODE)) words.add(`0${digits.slice(HOME_COUNTRY_CODE.length)}`);
    words.add(digits.slice(-7));
  } else {
    const email = normalized?.value ?? identifier.trim().toLowerCase();
    const name = email.split('@')[0] ?? '';
    words.add(email).add(name);
    for (const piece of name.split(/[^\p{L}\p{N}]+/u)) words.add(piece);
  }
  return [...words].filter((word) => word.length >= PERSONAL_WORD_MIN_LENGTH);
}
