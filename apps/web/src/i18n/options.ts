import type { InitOptions } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_RETRY_START_MS,
} from '@marketplace/contract';
import type { CatalogueBackendOptions } from './catalogueBackend.ts';

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

/** Browser options: spec §9 retries and parallel reads (i18next's own options; detection lives in its module). */
export function browserI18nOptions(lng?: string): InitOptions<CatalogueBackendOptions> {
  return {
    ...baseI18nOptions,
    ...(lng ? { lng } : {}),
    backend: { loadPath: TRANSLATION_LOAD_PATH },
    maxRetries: TRANSLATION_LOAD_RETRIES,
    retryTimeout: TRANSLATION_RETRY_START_MS,
    maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
  };
}
