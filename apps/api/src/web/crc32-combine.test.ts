import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Appending, crc32CombineWith } from './crc32-combine.ts';

describe('crc32CombineWith', () => {
  it('gives the CRC-32 of the concatenation, whatever the lengths', () => {
    const text = Buffer.from('Əl işi keramika vaza, ' .repeat(3000));
    for (const cut of [0, 1, 7, 24, 1000, 65_536, text.length - 1, text.length]) {
      const [a, b] = [text.subarray(0, cut), text.subarray(cut)];
      expect(crc32CombineWith(crc32(a), crc32(b), crc32Appending(b.length))).toBe(crc32(text));
    }
  });
});
