import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_REVIEWS, type ItemReviews } from '@marketplace/contract';
import { itemLoader } from './item.data.ts';
import { SITE, argsWith, itemOf } from './loaderTestData.ts';

describe('itemLoader', () => {
  it('keeps the whole product for its page, photos addressed from the site root, and cards of the similar ones', async () => {
    const product = itemOf('7');
    const data = await itemLoader(
      argsWith(
        { itemById: async () => product, similarItems: async () => [itemOf('7'), itemOf('8'), itemOf('9', { coverImage: '' })] },
        '/item?id=7',
      ),
    );
    expect(data.item).toEqual({
      ...product,
      coverImage: product.coverImage.slice(SITE.length),
      media: ['/media/images/7.png'],
    });
    expect(data.similar.map((card) => card.id)).toEqual(['8']);
    expect(data.similar[0]).not.toHaveProperty('productInfo');
  });

  it("reads the page and stars filter of the product's reviews from the address, photos addressed from the site root", async () => {
    const asked: unknown[] = [];
    const photo = { id: 'p1', url: `${SITE}/media/images/p1.webp`, width: 10, height: 10 };
    const review = { ...EMPTY_ITEM_REVIEWS, reviews: [{ photos: [photo] }] } as unknown as ItemReviews;
    const read = (path: string) =>
      itemLoader(
        argsWith(
          {
            itemById: async () => itemOf('7'),
            itemReviews: async (itemId, query) => {
              asked.push({ itemId, ...query });
              return review;
            },
          },
          path,
        ),
      );
    const data = await read('/item?id=7&reviewPage=3&stars=4');
    expect(asked).toEqual([{ itemId: '7', page: 3, stars: 4 }]);
    expect(data.reviews.reviews[0]?.photos[0]?.url).toBe('/media/images/p1.webp');
    // Anything else is the first page of every review.
    await read('/item?id=7&reviewPage=-2&stars=9');
    expect(asked.at(-1)).toEqual({ itemId: '7', page: 1, stars: null });
  });
});
