import { personalPasswordWords, WEAK_PASSWORD_CODES as WHY, type WeakPasswordCode } from '@marketplace/contract';
import type * as PasswordStrength from '@marketplace/contract/password-strength';
import { HttpError } from '../../http/errors.ts';
import { lazyModules } from '../../lazy-modules.ts';

/** What a refused new password answers (the web app shows `errors.{code}`, in the user's language). */
const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordCode, string> = {
  [WHY.TOO_SHORT]: 'The password is too short to be hard to guess: add a few more characters or another word.',
  [WHY.TOO_COMMON]: 'The password is, or is built on, one of the most used passwords.',
  [WHY.REPEATED]: 'The password repeats characters or a group of them (aaaa, abcabc).',
  [WHY.SEQUENCE]: 'The password is a run of letters, digits or keys (abcd, 1234, qwerty).',
  [WHY.PERSONAL]: 'The password is built on your e-mail address or phone number.',
  [WHY.NAME_OR_DATE]: 'The password is built on a name, a year or a date.',
  [WHY.GUESSABLE]: 'The password is easy to guess: add another word or a few more characters.',
};

type Estimator = typeof PasswordStrength;
let estimator: Estimator | undefined;
let loading: Promise<Estimator> | undefined;

/**
 * Loads the rule's estimator. Its dictionaries take about 9 MiB of memory once read, so a server
 * reads them with the first password set (or at start when ADMIN_PASSWORD is to be checked).
 */
export async function loadPasswordRule(): Promise<void> {
  estimator ??= await (loading ??= lazyModules.passwordStrength());
}

/** Why the password rule (assessPassword, shared with the auth popup) refuses `password`, or null. Needs loadPasswordRule() first. */
export function passwordRefusal(password: string, identifier = ''): { code: WeakPasswordCode; message: string } | null {
  if (!estimator) throw new Error('The password rule is not loaded: await loadPasswordRule() first.');
  const { refusal } = estimator.assessPassword(password, identifier ? personalPasswordWords(identifier) : []);
  return refusal === null ? null : { code: refusal, message: WEAK_PASSWORD_MESSAGES[refusal] };
}

/** A new password (register, reset) the rule refuses is a 400 whose code says why, on the `password` field. */
export async function assertStrongPassword(password: string, identifier: string): Promise<void> {
  await loadPasswordRule();
  const refusal = passwordRefusal(password, identifier);
  if (refusal) throw new HttpError(400, refusal.code, refusal.message, { fields: { password: refusal.message } });
}
