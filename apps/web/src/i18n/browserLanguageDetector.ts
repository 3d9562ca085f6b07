import type { LanguageDetectorModule } from 'i18next';
import { detectLanguages, type LanguageHints } from '@marketplace/contract';
import { cacheLanguage, readLanguageCookie, readStoredLanguage } from './languageCaches.ts';

/** The page's language hints, read when a detection is asked for. */
export function browserLanguageHints(): LanguageHints {
  return {
    navigator: [...(navigator.languages ?? []), navigator.language].filter((tag): tag is string => Boolean(tag)),
    cookie: readLanguageCookie(),
    localStorage: readStoredLanguage(() => window.localStorage),
    sessionStorage: readStoredLanguage(() => window.sessionStorage),
    htmlTag: document.documentElement.getAttribute('lang'),
    path: window.location.pathname,
    subdomain: window.location.hostname,
  };
}

/** i18next's language detector for the browser: spec §9 detection order and caches. */
export const browserLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguages(browserLanguageHints()),
  cacheUserLanguage: cacheLanguage,
};
