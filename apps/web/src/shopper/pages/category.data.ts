import { data, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_LIST_PAGE, type CategoryNode } from '@marketplace/contract';
import { pageCountOf, parsePageNumber, toProductCardItems, type ProductCardItem } from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { cardOptionsFor } from '../catalogue/cardOptions.ts';
import { readPromotedCards, type PromotedCard } from '../catalogue/promotedCards.ts';
import { placeOfCategory, type CategoryPlace } from '../catalogue/categoryTree.ts';

export const CATEGORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CategoryPageData {
  /** null only when the categories could not be read (then `readFailed`). */
  place: CategoryPlace | null;
  items: ProductCardItem[];
  /** The first places: running promotions of the category's products, on its first page only. */
  promoted: PromotedCard[];
  page: number;
  pageCount: number;
  /** A read failed (spec §8): the page shows what it has and a quiet notice. */
  readFailed: boolean;
}

/** `/category?name={urlPath}&id={id}[&page=N]`: the category's products and its subcategories' (newest first). */
export async function categoryLoader({ request, context }: LoaderFunctionArgs): Promise<CategoryPageData> {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const api = apiFrom(context);

  let tree: CategoryNode[];
  try {
    // Titles come in every language (`titles`); the page picks the reader's.
    tree = await api.categories('az');
  } catch {
    return { place: null, items: [], promoted: [], page: 1, pageCount: 1, readFailed: true };
  }
  const place = placeOfCategory(tree, id);
  if (!place) {
    if (tree.length === 0) return { place: null, items: [], promoted: [], page: 1, pageCount: 1, readFailed: true };
    throw data(null, { status: 404 });
  }

  const pageCount = Math.min(MAX_LIST_PAGE, pageCountOf(place.category.productCount, CATEGORY_PAGE_SIZE));
  const page = Math.min(parsePageNumber(url.searchParams.get('page')), pageCount);
  try {
    const [list, promoted] = await Promise.all([
      api.itemsByCategory(place.ids, { page, page_size: CATEGORY_PAGE_SIZE }),
      page === 1 ? readPromotedCards(api, cardOptionsFor(context), id) : [],
    ]);
    return {
      place,
      items: toProductCardItems(list.items, cardOptionsFor(context)),
      promoted,
      page,
      pageCount,
      readFailed: false,
    };
  } catch {
    return { place, items: [], promoted: [], page, pageCount, readFailed: true };
  }
}
