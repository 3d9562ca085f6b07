import { isLanguage, type Language } from '@marketplace/contract';

/** The cookie i18next-browser-languagedetector caches the language in (the server reads it too). */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The language a previous visit cached — a choice from the language switcher, or an earlier
 * detection — or null on a first visit. Read it before i18next starts: starting writes the
 * page's language into the same cookie.
 */
export function rememberedLanguage(cookieHeader: string): Language | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
    return isLanguage(decoded) ? decoded : null;
  }
  return null;
}
