import { z } from 'zod';
import {
  EMAIL_PATTERN as EMAIL,
  IDENTIFIER_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  normalizePhone,
  REGISTER_CASE,
  RESET_RESULT,
} from './account-rules.ts';
import { ACCOUNT_TYPE, OTP_LENGTH } from './constants.ts';
import { LANGUAGES } from './i18n.ts';
import { mediaAddressSchema } from './media.ts';
import { textString } from './text.ts';

const identifier = textString().max(IDENTIFIER_MAX_LENGTH);
/** A new password: its length and strength are the password rule's (password-strength.ts), which says why it refuses. */
const password = z.string().max(PASSWORD_MAX_LENGTH);
const otp = z.string().regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`));
const otpId = textString().min(1).max(100);
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
export const handoffSchema = textString().min(16).max(200);
/**
 * The random value (at least 128 bits, base64url) that the page which asks for a handoff code keeps
 * in its own storage; the code is exchanged only together with it.
 */
export const handoffNonceSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);

export const sessionAnswerSchema = z.object({
  token: z.string(),
  type: accountType,
  id: z.string(),
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
/** @alias The spec names the login answer on its own; it is a session answer. */
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

/** POST /auth/v1/createHandoff (bearer): a code of the caller's login for the page that keeps `nonce`. */
export const createHandoffRequestSchema = z.strictObject({ nonce: handoffNonceSchema });
export const createHandoffAnswerSchema = z.object({ code: handoffSchema });
export type CreateHandoffAnswer = z.infer<typeof createHandoffAnswerSchema>;

/** POST /auth/v1/exchangeHandoff: the code and the nonce it was created for. */
export const exchangeHandoffRequestSchema = z.strictObject({ code: handoffSchema, nonce: handoffNonceSchema });
/** @alias The exchange answers a session like a login (it makes no further code). */
export const exchangeHandoffAnswerSchema = sessionAnswerSchema;
export type ExchangeHandoffAnswer = z.infer<typeof exchangeHandoffAnswerSchema>;

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
  /** A seller's store rejected by an admin: the reason they gave; '' otherwise. */
  reviewNote: z.string(),
  accountStatus: z.enum(['ACTIVE', 'BLOCKED']),
  isOnline: z.boolean(),
  orders: z.array(z.unknown()),
  settings: z.object({ notify: z.object({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() }) }),
  /** Ours: the language of the account's notifications and e-mails. */
  language: z.enum(LANGUAGES),
  createdDate: z.string(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

const shortText = textString().trim().max(120);
/** An optional phone number, stored in E.164 whatever separators the owner typed. */
const phoneNumberField = textString()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = normalizePhone(value);
    if (phone !== null) return phone;
    ctx.issues.push({ code: 'custom', message: 'Invalid phone number', input: value });
    return z.NEVER;
  });
/** The profile fields an owner may change (e-mail is read-only). */
export const editableProfileSchema = z.strictObject({
  name: shortText,
  lastname: shortText,
  phoneNumber: phoneNumberField,
  dob: z.union([z.literal(''), z.iso.date()]),
  profileImage: mediaAddressSchema,
  backgroundImage: mediaAddressSchema,
  companyName: shortText,
  companyEmail: z.union([z.literal(''), textString().max(IDENTIFIER_MAX_LENGTH).regex(EMAIL)]),
  socialMediaAccount: textString().trim().max(300),
  settings: z.strictObject({
    notify: z.strictObject({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() }),
  }),
});
export type EditableProfile = z.infer<typeof editableProfileSchema>;
/** What updateAccount may change: the profile's fields and the account's language. */
export const editableAccountSchema = editableProfileSchema.extend({ language: z.enum(LANGUAGES) });
export type EditableAccount = z.infer<typeof editableAccountSchema>;

/** POST /auth/v1/updateAccount: `editedValues` holds only what changed; `clientInfo` is the form's view of the profile. */
export const updateAccountRequestSchema = z.strictObject({
  clientInfo: z.record(z.string(), z.unknown()).optional(),
  editedValues: editableAccountSchema.partial(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

export const upgradeAnswerSchema = sessionAnswerSchema.extend({ type: z.literal(ACCOUNT_TYPE.MERCHANT) });
