import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './i18n.ts';

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
