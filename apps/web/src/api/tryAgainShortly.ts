import { data, isRouteErrorResponse } from 'react-router';
import { ERROR_CODES, type ShopperApi } from '@marketplace/contract';

/** Codes of a failure that clears by itself: the database or the server is unavailable for a moment. */
const TRY_AGAIN_CODES = new Set<string>([ERROR_CODES.DATABASE_UNAVAILABLE, ERROR_CODES.SERVER_BUSY]);

/**
 * A 503 of any kind: a route error with that status, the browser client's ApiError, or the error the
 * server's in-process API throws (`code` and `statusCode`).
 */
export function isTryAgainShortly(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 503;
  if (typeof error !== 'object' || error === null) return false;
  const { code, status, statusCode } = error as { code?: unknown; status?: unknown; statusCode?: unknown };
  return (typeof code === 'string' && TRY_AGAIN_CODES.has(code)) || status === 503 || statusCode === 503;
}

const wrapped = new WeakMap<ShopperApi, ShopperApi>();

/**
 * The API as loaders see it: a failure that clears by itself is thrown as a 503 route error, so the
 * server answers the page with 503 and the error page (after hydration too) says "try again shortly".
 */
export function withTryAgainShortly(api: ShopperApi): ShopperApi {
  let found = wrapped.get(api);
  if (!found) {
    const calls: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(api) as [string, (...args: unknown[]) => Promise<unknown>][]) {
      calls[name] = async (...args: unknown[]) => {
        try {
          return await call(...args);
        } catch (error) {
          if (isTryAgainShortly(error)) throw data({ code: ERROR_CODES.DATABASE_UNAVAILABLE }, { status: 503 });
          throw error;
        }
      };
    }
    found = calls as unknown as ShopperApi;
    wrapped.set(api, found);
  }
  return found;
}
