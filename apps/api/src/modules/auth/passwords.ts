import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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
