/** Every non-2xx answer of the API has this body. `code` is stable; the web app shows `errors.{code}`. */
export interface ApiErrorBody {
  /** `retry_after`: the seconds to wait before asking again, on a refusal that says so (also as Retry-After). */
  error: { code: string; message: string; fields?: Record<string, string>; retry_after?: number };
}

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The body holds a field the call does not know (spec §5: undefined fields rejected); `fields` names each. */
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  UNKNOWN_LANGUAGE: 'UNKNOWN_LANGUAGE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** See idempotency.ts. */
  IDEMPOTENCY_KEY_INVALID: 'IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The server is too loaded to take the request now (a 503 with Retry-After): try again shortly. */
  SERVER_BUSY: 'SERVER_BUSY',
  /** A state change that a page of another site made the browser send (Origin / Sec-Fetch-Site). */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
