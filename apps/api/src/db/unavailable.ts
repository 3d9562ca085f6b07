/**
 * Whether an error means the database could not be reached, as opposed to a query it refused: the
 * caller can do nothing but try again shortly, so it is a 503 with Retry-After, never a 500.
 */

/** Network failures of the socket to the database (Node's errno codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve: too many connections (53300), shutting down or restarting
 * (57P01–57P03). Class 08 (connection exception) is checked as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03']);

/** node-postgres and pg-pool report these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function isUnavailableLink(error: Error): boolean {
  const code: unknown = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Walks the cause chain (drizzle wraps driver errors in DrizzleQueryError) and AggregateErrors (a refused dual-stack connect). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isUnavailableLink(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
