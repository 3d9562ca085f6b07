import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@marketplace/contract';
import { DEMO_CATEGORIES, type DemoCategory } from './demo-categories.ts';

function everyCategory(tree: readonly DemoCategory[]): DemoCategory[] {
  return tree.flatMap((category) => [category, ...everyCategory(category.children ?? [])]);
}

describe('demo categories', () => {
  it('has a title in every interface language for every category', () => {
    const missing = everyCategory(DEMO_CATEGORIES).flatMap((category) =>
      LANGUAGES.filter((lng) => !category.titles[lng]?.trim()).map((lng) => `${category.urlPath}: ${lng}`),
    );
    expect(missing).toEqual([]);
  });

  it('writes the Russian titles in Cyrillic and the Turkish ones in Latin letters', () => {
    for (const { urlPath, titles } of everyCategory(DEMO_CATEGORIES)) {
      expect(titles.ru, urlPath).toMatch(/^[\p{Script=Cyrillic}\s,.-]+$/u);
      expect(titles.tr, urlPath).toMatch(/^[\p{Script=Latin}\s,.-]+$/u);
    }
  });
});
