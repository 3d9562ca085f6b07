import { describe, expect, it } from 'vitest';
import { formatManat, formatQepik, manatTextToQepik, qepikToManatText } from './manat.ts';

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

describe('manatTextToQepik', () => {
  it.each([
    ['12,30', 1230],
    ['12.3', 1230],
    ['5', 500],
    ['0', 0],
    [' 1 000,05 ', 100_005],
    ['4.35', 435],
  ])('reads %s as %d qəpik', (text, qepik) => {
    expect(manatTextToQepik(text)).toBe(qepik);
  });

  it('refuses what is not an amount of manat', () => {
    for (const text of ['', '-5', '5,005', '1.2.3', 'abc', '5 ₼', ',50', '1e3']) expect(manatTextToQepik(text), text).toBeNull();
  });
});

describe('qepikToManatText', () => {
  it('writes the language’s decimal sign and reads back the same', () => {
    expect(qepikToManatText(1230, 'az')).toBe('12,30');
    expect(qepikToManatText(1230, 'en')).toBe('12.30');
    expect(qepikToManatText(5, 'ru')).toBe('0,05');
    for (const qepik of [0, 1, 99, 435, 100_005]) expect(manatTextToQepik(qepikToManatText(qepik, 'en'))).toBe(qepik);
  });
});
