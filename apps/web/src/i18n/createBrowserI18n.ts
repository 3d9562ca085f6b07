import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguageDetector } from './browserLanguageDetector.ts';
import { CatalogueBackend } from './catalogueBackend.ts';
import { browserI18nOptions } from './options.ts';

/**
 * A browser i18next instance that loads catalogues over HTTP and detects the language.
 * Pass `lng` to start in a fixed language (the server-rendered one, so hydration matches);
 * without it the detector chooses. Resolves once the catalogues are loaded.
 */
export async function createBrowserI18n(lng?: string): Promise<I18n> {
  const i18n = createInstance();
  i18n.use(CatalogueBackend).use(browserLanguageDetector).use(initReactI18next);
  await i18n.init(browserI18nOptions(lng));
  return i18n;
}
