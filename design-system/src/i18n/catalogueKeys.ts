/** Flattens a nested catalogue to dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flattenCatalogue(catalogue: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flattenCatalogue(value as Record<string, unknown>, path));
    } else {
      flat[path] = value;
    }
  }
  return flat;
}

/** The `{{name}}` interpolation variables of one translation, sorted and unique. */
export function interpolationVariables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.-]+)(?:\s*,[^}]*)?\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}
