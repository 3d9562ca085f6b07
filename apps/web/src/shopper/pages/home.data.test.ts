import { describe, expect, it } from 'vitest';
import { homeLoader } from './home.data.ts';
import { argsWith, itemOf } from './loaderTestData.ts';

describe('homeLoader', () => {
  it('gives the page cards, not items: hidden ones left out, media from the site root', async () => {
    const data = await homeLoader(
      argsWith({ topItems: async () => [itemOf('1'), itemOf('2', { coverImage: '/c/1.jpg' }), itemOf('3')] }),
    );
    expect(data.trending.items.map((card) => card.id)).toEqual(['1', '3']);
    expect(data.trending.items[0]).toEqual({
      id: '1',
      productName: 'Məhsul 1',
      description: '',
      coverImage: `/media/covers/${'1'.padStart(32, '0')}.png`,
      productPrice: 50,
      salePrice: 50,
      discountType: '',
      discountValue: 0,
      companyName: 'Xalça Evi',
      rating: 0,
      ratingCount: 0,
      verified: false,
    });
  });

  it('cuts the descriptions of the detailed block where its cards cut them', async () => {
    const data = await homeLoader(argsWith({ topSale: async () => [itemOf('1')] }));
    expect(data.mostChosen.items[0]?.description).toBe('Əl ilə toxunmuş yun xalça, Şəki naxışları ilə. Təb…');
    expect(JSON.stringify(data)).not.toContain('<p>');
  });

  it('keeps a failed block apart from the others', async () => {
    const data = await homeLoader(
      argsWith({
        topItems: async () => {
          throw new Error('database down');
        },
        topSale: async () => [itemOf('1')],
      }),
    );
    expect(data.trending).toEqual({ items: [], failed: true });
    expect(data.mostChosen.failed).toBe(false);
  });
});
