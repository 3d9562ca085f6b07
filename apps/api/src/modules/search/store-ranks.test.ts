import { describe, expect, it } from 'vitest';
import { searchCacheKey } from './store-ranks.ts';

describe('searchCacheKey', () => {
  it('is one key for spellings the catalogue folds alike: Azerbaijani letters and case', () => {
    expect(searchCacheKey('GÜMÜŞ Kulon')).toBe(searchCacheKey('gumus kulon'));
    expect(searchCacheKey('Xalça')).toBe(searchCacheKey('xalca'));
    expect(searchCacheKey('İLQAR')).toBe(searchCacheKey('ılqar'));
    expect(searchCacheKey('Şəki')).toBe('seki');
  });

  it('keeps apart what it does not fold itself', () => {
    expect(searchCacheKey('café')).not.toBe(searchCacheKey('cafe'));
    expect(searchCacheKey('йод')).not.toBe(searchCacheKey('иод'));
    expect(searchCacheKey('vaza ')).not.toBe(searchCacheKey('vaza'));
  });
});
