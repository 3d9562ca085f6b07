import { describe, expect, it } from 'vitest';
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
});
