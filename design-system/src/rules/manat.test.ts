import { describe, expect, it } from 'vitest';
import { formatManat } from './manat.ts';

describe('formatManat', () => {
  it.each([
    [1234.5, 'az', '1 234,50 ₼'],
    [1234.5, 'en', '1,234.50 ₼'],
    [1234567, 'tr', '1.234.567,00 ₼'],
    [0.1 + 0.2, 'ru', '0,30 ₼'],
    [5, 'xx', '5,00 ₼'],
  ])('%d in %s is %s', (amount, language, text) => {
    expect(formatManat(amount, language)).toBe(text);
  });
});
