import type { AuthApi } from './authApi.ts';
import { clearSession, readSession } from './sessionStore.ts';

/** Ends the admin's login on the server (a failure is only logged, as spec §8 says of logouts) and forgets it here. */
export async function adminSignOut(api: Pick<AuthApi, 'logoutAt'>): Promise<void> {
  await api.logoutAt('', readSession().token).catch((error: unknown) => console.warn('[admin] logout failed', error));
  clearSession();
}
