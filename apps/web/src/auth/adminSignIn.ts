import { ACCOUNT_TYPE, AUTH_ERROR_CODES } from '@marketplace/contract';
import { AccountFlowError } from './AccountFlowError.ts';
import type { AuthApi } from './authApi.ts';
import { decideLoginOutcome } from './loginOutcome.ts';
import { saveSession } from './sessionStore.ts';

/**
 * The admin host's login: only an admin account (type 0) gets a session here. Any other
 * account is refused, and the session the login made is ended at once, not stored.
 */
export async function adminSignIn(
  api: Pick<AuthApi, 'login' | 'logoutAt'>,
  credentials: { identifier: string; password: string },
): Promise<void> {
  const answer = await api.login({ ...credentials, type: ACCOUNT_TYPE.ADMIN });
  if (decideLoginOutcome('admin', answer.type) !== 'signedIn') {
    await api.logoutAt('', answer.token).catch((error: unknown) => console.warn('[admin] logout failed', error));
    throw new AccountFlowError(AUTH_ERROR_CODES.ACCOUNT_TYPE_NOT_ALLOWED);
  }
  saveSession(answer);
}
