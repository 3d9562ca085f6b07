import { data, type LoaderFunctionArgs } from 'react-router';
import { SIMILAR_ITEMS_TOP, reviewQueryOf, type Item, type ItemReviews, type ItemVariations } from '@marketplace/contract';
import { toProductCardItems, type ProductCardItem } from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { cardOptionsFor, mediaAddressFor } from '../catalogue/cardOptions.ts';

export interface ItemPageData {
  item: Item;
  /** Cards of the similar items (spec §2: shown only when more than 2 come back). */
  similar: ProductCardItem[];
  /** One page of its reviews (`reviewPage`, `stars` in the address), with the summary. */
  reviews: ItemReviews;
  /** Its price and stock per option; null for a product without variations. */
  variations: ItemVariations | null;
}

/** Spec §2 `/item?name={slug}&id={id}`: the product and its similar items; 404 when there is no such product. */
export async function itemLoader({ request, context }: LoaderFunctionArgs): Promise<ItemPageData> {
  const params = new URL(request.url).searchParams;
  const id = params.get('id')?.trim() ?? '';
  if (id === '') throw data(null, { status: 404 });
  const api = apiFrom(context);
  const [item, similar, reviews, variations] = await Promise.all([
    api.itemById(id),
    api.similarItems(id, SIMILAR_ITEMS_TOP),
    api.itemReviews(id, reviewQueryOf(params)),
    api.itemVariations(id),
  ]);
  if (!item) throw data(null, { status: 404 });
  const mediaAddress = mediaAddressFor(context);
  const others = similar.filter((other) => other.id !== item.id);
  return {
    // The whole item (the page shows its choices and description), its photos addressed from the site.
    item: { ...item, coverImage: mediaAddress(item.coverImage), media: item.media.map(mediaAddress) },
    similar: toProductCardItems(others, cardOptionsFor(context)),
    variations,
    reviews: {
      ...reviews,
      reviews: reviews.reviews.map((review) => ({
        ...review,
        photos: review.photos.map((photo) => ({ ...photo, url: mediaAddress(photo.url) })),
      })),
    },
  };
}
