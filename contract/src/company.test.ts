import { describe, expect, it } from 'vitest';
import { companySlug, updateCompanyStatusRequestSchema } from './company.ts';

describe('companySlug', () => {
  it.each([
    ['Xalça Evi Şəki', 'xalca-evi-seki'],
    ['İPƏK YOLU', 'ipek-yolu'],
    ['ipək yolu', 'ipek-yolu'],
    ['Qızıl Əllər', 'qizil-eller'],
    ['Güllü & Ömür', 'gullu-omur'],
    ['  --Ağac__Sənət--  ', 'agac-senet'],
    ['Café Nüans 2024', 'cafe-nuans-2024'],
  ])('%j → %j', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
  });

  it('is idempotent', () => {
    expect(companySlug(companySlug('Şəki Kəlağayı'))).toBe('seki-kelagayi');
  });
});

describe('updateCompanyStatusRequestSchema', () => {
  it('takes only ACTIVE or INACTIVE', () => {
    expect(updateCompanyStatusRequestSchema.safeParse({ id: 'a', status: 'INACTIVE' }).success).toBe(true);
    expect(updateCompanyStatusRequestSchema.safeParse({ id: 'a', status: 'BLOCKED' }).success).toBe(false);
  });
});
