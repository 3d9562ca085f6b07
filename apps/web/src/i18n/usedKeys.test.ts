// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from '@marketplace/contract';
import { catalogues, flattenCatalogue } from '@marketplace/design-system';
import { catalogueHasKey, translationKeysIn } from './usedKeys.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED_FOLDERS = ['apps/web/src', 'design-system/src'];

/** Source files that ship (tests and stories are left out: they may name keys on purpose). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.includes('__screenshots__'))
    .map((path) => join(folder, path));
}

describe('translationKeysIn', () => {
  it('finds literal keys of t(), i18n.t() and i18nKey', () => {
    const source = `
      t('a.b'); t("c.d", { count }); i18n.t('e.f_g');
      <Trans i18nKey="h.i" />
      t(\`pages.\${page}.title\`); t('errors.' + code); format('x.y'); t('plain');
    `;
    expect(translationKeysIn(source)).toEqual(['a.b', 'c.d', 'e.f_g', 'h.i']);
  });
});

describe('catalogueHasKey', () => {
  it('accepts a key or any of its plural forms', () => {
    const flat = { 'a.b': 'x', 'c.count_one': 'one', 'c.count_other': 'many' };
    expect(catalogueHasKey(flat, 'a.b')).toBe(true);
    expect(catalogueHasKey(flat, 'c.count')).toBe(true);
    expect(catalogueHasKey(flat, 'a')).toBe(false);
    expect(catalogueHasKey(flat, 'c.missing')).toBe(false);
  });
});

describe('translation keys used in the code', () => {
  it('all exist in the az catalogue, so no raw key can ship', () => {
    const az = flattenCatalogue(catalogues[FALLBACK_LANGUAGE]);
    const missing: string[] = [];
    let scanned = 0;
    for (const folder of SCANNED_FOLDERS) {
      for (const file of sourceFiles(join(REPO_ROOT, folder))) {
        const keys = translationKeysIn(readFileSync(file, 'utf8'));
        scanned += keys.length;
        for (const key of keys) if (!catalogueHasKey(az, key)) missing.push(`${relative(REPO_ROOT, file)}: ${key}`);
      }
    }
    expect(scanned).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
