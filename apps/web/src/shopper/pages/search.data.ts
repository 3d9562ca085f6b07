import type { LoaderFunctionArgs } from 'react-router';
import { FALLBACK_LANGUAGE, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type CategoryNode, type ShopperApi } from '@marketplace/contract';
import {
  parsePageNumber,
  toProductCardItems,
  type ProductCardItem,
  type ProductCardItemOptions,
} from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { cardOptionsFor } from '../catalogue/cardOptions.ts';

/** How many top categories a search that found nothing suggests. */
export const SEARCH_SUGGESTED_CATEGORIES = 6;

export type SuggestedCategory = Pick<CategoryNode, 'id' | 'urlPath' | 'titles'>;

export interface SearchPageData {
  /** The search words, trimmed; shorter than SEARCH_QUERY_MIN means nothing was searched. */
  query: string;
  page: number;
  items: ProductCardItem[];
  /** Matching products over all pages. */
  total: number;
  /** The search could not be read (spec §8: the page still shows, with a notice). */
  failed: boolean;
  /** Top categories, only when nothing was found. */
  suggestions: SuggestedCategory[];
}

/** `/search?q=&page=`: one page of results from the navbar's search box, rendered on the server. */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchPageData> {
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const page = parsePageNumber(params.get('page'));
  const api = apiFrom(context);
  if (query.length < SEARCH_QUERY_MIN) {
    return { query, page, items: [], total: 0, failed: false, suggestions: [] };
  }
  const found = await readSearch(api, query, page, cardOptionsFor(context, true));
  const suggestions = found.items.length === 0 ? await topCategories(api) : [];
  return { query, page, ...found, suggestions };
}

async function readSearch(api: ShopperApi, query: string, page: number, cards: ProductCardItemOptions) {
  try {
    const result = await api.search(query, page);
    return { items: toProductCardItems(result.items, cards), total: result.total ?? result.items.length, failed: false };
  } catch {
    return { items: [], total: 0, failed: true };
  }
}

/** The top-level categories with the most products; titles in every language, picked by the page. */
async function topCategories(api: ShopperApi): Promise<SuggestedCategory[]> {
  try {
    const tree = await api.categories(FALLBACK_LANGUAGE);
    return [...tree]
      .filter((category) => category.productCount > 0)
      .sort((a, b) => b.productCount - a.productCount)
      .slice(0, SEARCH_SUGGESTED_CATEGORIES)
      .map(({ id, urlPath, titles }) => ({ id, urlPath, titles }));
  } catch {
    return [];
  }
}
