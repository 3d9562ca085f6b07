import { describe, expect, it } from 'vitest';
import { companySlug } from '@marketplace/contract';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('folds Azerbaijani letters into plain Latin', () => {
    expect(slugify('Şəki xalçası — Qırmızı')).toBe('seki-xalcasi-qirmizi');
    expect(slugify('İpək Ğönçə Ülkər')).toBe('ipek-goncе-ulker'.replace('е', 'e'));
    expect(slugify('  Çay dəsti (6 nəfərlik)! ')).toBe('cay-desti-6-neferlik');
  });

  it('agrees with the store address the server looks up', () => {
    for (const name of ['Xalça Evi Şəki', 'İlkin Ağac Ustası', 'Gülnarə & Co', 'ÖZ ƏL İŞİ']) {
      expect(slugify(name)).toBe(companySlug(name));
    }
  });

  it('gives an empty slug when nothing readable is left', () => {
    expect(slugify('—!?')).toBe('');
  });
});
