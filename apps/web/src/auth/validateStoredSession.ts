import { isLoggedInToken } from '@marketplace/contract';
import { isApiError } from '../api/ApiError.ts';
import type { AuthApi } from './authApi.ts';
import { clearSession, localStore, readSession } from './sessionStore.ts';

export type SessionCheck = 'none' | 'live' | 'ended' | 'unknown';

/**
 * Asks the server once whether the stored token is still a live session. A session ended
 * elsewhere (logout on the other host, block, password reset) answers 401: the stored keys
 * go, so the site shows the logged-out state. Other failures (offline) leave it alone.
 */
export async function validateStoredSession(
  api: Pick<AuthApi, 'getClientInfo'>,
  storage: Storage | null = localStore(),
): Promise<SessionCheck> {
  if (!isLoggedInToken(readSession(storage).token)) return 'none';
  try {
    await api.getClientInfo();
    return 'live';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSession(storage);
      return 'ended';
    }
    return 'unknown';
  }
}

let check: Promise<SessionCheck> | null = null;

/** The check for this page load: started by the first caller, shared by the rest. */
export function validateStoredSessionOnce(api: Pick<AuthApi, 'getClientInfo'>): Promise<SessionCheck> {
  check ??= validateStoredSession(api);
  return check;
}
