/** Suffixes i18next adds for plurals: with a `count` the key `x` reads `x_one`, `x_other`… */
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The literal translation keys a source file asks for: quoted dotted keys passed to `t(…)`,
 * `i18n.t(…)` or a `<Trans i18nKey=…>`. Keys built at run time (template literals, concatenation) are not literals
 * and are left out.
 */
export function translationKeysIn(source: string): string[] {
  const keys = new Set<string>();
  for (const match of source.matchAll(/\bt\(\s*(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1\s*[,)]/g)) keys.add(match[2] ?? '');
  for (const match of source.matchAll(/\bi18nKey=(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) keys.add(match[2] ?? '');
  keys.delete('');
  return [...keys].sort();
}

/** Whether a flattened catalogue answers `key` — directly or through its plural forms. */
export function catalogueHasKey(flat: Readonly<Record<string, unknown>>, key: string): boolean {
  if (typeof flat[key] === 'string') return true;
  return PLURAL_SUFFIXES.some((suffix) => typeof flat[`${key}_${suffix}`] === 'string');
}
