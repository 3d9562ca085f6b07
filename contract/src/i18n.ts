export const LANGUAGES = ['az', 'en', 'ru', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'az';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec §9: detection order and caches of the browser language detector. */
export const LANGUAGE_DETECTION_ORDER = [
  'navigator',
  'cookie',
  'localStorage',
  'sessionStorage',
  'htmlTag',
  'path',
  'subdomain',
] as const;
export const LANGUAGE_CACHES = ['localStorage', 'cookie'] as const;

/** Spec §9: translation loading retries up to 5 times from 350 ms doubling, at most 10 parallel reads. */
export const TRANSLATION_LOAD_RETRIES = 5;
export const TRANSLATION_RETRY_START_MS = 350;
export const TRANSLATION_MAX_PARALLEL_READS = 10;

export const localizationPath = (lng: string) => `/localization/${lng}/translation.json`;
