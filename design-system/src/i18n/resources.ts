import type { Resource } from 'i18next';
import type { Language } from '@marketplace/contract';
import az from '../../locales/az/translation.json';
import en from '../../locales/en/translation.json';
import ru from '../../locales/ru/translation.json';
import tr from '../../locales/tr/translation.json';

export type TranslationCatalogue = Record<string, unknown>;

/** Every catalogue, bundled statically: for Storybook and tests (the app loads them over HTTP). */
export const catalogues: Record<Language, TranslationCatalogue> = { az, en, ru, tr };

export function createI18nResources(): Resource {
  return Object.fromEntries(Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }])) as Resource;
}
