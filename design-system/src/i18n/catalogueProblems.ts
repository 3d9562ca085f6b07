import { flattenCatalogue, interpolationVariables } from './catalogueKeys.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural forms differ by language (ru has few/many), so keys are compared without them. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

export interface CatalogueProblems {
  /** "lng: key" for a key some other catalogue has. */
  missing: string[];
  /** "lng: key" for an empty or non-string value. */
  empty: string[];
  /** "lng: key_form" for a plural form the language needs. */
  missingPluralForms: string[];
  /** "lng: key" whose {{variables}} differ from the reference language. */
  variableMismatches: string[];
}

/** Compares catalogues by flattened key; `reference` is the language others are measured against. */
export function findCatalogueProblems(catalogues: Record<string, Record<string, unknown>>, reference: string): CatalogueProblems {
  const flat = Object.fromEntries(Object.entries(catalogues).map(([lng, tree]) => [lng, flattenCatalogue(tree)]));
  const languages = Object.keys(flat);
  const allBaseKeys = [...new Set(languages.flatMap((lng) => Object.keys(flat[lng] ?? {}).map(baseKey)))].sort();

  const variablesOf = (lng: string, key: string) =>
    [
      ...new Set(
        Object.entries(flat[lng] ?? {})
          .filter(([candidate]) => baseKey(candidate) === key)
          .flatMap(([, value]) => (typeof value === 'string' ? interpolationVariables(value) : [])),
      ),
    ]
      .sort()
      .join(',');

  const problems: CatalogueProblems = { missing: [], empty: [], missingPluralForms: [], variableMismatches: [] };
  for (const lng of languages) {
    const entries = flat[lng] ?? {};
    const ownBaseKeys = new Set(Object.keys(entries).map(baseKey));
    problems.missing.push(...allBaseKeys.filter((key) => !ownBaseKeys.has(key)).map((key) => `${lng}: ${key}`));
    problems.empty.push(
      ...Object.entries(entries)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => `${lng}: ${key}`),
    );
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const pluralBases = new Set(
      Object.keys(entries)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map(baseKey),
    );
    for (const base of pluralBases) {
      for (const category of categories) {
        if (!(`${base}_${category}` in entries)) problems.missingPluralForms.push(`${lng}: ${base}_${category}`);
      }
    }
    if (lng !== reference) {
      problems.variableMismatches.push(
        ...allBaseKeys
          .filter((key) => ownBaseKeys.has(key) && variablesOf(lng, key) !== variablesOf(reference, key))
          .map((key) => `${lng}: ${key}`),
      );
    }
  }
  return problems;
}
