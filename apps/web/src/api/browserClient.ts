import { STORAGE_KEYS } from '@marketplace/contract';
import { forgetEndedSession } from '../auth/sessionStore.ts';
import { apiBaseUrl } from '../config/apiBaseUrl.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import { createApiClient } from './client.ts';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * The client every browser-side call goes through: the configured API address, the stored token;
 * a 401 to that token signs the page out (its next request after a block, say, not the next load).
 * A module of its own, so code that only calls the API (the start-up session check, the cart
 * count) does not bring the catalogue reads of `browserApi` into the first load.
 */
export const browserClient = createApiClient({
  baseUrl: () => apiBaseUrl(readPublicConfig()),
  getToken: storedToken,
  onSessionEnded: forgetEndedSession,
});
