import { describe, expect, it } from 'vitest';
import { onboardingOf } from './onboarding.ts';

const complete = { companyName: 'Xalça Evi', phoneNumber: '+994501234567', profileImage: 'https://cdn.example/p.jpg' };

describe('onboardingOf', () => {
  it('marks nothing done for a brand-new store', () => {
    expect(onboardingOf({ companyName: '', phoneNumber: '', profileImage: '' }, { products: 0, productsWithPhotos: 0 })).toEqual({
      storeNamed: false,
      profileComplete: false,
      firstProduct: false,
      firstPhoto: false,
    });
  });

  it('needs the store name, phone and profile picture, blanks not counting', () => {
    expect(onboardingOf({ ...complete, phoneNumber: '  ' }, { products: 1, productsWithPhotos: 0 }).profileComplete).toBe(false);
    expect(onboardingOf({ ...complete, profileImage: '' }, { products: 1, productsWithPhotos: 0 }).profileComplete).toBe(false);
    expect(onboardingOf(complete, { products: 1, productsWithPhotos: 0 }).profileComplete).toBe(true);
  });

  it('asks for the store name first, a blank name not counting', () => {
    expect(onboardingOf({ ...complete, companyName: '  ' }, { products: 1, productsWithPhotos: 1 }).storeNamed).toBe(false);
    expect(onboardingOf({ ...complete, phoneNumber: '' }, { products: 0, productsWithPhotos: 0 }).storeNamed).toBe(true);
  });

  it('counts a first product and a first photo separately', () => {
    expect(onboardingOf(complete, { products: 2, productsWithPhotos: 0 })).toEqual({
      storeNamed: true,
      profileComplete: true,
      firstProduct: true,
      firstPhoto: false,
    });
    expect(onboardingOf(complete, { products: 2, productsWithPhotos: 1 })).toEqual({
      storeNamed: true,
      profileComplete: true,
      firstProduct: true,
      firstPhoto: true,
    });
  });
});
