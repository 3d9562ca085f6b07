import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError.ts';

/** Reads stay fresh this long: a page revisited within it shows its data at once without a request. */
const DEFAULT_STALE_TIME_MS = 30_000;
/** Failed reads are tried again this often (network and server errors only). */
const READ_RETRIES = 2;

/**
 * A 4xx answer says the request itself is refused (signed out, forbidden, not found, invalid):
 * asking again cannot help. Network failures and 5xx may pass, so they are retried.
 */
function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < READ_RETRIES;
}

/** The one QueryClient of a single-page site (created once per site, held by its App). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryRead },
      // A write is never repeated behind the user's back (it may have landed).
      mutations: { retry: false },
    },
  });
}
