import { z } from 'zod';
import { ACCOUNT_TYPE, LOGGED_IN_TOKEN_MIN_LENGTH, OTP_LENGTH } from './constants.ts';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{7,15}$/;

export type IdentifierKind = 'email' | 'phone';

/** E-mail (lower-cased) or phone (digits, optional leading +, separators dropped); null when neither. */
export function normalizeIdentifier(raw: string): { kind: IdentifierKind; value: string } | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > IDENTIFIER_MAX_LENGTH) return null;
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL.test(email) ? { kind: 'email', value: email } : null;
  }
  const phone = trimmed.replace(/[\s\-().]/g, '');
  return PHONE.test(phone) ? { kind: 'phone', value: phone } : null;
}

/** Spec §5: digits only, exactly OTP_LENGTH. */
export function isOtpComplete(value: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(value);
}

/** Keeps the digits a user typed or pasted, at most OTP_LENGTH of them. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Spec §2/§9: a stored token longer than 10 characters counts as logged in (navbar icons, panel guard). */
export function isLoggedInToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length >= LOGGED_IN_TOKEN_MIN_LENGTH;
}

const identifier = z.string().max(IDENTIFIER_MAX_LENGTH);
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const otp = z.string().regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`));
const otpId = z.string().min(1).max(100);
const platform = z.literal('web').optional();
const accountType = z.union([z.literal(ACCOUNT_TYPE.ADMIN), z.literal(ACCOUNT_TYPE.CLIENT), z.literal(ACCOUNT_TYPE.MERCHANT)]);

/** POST /auth/v1/register: step 1 identifier; step 2 + otp_id + otp; step 3 + password. */
export const registerRequestSchema = z.strictObject({
  identifier,
  type: accountType,
  otp_id: otpId.optional(),
  otp: otp.optional(),
  password: password.optional(),
  platform,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A one-time, 60-second code that the target site exchanges for its own session. */
export const handoffSchema = z.string().min(16).max(200);

export const sessionAnswerSchema = z.object({
  token: z.string(),
  type: accountType,
  id: z.string(),
  handoff: handoffSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const registerAnswerSchema = z.union([
  z.object({ case: z.literal(REGISTER_CASE.CODE_SENT), otp_id: z.string(), resend_after: z.number() }),
  z.object({ case: z.literal(REGISTER_CASE.ENTER_PASSWORD), otp_id: z.string() }),
  sessionAnswerSchema.extend({ case: z.literal(REGISTER_CASE.LOGGED_IN) }),
]);
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

/** POST /auth/v1/login */
export const loginRequestSchema = z.strictObject({
  identifier,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  type: accountType.optional(),
  platform,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginAnswerSchema = sessionAnswerSchema;
export type LoginAnswer = SessionAnswer;

/** POST /auth/v1/resetAccountPassword: step 1 identifier; step 2 + otp_id + otp; step 3 + password. */
export const resetRequestSchema = z.strictObject({
  identifier,
  otp_id: otpId.optional(),
  otp: otp.optional(),
  password: password.optional(),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;
export const resetAnswerSchema = z.union([
  z.object({ result: z.literal(RESET_RESULT.ENTER_NEW_PASSWORD) }),
  sessionAnswerSchema.extend({ result: z.literal(RESET_RESULT.PASSWORD_RESETED) }),
  /** Any other value is the one-time-code id (spec §4). */
  z.object({ result: z.string(), resend_after: z.number() }),
]);
export type ResetAnswer = z.infer<typeof resetAnswerSchema>;

/** POST /auth/v1/exchangeHandoff */
export const exchangeHandoffRequestSchema = z.strictObject({ code: handoffSchema });
export const exchangeHandoffAnswerSchema = sessionAnswerSchema.omit({ handoff: true });
export type ExchangeHandoffAnswer = z.infer<typeof exchangeHandoffAnswerSchema>;

export const ACCOUNT_STATUS = { ACTIVE: 'ACTIVE', BLOCKED: 'BLOCKED' } as const;
export const MERCHANT_STATUS = { NOT_VERIFIED: 'NOT_VERIFIED', VERIFIED: 'VERIFIED' } as const;

/** Spec §3 seller/client profile as GET /auth/v1/getClientInfo answers it. */
export const clientInfoSchema = z.object({
  id: z.string(),
  type: accountType,
  email: z.string(),
  phoneNumber: z.string(),
  name: z.string(),
  lastname: z.string(),
  dob: z.string(),
  profileImage: z.string(),
  backgroundImage: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  socialMediaAccount: z.string(),
  balance: z.number(),
  items: z.array(z.string()),
  raitList: z.array(z.unknown()),
  stats: z.object({ followers: z.number(), views: z.number(), raitingAvarage: z.number() }),
  access: z.array(z.string()),
  premium: z.boolean(),
  status: z.string(),
  accountStatus: z.enum(['ACTIVE', 'BLOCKED']),
  isOnline: z.boolean(),
  orders: z.array(z.unknown()),
  settings: z.object({ notify: z.object({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() }) }),
  createdDate: z.string(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

const shortText = z.string().trim().max(120);
/** The profile fields an owner may change (e-mail is read-only). */
export const editableProfileSchema = z.strictObject({
  name: shortText,
  lastname: shortText,
  phoneNumber: z.union([z.literal(''), z.string().regex(PHONE)]),
  dob: z.union([z.literal(''), z.iso.date()]),
  profileImage: z.string().max(2048),
  backgroundImage: z.string().max(2048),
  companyName: shortText,
  companyEmail: z.union([z.literal(''), z.string().max(IDENTIFIER_MAX_LENGTH).regex(EMAIL)]),
  socialMediaAccount: z.string().trim().max(300),
  settings: z.strictObject({
    notify: z.strictObject({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() }),
  }),
});
export type EditableProfile = z.infer<typeof editableProfileSchema>;

/** POST /auth/v1/updateAccount: `editedValues` holds only what changed; `clientInfo` is the form's view of the profile. */
export const updateAccountRequestSchema = z.strictObject({
  clientInfo: z.record(z.string(), z.unknown()).optional(),
  editedValues: editableProfileSchema.partial(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

export const upgradeAnswerSchema = sessionAnswerSchema.extend({ type: z.literal(ACCOUNT_TYPE.MERCHANT) });
