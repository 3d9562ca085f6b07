import { describe, expect, it } from 'vitest';
import {
  acceptLanguageTags,
  detectLanguage,
  detectLanguages,
  languageFromAcceptLanguage,
  NO_LANGUAGE_HINTS,
  type LanguageHints,
} from './language-detection.ts';

const NO_HINTS: LanguageHints = { ...NO_LANGUAGE_HINTS, subdomain: 'localhost' };

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

describe('detectLanguage', () => {
  const pick = (hints: Partial<LanguageHints>) => detectLanguage({ ...NO_HINTS, ...hints });

  it('puts the browser language before the cached cookie', () => {
    expect(pick({ navigator: ['ru-RU', 'ru'], cookie: 'tr' })).toBe('ru');
  });

  it('takes the cookie when the browser names no supported language', () => {
    expect(pick({ navigator: ['de-DE', 'fr'], cookie: 'tr' })).toBe('tr');
    expect(pick({ navigator: [], cookie: 'en' })).toBe('en');
  });

  it('falls back to az when nothing is found', () => {
    expect(pick({})).toBe('az');
    expect(pick({ navigator: ['de'], cookie: 'zz' })).toBe('az');
  });

  it('gives the server (Accept-Language as the navigator) and the browser the same answer', () => {
    const header = 'de-DE,de;q=0.9,ru;q=0.8,en;q=0.7';
    const server = pick({ navigator: acceptLanguageTags(header), cookie: 'tr', path: '/item', subdomain: 'shop.example.az' });
    const browser = pick({
      navigator: ['de-DE', 'de', 'ru', 'en'],
      cookie: 'tr',
      localStorage: 'tr',
      htmlTag: server,
      path: '/item',
      subdomain: 'shop.example.az',
    });
    expect(server).toBe('ru');
    expect(browser).toBe(server);
  });
});

describe('acceptLanguageTags', () => {
  it('lists the tags in quality order, ties as written, without q=0, * or empty parts', () => {
    expect(acceptLanguageTags('de;q=0.9,ru-RU;q=0.8,en;q=0.5,az')).toEqual(['az', 'de', 'ru-RU', 'en']);
    expect(acceptLanguageTags('en;q=0, ru , *;q=0.1,,tr;q=x')).toEqual(['ru']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('falls back to az without a header or a supported language', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('az');
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.8')).toBe('az');
  });
  it('honours quality order and region tags', () => {
    expect(languageFromAcceptLanguage('de;q=0.9,ru-RU;q=0.8,en;q=0.5')).toBe('ru');
    expect(languageFromAcceptLanguage('tr-TR')).toBe('tr');
    expect(languageFromAcceptLanguage('en;q=0.2,az;q=0.9')).toBe('az');
  });
  it('ignores languages refused with q=0', () => {
    expect(languageFromAcceptLanguage('en;q=0,ru')).toBe('ru');
  });
});
