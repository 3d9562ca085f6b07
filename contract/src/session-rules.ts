import { LOGGED_IN_TOKEN_MIN_LENGTH } from './constants.ts';

// Apart from account-rules.ts: every page's first load checks the stored token, while the
// account codes and identifier rules are only needed by the sign-in dialogs.

/** Spec §2/§9: a stored token longer than 10 characters counts as logged in (navbar icons, panel guard). */
export function isLoggedInToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length >= LOGGED_IN_TOKEN_MIN_LENGTH;
}
