/** Codes the client itself reports when there is no server error body to carry. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, refused). */
  NETWORK: 'NETWORK_ERROR',
  /** A non-2xx answer without the `{ error: { code, message } }` body. */
  UNEXPECTED_RESPONSE: 'UNEXPECTED_RESPONSE',
} as const;

/** Any failed API call. `code` is the server's stable code (shown as `errors.{code}`) or a client code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Seconds to wait before asking again, when the answer says (`retry_after`, else Retry-After). */
    readonly retryAfter?: number,
    /** What else the refusal carries besides the standard keys (e.g. CHECKOUT_CHANGED's new quote). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
