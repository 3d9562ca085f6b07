import { browserClient } from '../api/browserClient.ts';
import type { AuthApi } from './authApi.ts';
import { AUTH_PATHS } from './authPaths.ts';

/**
 * The start-up session check only needs the answer's status, so it skips the answer schemas
 * (and the schema library) that the full account calls bring.
 */
export const browserSessionProbe: Pick<AuthApi, 'getClientInfo'> = {
  getClientInfo: () => browserClient.get(AUTH_PATHS.clientInfo) as ReturnType<AuthApi['getClientInfo']>,
};
