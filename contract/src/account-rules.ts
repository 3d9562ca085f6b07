import { OTP_LENGTH } from './constants.ts';

// Account rules and codes without schemas: pages import these without pulling in zod.

/** Spec §4 registration result cases. */
export const REGISTER_CASE = { LOGGED_IN: 0, ENTER_PASSWORD: 3, CODE_SENT: 4 } as const;

/** Spec §4 password reset results (verbatim, misspelling included). */
export const RESET_RESULT = {
  ENTER_NEW_PASSWORD: 'ENTER_NEW_PASSWORD',
  PASSWORD_RESETED: 'PASSWORD_RESETED',
  INCORRECT_OTP: 'INCORRECT_OTP',
} as const;

/** Stable codes of the account calls; the web app shows `errors.{code}`. */
export const AUTH_ERROR_CODES = {
  INPUTS_MISMATCH: 'INPUTS_MISMATCH',
  INVALID_IDENTIFIER: 'INVALID_IDENTIFIER',
  /** A new password is easy to guess; the PASSWORD_* codes say why (WEAK_PASSWORD_CODES). */
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_REPEATED: 'PASSWORD_REPEATED',
  PASSWORD_SEQUENCE: 'PASSWORD_SEQUENCE',
  PASSWORD_PERSONAL: 'PASSWORD_PERSONAL',
  PASSWORD_NAME_OR_DATE: 'PASSWORD_NAME_OR_DATE',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INCORRECT_OTP: 'INCORRECT_OTP',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_TOO_MANY_ATTEMPTS: 'OTP_TOO_MANY_ATTEMPTS',
  OTP_RESEND_TOO_SOON: 'OTP_RESEND_TOO_SOON',
  /** The identifier was sent its day's share of codes (429, `retry_after`). */
  OTP_DAILY_CODE_LIMIT: 'OTP_DAILY_CODE_LIMIT',
  /** The identifier's wrong codes reached the day's cap; even a right code waits (429, `retry_after`). */
  OTP_DAILY_TRY_LIMIT: 'OTP_DAILY_TRY_LIMIT',
  /** Too many wrong passwords for this identifier from this address or browser (429, `retry_after`). */
  LOGIN_LOCKED: 'LOGIN_LOCKED',
  /** Wrong passwords for this identifier: the next attempt must wait a little (429, `retry_after`). */
  LOGIN_DELAYED: 'LOGIN_DELAYED',
  IDENTIFIER_TAKEN: 'IDENTIFIER_TAKEN',
  /** A buyer e-mail signing up as a seller (spec: the account conflict screen). */
  ACCOUNT_IS_BUYER: 'ACCOUNT_IS_BUYER',
  /** A seller e-mail signing up as a buyer. */
  ACCOUNT_IS_SELLER: 'ACCOUNT_IS_SELLER',
  ACCOUNT_TYPE_NOT_ALLOWED: 'ACCOUNT_TYPE_NOT_ALLOWED',
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  ALREADY_SELLER: 'ALREADY_SELLER',
  HANDOFF_INVALID: 'HANDOFF_INVALID',
  FIELD_READ_ONLY: 'FIELD_READ_ONLY',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const IDENTIFIER_MAX_LENGTH = 254;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5 phone shape once separators are dropped: an optional plus and 7–15 digits. */
const PHONE_DIGITS = /^\+?[0-9]{7,15}$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9][0-9]{6,14}$/;
/** The marketplace's home country code, for numbers written the national way (050 123 45 67). */
export const HOME_COUNTRY_CODE = '994';

export type IdentifierKind = 'email' | 'phone';

/**
 * The one phone rule of every form and of the server: spaces, dashes, dots and brackets are allowed,
 * `00` stands for `+`, a national number (leading 0) is read as Azerbaijani; the result is E.164
 * (`+994 (50) 123-45-67` → `+994501234567`), or null when it is not a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  if (!PHONE_DIGITS.test(compact)) return null;
  let international = compact;
  if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) international = `+${HOME_COUNTRY_CODE}${compact.slice(1)}`;
  else if (!compact.startsWith('+')) international = `+${compact}`;
  return E164.test(international) ? international : null;
}

/** E-mail (lower-cased) or phone (E.164, see normalizePhone); null when neither. */
export function normalizeIdentifier(raw: string): { kind: IdentifierKind; value: string } | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > IDENTIFIER_MAX_LENGTH) return null;
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhone(trimmed);
  return phone === null ? null : { kind: 'phone', value: phone };
}

/** Spec §5: digits only, exactly OTP_LENGTH. */
export function isOtpComplete(value: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(value);
}

/** Keeps the digits a user typed or pasted, at most OTP_LENGTH of them. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const ACCOUNT_STATUS = { ACTIVE: 'ACTIVE', BLOCKED: 'BLOCKED' } as const;
/**
 * A seller's store review: NOT_VERIFIED while it awaits an admin's review (the spec's badge, shown to
 * the seller), VERIFIED once approved (buyers see a check mark), REJECTED with a reason (the store is
 * shown to no buyer; the seller reads the reason on the panel).
 */
export const MERCHANT_STATUS = { NOT_VERIFIED: 'NOT_VERIFIED', VERIFIED: 'VERIFIED', REJECTED: 'REJECTED' } as const;
export type MerchantStatus = (typeof MERCHANT_STATUS)[keyof typeof MERCHANT_STATUS];
