/** The cookie the language is cached in (the server reads it too). */
export const LANGUAGE_COOKIE = 'i18next';

/** A cookie's decoded value from a `document.cookie` string; null when absent or not decodable. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
