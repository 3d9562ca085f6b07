import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

describe('formatCount', () => {
  it('groups thousands with narrow no-break spaces', () => {
    expect(formatCount(10_000)).toBe('10\u202f000');
    expect(formatCount(1_234_567)).toBe('1\u202f234\u202f567');
  });

  it('leaves numbers under a thousand alone and never shows negatives or fractions', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(12.6)).toBe('13');
  });
});
