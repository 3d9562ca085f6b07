import type { ShopperApi } from '@marketplace/contract';
import { browserApi } from './browserApi.ts';
import { withTryAgainShortly } from './tryAgainShortly.ts';

/** What `render()` puts in React Router's request context on the server. */
export interface ShopperRequestContext {
  api: ShopperApi;
}

function hasApi(context: unknown): context is ShopperRequestContext {
  return typeof context === 'object' && context !== null && 'api' in context && context.api != null;
}

/**
 * The API a loader should use: the server's in-process services, or the fetch client in the browser;
 * a 503 of either becomes a 503 route error (tryAgainShortly.ts).
 */
export function apiFrom(context: unknown): ShopperApi {
  return withTryAgainShortly(hasApi(context) ? context.api : browserApi);
}
