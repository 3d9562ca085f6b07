import { describe, expect, it } from 'vitest';
import { rangeOf, rangeSearch } from './rangeParam.ts';

describe('the statistics range in the address', () => {
  it('reads an offered range and falls back to 30 days on anything else', () => {
    expect(rangeOf(new URLSearchParams('range=90'))).toBe(90);
    expect(rangeOf(new URLSearchParams('range=365'))).toBe(365);
    expect(rangeOf(new URLSearchParams('range=12'))).toBe(30);
    expect(rangeOf(new URLSearchParams(''))).toBe(30);
  });

  it('writes the default range as no query', () => {
    expect(rangeSearch(30)).toBe('');
    expect(rangeSearch(7)).toBe('?range=7');
  });
});
