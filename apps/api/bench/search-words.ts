import { searchCacheKey } from '../src/modules/search/store-ranks.ts';
import { LEAF_KINDS, randomOf } from '../src/modules/seed/demo-products.ts';
import { DEMO_STORES } from '../src/modules/seed/demo-stores.ts';

/**
 * Queries a shopper could type into the search box of the demo catalogue: its product and store
 * words, their beginnings (typing in progress) and each longer word with one letter dropped (a typo,
 * which takes the typo-tolerant path). Distinct after the search's own folding and in a fixed
 * shuffled order, so that a run cycling through more of them than the ranking cache holds never
 * hits it: every request ranks anew.
 */
export function searchQueries(): string[] {
  const words = new Set<string>();
  const texts = [...Object.values(LEAF_KINDS).flatMap((kind) => kind.nouns), ...DEMO_STORES.map((store) => store.companyName)];
  for (const text of texts) {
    for (const word of text.toLocaleLowerCase('az').split(/[^\p{L}]+/u)) if (word.length >= 3) words.add(word);
  }
  const queries = new Map<string, string>();
  const add = (query: string) => queries.set(searchCacheKey(query), query);
  for (const word of words) {
    add(word);
    for (let length = 4; length < word.length; length += 1) add(word.slice(0, length));
    if (word.length >= 6) add(word.slice(0, 2) + word.slice(3));
  }
  const random = randomOf(20_24);
  const list = [...queries.values()];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}
