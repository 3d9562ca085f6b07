import { describe, expect, it } from 'vitest';
import { manatTextToQepik, qepikToManatText } from './manat.ts';

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
