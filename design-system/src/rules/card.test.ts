import { describe, expect, it } from 'vitest';
import { DETAILED_CARD_DESCRIPTION_CHARS } from '@marketplace/contract';
import { descriptionPreview, hasDiscount, isCardShowable, truncateTitle } from './card.ts';

describe('truncateTitle', () => {
  it('shows a title of up to 25 characters whole', () => {
    const twentyFive = 'Əl işi xalça Şəki naxışı1';
    expect(Array.from(twentyFive)).toHaveLength(25);
    expect(truncateTitle(twentyFive)).toBe(twentyFive);
    expect(truncateTitle('Kiçik vaza')).toBe('Kiçik vaza');
  });

  it('cuts a longer title to its first 24 characters and an ellipsis', () => {
    const twentySix = 'Əl işi xalça Şəki naxışı12';
    expect(truncateTitle(twentySix)).toBe('Əl işi xalça Şəki naxışı…');
    expect(truncateTitle('Qırmızı yun xalça, Qarabağ üslubunda toxunmuş')).toBe('Qırmızı yun xalça, Qarab…');
  });

  it('counts an emoji as one character and never splits it', () => {
    const title = `${'a'.repeat(23)}🎁🎁🎁`;
    expect(truncateTitle(title)).toBe(`${'a'.repeat(23)}🎁…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateTitle(`${'a'.repeat(23)} bcdef`)).toBe(`${'a'.repeat(23)}…`);
  });
});

describe('isCardShowable', () => {
  it('needs a cover address longer than 10 characters', () => {
    expect(isCardShowable({ coverImage: '/media/c/1.jpg' })).toBe(true);
    expect(isCardShowable({ coverImage: '12345678901' })).toBe(true);
    expect(isCardShowable({ coverImage: '1234567890' })).toBe(false);
    expect(isCardShowable({ coverImage: '' })).toBe(false);
    expect(isCardShowable({ coverImage: null })).toBe(false);
  });
});

describe('descriptionPreview', () => {
  it('keeps the first 50 characters of the plain text and marks the cut', () => {
    const html = `<p>${'ə'.repeat(40)}</p><p><strong>${'b'.repeat(40)}</strong></p>`;
    const preview = descriptionPreview(html, DETAILED_CARD_DESCRIPTION_CHARS);
    expect(preview).toBe(`${'ə'.repeat(40)} ${'b'.repeat(9)}…`);
    expect(Array.from(preview.slice(0, -1))).toHaveLength(50);
  });

  it('returns a short text whole, without markup', () => {
    expect(descriptionPreview('<p>Qısa &amp; gözəl</p>', 50)).toBe('Qısa & gözəl');
  });
});

describe('hasDiscount', () => {
  it('needs a known type and a positive value', () => {
    expect(hasDiscount('AMOUNT', 5)).toBe(true);
    expect(hasDiscount('PERCENTAGE', 10)).toBe(true);
    expect(hasDiscount('', 10)).toBe(false);
    expect(hasDiscount('AMOUNT', 0)).toBe(false);
  });
});
