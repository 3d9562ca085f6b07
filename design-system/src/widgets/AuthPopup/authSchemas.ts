import { z } from 'zod';
import { isOtpComplete, normalizeIdentifier, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marketplace/contract';
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

const newPassword = z
  .string()
  .min(1, { error: 'auth.validation.passwordRequired', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth.validation.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.validation.passwordTooLong' });

const resetPasswordSchema = z.object({ password: newPassword, confirm: z.string() });

/** Register asks for the password twice (spec §2); a mismatch is reported on the repeat. */
const registerPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: 'auth.validation.passwordMismatch',
    path: ['confirm'],
  });

export function passwordSchemaFor(mode: AuthMode) {
  if (mode === 'login') return loginPasswordSchema;
  return mode === 'register' ? registerPasswordSchema : resetPasswordSchema;
}
