import { describe, expect, it } from 'vitest';
import { DETAILED_CARD_DESCRIPTION_CHARS } from '@marketplace/contract';
import { toProductCardItem, toProductCardItems } from './productCardItem.ts';
import { sampleItem } from './sampleItems.ts';

const item = sampleItem({
  productInfo: '<p>Əl ilə toxunmuş <strong>yun xalça</strong>, Şəki naxışları ilə. Təbii boyalar, hər biri yeganədir.</p>',
  coverImage: 'https://shop.example.az/media/covers/0123456789abcdef0123456789abcdef.png',
});

describe('toProductCardItem', () => {
  it('keeps only what a card shows', () => {
    const card = toProductCardItem(item);
    expect(card).toEqual({
      id: item.id,
      productName: item.productName,
      description: '',
      coverImage: item.coverImage,
      productPrice: item.productPrice,
      salePrice: item.salePrice,
      discountType: item.discountType,
      discountValue: item.discountValue,
      companyName: item.clientInfo.companyName,
      verified: false,
      rating: item.rating,
      ratingCount: 0,
    });
  });

  it('cuts the description of a detailed card to plain text of 50 characters and an ellipsis', () => {
    const description = toProductCardItem(item, { withDescription: true })?.description ?? '';
    expect(description).toBe('Əl ilə toxunmuş yun xalça, Şəki naxışları ilə. Təb…');
    expect(Array.from(description.slice(0, -1))).toHaveLength(DETAILED_CARD_DESCRIPTION_CHARS);
  });

  it('leaves out an item whose cover address is 10 characters or shorter', () => {
    expect(toProductCardItem(sampleItem({ coverImage: '/c/1.jpg' }))).toBeNull();
    expect(toProductCardItem(sampleItem({ coverImage: '' }))).toBeNull();
  });

  it('judges the cover by its stored address, then addresses it as the page asks', () => {
    const shortened = toProductCardItem(sampleItem({ coverImage: 'https://a.az/x.png' }), { mediaAddress: () => '/x.png' });
    expect(shortened?.coverImage).toBe('/x.png');
  });
});

describe('toProductCardItems', () => {
  it('keeps the order and drops hidden items', () => {
    const cards = toProductCardItems([item, sampleItem({ id: 'hidden', coverImage: 'x' }), sampleItem({ id: 'last' })]);
    expect(cards.map((card) => card.id)).toEqual([item.id, 'last']);
  });
});
