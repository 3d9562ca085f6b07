import { describe, expect, it } from 'vitest';
import { formatManat, formatQepik } from './manat.ts';

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

describe('formatQepik', () => {
  it.each([
    [123456, 'az', '1 234,56 ₼'],
    [123456, 'en', '1,234.56 ₼'],
    [500, 'ru', '5,00 ₼'],
    [5, 'az', '0,05 ₼'],
    [0, 'tr', '0,00 ₼'],
    [100_000_000_07, 'tr', '100.000.000,07 ₼'],
    [-250, 'en', '−2.50 ₼'],
    [999, 'xx', '9,99 ₼'],
  ])('%d qəpik in %s is %s', (qepik, language, text) => {
    expect(formatQepik(qepik, language)).toBe(text);
  });

  it('prints the same as formatManat for the same amount', () => {
    for (const qepik of [1, 10, 99, 1001, 2_500_050]) expect(formatQepik(qepik, 'az')).toBe(formatManat(qepik / 100, 'az'));
  });
});
