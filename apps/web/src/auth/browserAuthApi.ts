import { apiBaseUrl } from '../config/apiBaseUrl.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import { createAuthApi } from './authApi.ts';
import { readSession } from './sessionStore.ts';

/** The account calls of the page: the page's own host (see apiBaseUrl), the stored token. */
export const browserAuthApi = createAuthApi({
  baseUrl: () => apiBaseUrl(readPublicConfig()),
  getToken: () => readSession().token,
});
