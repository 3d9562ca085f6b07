import { describe, expect, it } from 'vitest';
import { uuidPrefixRange } from './store.ts';

describe('uuidPrefixRange', () => {
  it('spans every id starting with the typed digits, dashes or not', () => {
    expect(uuidPrefixRange('7E2A9C41')).toEqual(['7e2a9c41-0000-0000-0000-000000000000', '7e2a9c41-ffff-ffff-ffff-ffffffffffff']);
    expect(uuidPrefixRange('7e2a9c41-0d3b')).toEqual([
      '7e2a9c41-0d3b-0000-0000-000000000000',
      '7e2a9c41-0d3b-ffff-ffff-ffffffffffff',
    ]);
    const whole = '7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10';
    expect(uuidPrefixRange(whole)).toEqual([whole, whole]);
  });

  it('is no range for text that cannot start an id', () => {
    expect(uuidPrefixRange('aygun')).toBeUndefined();
    expect(uuidPrefixRange('')).toBeUndefined();
    expect(uuidPrefixRange('0'.repeat(33))).toBeUndefined();
  });
});
