import type { Language } from '@marketplace/contract';

/**
 * Each language in its own words: a reader finds their language whatever the page is
 * in, so these are the same in every catalogue and are not translated.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  az: 'Azərbaycanca',
  en: 'English',
  ru: 'Русский',
  tr: 'Türkçe',
};
