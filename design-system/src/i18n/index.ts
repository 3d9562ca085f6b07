export { i18nBaseOptions } from './options.ts';
export { catalogues, createI18nResources, type TranslationCatalogue } from './resources.ts';
export { createBundledI18n } from './createI18n.ts';
export { flattenCatalogue, interpolationVariables } from './catalogueKeys.ts';
export { findCatalogueProblems, type CatalogueProblems } from './catalogueProblems.ts';
