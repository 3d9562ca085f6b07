import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@marketplace/contract';
import { catalogues } from './resources.ts';
import { flattenCatalogue } from './catalogueKeys.ts';
import { findCatalogueProblems } from './catalogueProblems.ts';

describe('the shipped translation catalogues', () => {
  const problems = findCatalogueProblems(catalogues, FALLBACK_LANGUAGE);

  it('exist for every language and are not empty', () => {
    for (const lng of LANGUAGES) expect(Object.keys(flattenCatalogue(catalogues[lng])).length).toBeGreaterThan(0);
  });

  it('each have every key another one has', () => {
    expect(problems.missing).toEqual([]);
  });

  it('have no empty values', () => {
    expect(problems.empty).toEqual([]);
  });

  it('have every plural form each language needs', () => {
    expect(problems.missingPluralForms).toEqual([]);
  });

  it('use the same interpolation variables in every language', () => {
    expect(problems.variableMismatches).toEqual([]);
  });
});
