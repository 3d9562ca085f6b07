/** The stable code an async callback's rejection carries (`{ code: 'INCORRECT_OTP' }`), or null. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && code.length > 0 ? code : null;
}

/**
 * Translation keys for a failed call, most specific first, for i18next's `t(keys)`:
 * `{scope}.{code}` (a screen's own wording), then `errors.{code}`, then the screen's fallback.
 */
export function errorMessageKeys(error: unknown, fallbackKey: string, scope?: string): string[] {
  const code = errorCodeOf(error);
  if (!code) return [fallbackKey];
  return [...(scope ? [`${scope}.${code}`] : []), `errors.${code}`, fallbackKey];
}

/**
 * The refused fields an error names (`{ fields: { 'editedValues.phoneNumber': '…' } }`): body
 * path → the server's text. Empty when it names none.
 */
export function errorFieldsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return {};
  const { fields } = error as { fields: unknown };
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The seconds a rejection says to wait before trying again (`{ retryAfter: 42 }`, from the
 * answer's `retry_after` or Retry-After), or null when it says none.
 */
export function retryAfterOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('retryAfter' in error)) return null;
  const { retryAfter } = error as { retryAfter: unknown };
  return typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null;
}
