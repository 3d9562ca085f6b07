import { z } from 'zod';
import {
  isOtpComplete,
  normalizeIdentifier,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type WeakPasswordCode,
} from '@marketplace/contract';
import type { AuthMode } from './authFlow.ts';

// Messages are translation keys; the steps translate them (with min/max for the length rules).
const INPUTS_MISMATCH = 'errors.inputs_mismatch';

/** Spec §5: an identifier is required (else "inputs mismatch") and must be an e-mail or a phone number. */
export const identifierSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, { error: INPUTS_MISMATCH, abort: true })
    .refine((value) => normalizeIdentifier(value) !== null, { error: 'errors.INVALID_IDENTIFIER' }),
});
export type IdentifierValues = z.infer<typeof identifierSchema>;

/** Spec §5: the action button stays disabled until the code is complete; this guards Enter. */
export const codeSchema = z.object({ otp: z.string().refine(isOtpComplete) });
export type CodeValues = z.infer<typeof codeSchema>;

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** Login needs any password (else "inputs mismatch"); the server decides whether it is right. */
const loginPasswordSchema = z.object({
  password: z.string().min(1, { error: INPUTS_MISMATCH }),
  confirm: z.string(),
});

/** Why the password rule refuses a password (its `errors.{code}`), or null; absent until the rule has loaded. */
export type PasswordRefusal = (password: string) => WeakPasswordCode | null;

/** A new password: required, long enough, and not refused by the password rule (the server's own). */
const newPassword = (refusalOf: PasswordRefusal | undefined) =>
  z
    .string()
    .min(1, { error: 'auth.validation.passwordRequired', abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'auth.validation.passwordTooShort', abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: 'auth.validation.passwordTooLong', abort: true })
    .superRefine((password, context) => {
      const refusal = refusalOf?.(password);
      if (refusal) context.addIssue({ code: 'custom', message: `errors.${refusal}` });
    });

/** Register asks for the password twice (spec §2); a mismatch is reported on the repeat. */
const registerPasswordSchema = (refusalOf: PasswordRefusal | undefined) =>
  z.object({ password: newPassword(refusalOf), confirm: z.string() }).refine((values) => values.password === values.confirm, {
    error: 'auth.validation.passwordMismatch',
    path: ['confirm'],
  });

export function passwordSchemaFor(mode: AuthMode, refusalOf?: PasswordRefusal) {
  if (mode === 'login') return loginPasswordSchema;
  if (mode === 'register') return registerPasswordSchema(refusalOf);
  return z.object({ password: newPassword(refusalOf), confirm: z.string() });
}
