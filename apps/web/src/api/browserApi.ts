import { STORAGE_KEYS, type ShopperApi } from '@marketplace/contract';
import { apiBaseUrl } from '../config/apiBaseUrl.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import { isApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** The client every browser-side call goes through: the configured API address, the stored token. */
export const browserClient = createApiClient({
  baseUrl: () => apiBaseUrl(readPublicConfig()),
  getToken: storedToken,
});

/** ShopperApi over HTTP, for loaders running in the browser (client-side navigation). */
export const browserApi: ShopperApi = {
  async health() {
    try {
      await browserClient.get('/healthz');
      return { ok: true };
    } catch (error) {
      if (isApiError(error)) return { ok: false };
      throw error;
    }
  },
};
