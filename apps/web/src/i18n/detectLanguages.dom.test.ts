import { describe, expect, it } from 'vitest';
import { detectLanguages, type LanguageHints } from './detectLanguages.ts';

const NO_HINTS: LanguageHints = {
  navigator: [],
  cookie: null,
  localStorage: null,
  sessionStorage: null,
  htmlTag: null,
  path: '/',
  subdomain: 'localhost',
};

const detect = (hints: Partial<LanguageHints>) => detectLanguages({ ...NO_HINTS, ...hints });

describe('detectLanguages', () => {
  it('finds nothing without hints', () => {
    expect(detect({})).toEqual([]);
  });

  it('ranks the sources in spec §9 order: navigator, cookie, localStorage, sessionStorage, htmlTag, path, subdomain', () => {
    expect(
      detect({
        subdomain: 'az.example.az',
        path: '/tr/item',
        htmlTag: 'ru',
        sessionStorage: 'en',
        localStorage: 'tr',
        cookie: 'ru',
        navigator: ['en-US'],
      }),
    ).toEqual(['en', 'ru', 'tr', 'az']);
    expect(detect({ subdomain: 'tr.example.az', path: '/ru', htmlTag: 'en', sessionStorage: 'az' })).toEqual([
      'az',
      'en',
      'ru',
      'tr',
    ]);
  });

  it('keeps every navigator language in the browser order', () => {
    expect(detect({ navigator: ['ru-RU', 'de', 'en-GB', 'ru'], cookie: 'az' })).toEqual(['ru', 'en', 'az']);
  });

  it('cuts tags to their language, whatever the case or separator', () => {
    expect(detect({ navigator: ['EN_us'] })).toEqual(['en']);
    expect(detect({ cookie: ' tr-TR ' })).toEqual(['tr']);
    expect(detect({ htmlTag: 'az-Latn-AZ' })).toEqual(['az']);
  });

  it('skips unsupported, empty and malformed values', () => {
    expect(detect({ navigator: ['de-DE', '', 'fr'], cookie: '<b>x</b>', localStorage: 'en"onmouseover', htmlTag: '' })).toEqual(
      [],
    );
  });

  it('reads only the first path segment and the first label of a multi-label host', () => {
    expect(detect({ path: '/item/en' })).toEqual([]);
    expect(detect({ path: '/en/item' })).toEqual(['en']);
    expect(detect({ subdomain: 'ru.localhost' })).toEqual(['ru']);
    expect(detect({ subdomain: 'merchant.localhost' })).toEqual([]);
    expect(detect({ subdomain: 'en' })).toEqual([]);
  });
});
