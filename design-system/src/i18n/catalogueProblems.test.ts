import { describe, expect, it } from 'vitest';
import { findCatalogueProblems } from './catalogueProblems.ts';

const complete = {
  az: { a: { title: 'Başlıq', count_one: '{{count}} məhsul', count_other: '{{count}} məhsul' } },
  ru: {
    a: {
      title: 'Заголовок',
      count_one: '{{count}} товар',
      count_few: '{{count}} товара',
      count_many: '{{count}} товаров',
      count_other: '{{count}} товара',
    },
  },
};

describe('findCatalogueProblems', () => {
  it('finds nothing in complete catalogues whose plural forms differ by language', () => {
    expect(findCatalogueProblems(complete, 'az')).toEqual({
      missing: [],
      empty: [],
      missingPluralForms: [],
      variableMismatches: [],
    });
  });

  it('reports a nested key that only one catalogue has', () => {
    const result = findCatalogueProblems({ az: { a: { b: 'x', c: 'y' } }, en: { a: { b: 'x' } } }, 'az');
    expect(result.missing).toEqual(['en: a.c']);
  });

  it('reports empty and non-string values', () => {
    const result = findCatalogueProblems({ az: { a: ' ', b: 3 }, en: { a: 'A', b: 'B' } }, 'az');
    expect(result.empty).toEqual(['az: a', 'az: b']);
  });

  it('reports a plural form the language needs', () => {
    const ru = { a: { title: 'Заголовок', count_one: '{{count}} товар', count_other: '{{count}} товара' } };
    const result = findCatalogueProblems({ az: complete.az, ru }, 'az');
    expect(result.missingPluralForms).toEqual(['ru: a.count_few', 'ru: a.count_many']);
  });

  it('reports interpolation variables that differ from the reference language', () => {
    const result = findCatalogueProblems({ az: { s: '{{value}} / {{max}}' }, tr: { s: '{{value}} / 5' } }, 'az');
    expect(result.variableMismatches).toEqual(['tr: s']);
  });
});
