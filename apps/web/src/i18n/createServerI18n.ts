import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { RenderInput } from '@marketplace/contract';
import { baseI18nOptions, TRANSLATION_NAMESPACE } from './options.ts';

/** One instance per request: language and catalogues come from the request, never shared. */
export function createServerI18n(lng: RenderInput['lng'], catalogues: RenderInput['resources']): I18n {
  const resources: Resource = {};
  for (const [language, catalogue] of Object.entries(catalogues)) {
    if (catalogue) resources[language] = { [TRANSLATION_NAMESPACE]: catalogue };
  }
  const i18n = createInstance();
  void i18n.init({ ...baseI18nOptions, lng, resources, initAsync: false });
  return i18n;
}
