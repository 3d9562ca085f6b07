import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marketplace/contract';
import { i18nBaseOptions } from './options.ts';
import { createI18nResources } from './resources.ts';

/**
 * A ready, synchronous i18next instance with every catalogue bundled.
 * For Storybook and tests; the web app builds its own with the HTTP backend.
 */
export function createBundledI18n(lng: Language = i18nBaseOptions.fallbackLng): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nBaseOptions,
    lng,
    resources: createI18nResources(),
    initAsync: false,
  });
  return instance;
}
