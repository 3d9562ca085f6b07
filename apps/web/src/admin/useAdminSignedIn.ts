import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { useSessionCheck } from '../auth/useSessionCheck.ts';
import { useStoredSession } from '../auth/useStoredSession.ts';

/** 'pending' while the stored admin session is being checked with the server. */
export function useAdminSignedIn(): boolean | 'pending' {
  const session = useStoredSession();
  const check = useSessionCheck();
  const stored = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.ADMIN;
  if (!stored) return false;
  return check === 'pending' ? 'pending' : true;
}
