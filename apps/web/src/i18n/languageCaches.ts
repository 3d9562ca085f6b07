import { isLanguage, LANGUAGE_CACHES, type Language } from '@marketplace/contract';
import { LANGUAGE_COOKIE, readCookie } from './languageCookie.ts';

/** The storage key the language is cached under (the name i18next's own detector used, so earlier visits still count). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type CacheName = (typeof LANGUAGE_CACHES)[number];

/** Storage may be switched off or full; a language that cannot be cached is simply detected again. */
function tryStorage<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

export const readStoredLanguage = (storage: () => Storage): string | null =>
  tryStorage(() => storage().getItem(LANGUAGE_STORAGE_KEY));

export const readLanguageCookie = (): string | null => readCookie(document.cookie, LANGUAGE_COOKIE);

const WRITERS: Record<CacheName, (language: Language) => void> = {
  localStorage: (language) => tryStorage(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)),
  // A session cookie for the whole site, read by the server to render the next page in this language.
  cookie: (language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; SameSite=Strict`;
  },
};

/** Spec §9: the language in use is cached in localStorage and in the cookie. */
export function cacheLanguage(language: string): void {
  if (!isLanguage(language)) return;
  for (const cache of LANGUAGE_CACHES) WRITERS[cache](language);
}
