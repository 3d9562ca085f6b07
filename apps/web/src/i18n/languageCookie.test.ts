import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, readCookie } from './languageCookie.ts';

describe('readCookie', () => {
  it('reads the language cookie from a document.cookie string', () => {
    expect(readCookie('a=1; i18next=ru; b=2', LANGUAGE_COOKIE)).toBe('ru');
    expect(readCookie('i18next=tr', LANGUAGE_COOKIE)).toBe('tr');
  });

  it('is null when absent or not decodable', () => {
    expect(readCookie('', LANGUAGE_COOKIE)).toBeNull();
    expect(readCookie('other=en', LANGUAGE_COOKIE)).toBeNull();
    expect(readCookie('i18next=%E0%A4%A', LANGUAGE_COOKIE)).toBeNull();
    expect(readCookie('xi18next=en', LANGUAGE_COOKIE)).toBeNull();
  });
});
