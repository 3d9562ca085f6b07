import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CACHES,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGES,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_RETRY_START_MS,
} from '@marketplace/contract';

export const TRANSLATION_NAMESPACE = 'translation';

/** Where the browser loads a catalogue; the server answers it from the design-system catalogues. */
export const TRANSLATION_LOAD_PATH = '/localization/{{lng}}/{{ns}}.json';

/** Options shared by the server (per-request instance) and the browser. */
export const baseI18nOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Without this a detected "en-GB" would be requested as its own catalogue.
  load: 'languageOnly',
  ns: [TRANSLATION_NAMESPACE],
  defaultNS: TRANSLATION_NAMESPACE,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

export const detectionOptions = {
  order: [...LANGUAGE_DETECTION_ORDER],
  caches: [...LANGUAGE_CACHES],
  // Catalogues exist per language only: "en-GB" is used, cached and set on <html> as "en".
  convertDetectedLanguage: (tag: string) => tag.split(/[-_]/)[0] ?? tag,
} satisfies DetectorOptions;

export const backendOptions = {
  loadPath: TRANSLATION_LOAD_PATH,
} satisfies HttpBackendOptions;

/** Browser options: spec §9 detection, caches, retries and parallel reads (i18next's own options). */
export function browserI18nOptions(lng?: string): InitOptions<HttpBackendOptions> {
  return {
    ...baseI18nOptions,
    ...(lng ? { lng } : {}),
    detection: detectionOptions,
    backend: backendOptions,
    maxRetries: TRANSLATION_LOAD_RETRIES,
    retryTimeout: TRANSLATION_RETRY_START_MS,
    maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
  };
}
