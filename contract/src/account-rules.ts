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
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INCORRECT_OTP: 'INCORRECT_OTP',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_TOO_MANY_ATTEMPTS: 'OTP_TOO_MANY_ATTEMPTS',
  OTP_RESEND_TOO_SOON: 'OTP_RESEND_TOO_SOON',
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
export const PHONE_PATTERN = /^\+?[0-9]{7,15}$/;

export type IdentifierKind = 'email' | 'phone';

/** E-mail (lower-cased) or phone (digits, optional leading +, separators dropped); null when neither. */
export function normalizeIdentifier(raw: string): { kind: IdentifierKind; value: string } | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > IDENTIFIER_MAX_LENGTH) return null;
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { kind: 'email', value: email } : null;
  }
  const phone = trimmed.replace(/[\s\-().]/g, '');
  return PHONE_PATTERN.test(phone) ? { kind: 'phone', value: phone } : null;
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
export const MERCHANT_STATUS = { NOT_VERIFIED: 'NOT_VERIFIED', VERIFIED: 'VERIFIED' } as const;
