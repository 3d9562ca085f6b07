import { describe, expect, it } from 'vitest';
import { preferredCoding } from './content-coding.ts';

describe('preferredCoding', () => {
  it('prefers br, then gzip, among the codings a client accepts', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
  });

  it('honours q=0 and sends plain bytes when nothing fits', () => {
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding('deflate')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });
});
