import { AUTH_ERROR_CODES, ERROR_CODES, RESET_RESULT } from '@marketplace/contract';
import { HttpError, type AnswerCode } from '../../http/errors.ts';

const C = AUTH_ERROR_CODES;

/** A 429 that says when to come back, in the body and in Retry-After. */
const tooMany = (code: AnswerCode, message: string, retryAfterSeconds: number) =>
  new HttpError(429, code, message, { details: { retry_after: retryAfterSeconds }, retryAfter: retryAfterSeconds });

/** The answers of the account calls that are not success; the web app shows `errors.{code}`. */
export const authErrors = {
  inputsMismatch: () => new HttpError(400, C.INPUTS_MISMATCH, 'The identifier and the password are required.'),
  invalidIdentifier: () => new HttpError(400, C.INVALID_IDENTIFIER, 'Enter an e-mail address or a phone number.'),
  invalidCredentials: () => new HttpError(401, C.INVALID_CREDENTIALS, 'The identifier or the password is wrong.'),
  incorrectOtp: () => new HttpError(400, C.INCORRECT_OTP, 'The code is not correct.'),
  /** Spec §4 reads the reset result at the top level of the answer. */
  incorrectResetOtp: () =>
    new HttpError(400, C.INCORRECT_OTP, 'The code is not correct.', { topLevel: { result: RESET_RESULT.INCORRECT_OTP } }),
  otpExpired: () => new HttpError(400, C.OTP_EXPIRED, 'The code has expired; ask for a new one.'),
  otpTooManyAttempts: () => new HttpError(400, C.OTP_TOO_MANY_ATTEMPTS, 'Too many wrong codes; ask for a new one.'),
  otpResendTooSoon: (retryAfterSeconds: number) =>
    new HttpError(429, C.OTP_RESEND_TOO_SOON, 'A code was sent a moment ago; wait before asking again.', {
      details: { retry_after: retryAfterSeconds },
      retryAfter: retryAfterSeconds,
    }),
  otpDailyCodeLimit: (retryAfterSeconds: number) =>
    tooMany(C.OTP_DAILY_CODE_LIMIT, 'This identifier was sent enough codes for today.', retryAfterSeconds),
  otpDailyTryLimit: (retryAfterSeconds: number) =>
    tooMany(C.OTP_DAILY_TRY_LIMIT, 'Too many wrong codes for this identifier today.', retryAfterSeconds),
  loginLocked: (retryAfterSeconds: number) =>
    tooMany(C.LOGIN_LOCKED, 'Too many wrong passwords from this address or browser; try again later.', retryAfterSeconds),
  loginDelayed: (retryAfterSeconds: number) =>
    tooMany(C.LOGIN_DELAYED, 'Wrong passwords were tried for this account; wait before the next attempt.', retryAfterSeconds),
  identifierTaken: () => new HttpError(409, C.IDENTIFIER_TAKEN, 'An account with this identifier exists.'),
  accountIsBuyer: () => new HttpError(409, C.ACCOUNT_IS_BUYER, 'This identifier belongs to a buyer account.'),
  accountIsSeller: () => new HttpError(409, C.ACCOUNT_IS_SELLER, 'This identifier belongs to a seller account.'),
  typeNotAllowed: () => new HttpError(403, C.ACCOUNT_TYPE_NOT_ALLOWED, 'This kind of account cannot do this here.'),
  accountBlocked: () => new HttpError(403, C.ACCOUNT_BLOCKED, 'This account is blocked.'),
  alreadySeller: () => new HttpError(409, C.ALREADY_SELLER, 'This account is already a seller.'),
  handoffInvalid: () => new HttpError(400, C.HANDOFF_INVALID, 'The sign-in link is used or expired.'),
  fieldReadOnly: (fields: string[]) =>
    new HttpError(400, C.FIELD_READ_ONLY, 'These fields cannot be changed.', {
      fields: Object.fromEntries(fields.map((field) => [field, 'read-only'])),
    }),
  unauthorized: () => new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'Sign in first.'),
  forbidden: () => new HttpError(403, ERROR_CODES.FORBIDDEN, 'This account may not do this.'),
  rateLimited: (retryAfterSeconds: number) =>
    new HttpError(429, ERROR_CODES.RATE_LIMITED, 'Too many attempts; try again later.', {
      details: { retry_after: retryAfterSeconds },
    }),
};
