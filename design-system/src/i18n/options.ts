import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@marketplace/contract';

/** The i18next options every consumer shares (Storybook, tests, the web app on both sides of SSR). */
export const i18nBaseOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // "az-AZ" resolves to "az"; with supportedLngs this also keeps path/subdomain detection from picking "merchant".
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  defaultNS: 'translation',
  ns: ['translation'],
  // React escapes on render; escaping here would double-escape.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;
