import { SLUG_FOLD_FROM, SLUG_FOLD_TO } from '@marketplace/contract';

/**
 * Spec §5: the fixed attribute names a seller is offered ("about 50 … such as colour, size,
 * model, material, brand"). Each is a translation key `productForm.attributeNames.{name}`.
 */
export const ATTRIBUTE_SUGGESTIONS = [
  'color',
  'size',
  'model',
  'material',
  'brand',
  'weight',
  'length',
  'width',
  'height',
  'depth',
  'diameter',
  'volume',
  'capacity',
  'pattern',
  'style',
  'shape',
  'finish',
  'fabric',
  'yarn',
  'wood',
  'metal',
  'stone',
  'technique',
  'origin',
  'region',
  'age',
  'gender',
  'season',
  'occasion',
  'theme',
  'scent',
  'flavour',
  'ingredients',
  'care',
  'language',
  'format',
  'frame',
  'setSize',
  'packaging',
  'engraving',
  'ringSize',
  'chainLength',
  'closure',
  'lining',
  'paper',
  'printType',
  'edition',
  'duration',
  'location',
  'warranty',
] as const;

/**
 * Text as compared when searching: case-insensitive (İ/ı and I/i included, which toLowerCase
 * alone gets wrong), Azerbaijani letters like their plain Latin twins (ə/e, ş/s, ç/c, ğ/g,
 * ö/o, ü/u) and accents dropped, so "reng" finds "Rəng".
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = SLUG_FOLD_FROM.indexOf(char);
    folded += at >= 0 ? SLUG_FOLD_TO[at] : char;
  }
  return folded
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains `query` as foldForSearch compares them (an empty query matches everything). */
export function matchesSearch(text: string, query: string): boolean {
  return foldForSearch(text).includes(foldForSearch(query));
}

export interface LabelledSuggestion<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * Spec §5: the suggestions for a typed attribute name — those containing the typed text,
 * without the names already chosen; names starting with the text come first, otherwise the
 * list keeps its order.
 */
export function suggestAttributes<Id extends string>(
  query: string,
  suggestions: readonly LabelledSuggestion<Id>[],
  chosenKeys: readonly string[],
): LabelledSuggestion<Id>[] {
  const chosen = new Set(chosenKeys.map(foldForSearch));
  const wanted = foldForSearch(query);
  const open = suggestions.filter((suggestion) => !chosen.has(foldForSearch(suggestion.label)));
  const matching = open.filter((suggestion) => foldForSearch(suggestion.label).includes(wanted));
  const starts = matching.filter((suggestion) => foldForSearch(suggestion.label).startsWith(wanted));
  return [...starts, ...matching.filter((suggestion) => !starts.includes(suggestion))];
}
