import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { personalPasswordWords, WEAK_PASSWORD_CODES as WHY, type WeakPasswordCode } from '@marketplace/contract';
import { assessPassword } from '@marketplace/contract/password-strength';
import { HttpError } from '../../http/errors.ts';

/** Injectable so that tests can observe the work done (e.g. the dummy verification). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** @node-rs/argon2 defaults to argon2id (m=19456, t=2, p=1). */
export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (passwordHash, password) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

/**
 * Checks a password against an account's hash, or against a throw-away hash when there is
 * no account, so that an unknown identifier costs the same work as a wrong password.
 */
export function createPasswordChecker(hasher: PasswordHasher) {
  let dummyHash: Promise<string> | undefined;
  return async (passwordHash: string | undefined, password: string): Promise<boolean> => {
    if (passwordHash !== undefined) return hasher.verify(passwordHash, password);
    dummyHash ??= hasher.hash(randomBytes(24).toString('base64url'));
    await hasher.verify(await dummyHash, password);
    return false;
  };
}

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

/**
 * A new password (register, reset) must pass the password rule (assessPassword, shared with the
 * auth popup): otherwise a 400 whose code says why, on the `password` field.
 */
export function assertStrongPassword(password: string, identifier: string): void {
  const { refusal } = assessPassword(password, personalPasswordWords(identifier));
  if (refusal === null) return;
  const message = WEAK_PASSWORD_MESSAGES[refusal];
  throw new HttpError(400, refusal, message, { fields: { password: message } });
}
