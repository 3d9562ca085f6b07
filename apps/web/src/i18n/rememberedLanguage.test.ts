import { describe, expect, it } from 'vitest';
import { rememberedLanguage } from './rememberedLanguage.ts';

describe('rememberedLanguage', () => {
  it('reads a supported language from the i18next cookie', () => {
    expect(rememberedLanguage('a=1; i18next=ru; b=2')).toBe('ru');
    expect(rememberedLanguage('i18next=tr')).toBe('tr');
  });

  it('is null on a first visit or for anything unsupported', () => {
    expect(rememberedLanguage('')).toBeNull();
    expect(rememberedLanguage('other=en')).toBeNull();
    expect(rememberedLanguage('i18next=de')).toBeNull();
    expect(rememberedLanguage('i18next=%E0%A4%A')).toBeNull();
    expect(rememberedLanguage('xi18next=en')).toBeNull();
  });
});
