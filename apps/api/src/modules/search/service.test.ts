import { describe, expect, it } from 'vitest';
import { walkNewestFirst } from './service.ts';

describe('walkNewestFirst', () => {
  const MILLION = 1_000_000;

  it('walks the newest items when the suggested words are common enough that the first 200 matches come soon', () => {
    // 32,000 uses in a million: about 6,000 rows walked against 32,000 read from the trigram index.
    expect(walkNewestFirst([{ word: 'miniatur', uses: 32_000 }], MILLION, 200)).toBe(true);
    expect(
      walkNewestFirst(
        [
          { word: 'sini', uses: 8_000 },
          { word: 'sirniyyat', uses: 8_000 },
        ],
        MILLION,
        200,
      ),
    ).toBe(true);
  });

  it('reads rare words from the trigram index', () => {
    // 1,000 uses: 200,000 rows walked against 1,000 read.
    expect(walkNewestFirst([{ word: 'keramika', uses: 1_000 }], MILLION, 200)).toBe(false);
    expect(walkNewestFirst([{ word: 'keramika', uses: 1_000 }], 4_000, 200)).toBe(true);
  });
});
