import type { LoaderFunctionArgs } from 'react-router';
import { HOME_BLOCK_LIMIT, HOME_BLOCK_TOPS, type CategoryNode, type ShopperApi } from '@marketplace/contract';
import {
  toProductCardItems,
  type ProductCardItem,
  type ProductCardItemOptions,
  type StoreCardStore,
} from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { mediaAddressFor } from '../catalogue/cardOptions.ts';
import { readPromotedCards, type PromotedCard } from '../catalogue/promotedCards.ts';
import { toStoreCardStore } from '../catalogue/storeCard.ts';

const [POPULAR_CATEGORIES, TRENDING_TOP, MOST_CHOSEN_TOP] = HOME_BLOCK_TOPS;
/** Spec §2 "stores strip (first N)". */
export const HOME_STORES = 10;

/** A list block of the home page; `failed` when it could not be read (spec §8: shown as a notice, not a blank). */
export interface HomeBlock<T> {
  items: T[];
  failed: boolean;
}

export type HomeCategory = Pick<CategoryNode, 'id' | 'urlPath' | 'titles' | 'productCount'>;

export interface HomePageData {
  /** Top-level categories, in their order (the category strip). */
  categories: HomeBlock<HomeCategory>;
  /** The top-level categories with the most products (spec: "popular categories block (top 4)"). */
  popularCategories: HomeCategory[];
  /** Spec: "block of top 25"; its first 8 are the "most popular 8". Cards only: hidden ones are left out. */
  trending: HomeBlock<ProductCardItem>;
  /** Spec: "block limited to 8": products of the most popular category. */
  categoryPicks: { category: HomeCategory; items: HomeBlock<ProductCardItem> } | null;
  /** Spec: the discover-more block (top 20), "most chosen gifts"; its first 12 are the "top selling 12". */
  mostChosen: HomeBlock<ProductCardItem>;
  /** Spec: "stores strip (first N)". */
  stores: HomeBlock<StoreCardStore>;
  /** The sellers' running promotions, marked "Ad" (none: no row). */
  promoted: PromotedCard[];
}

async function block<T, R>(read: () => Promise<T[]>, toItems: (values: T[]) => R[]): Promise<HomeBlock<R>> {
  try {
    return { items: toItems(await read()), failed: false };
  } catch {
    return { items: [], failed: true };
  }
}

function descendantIds(node: CategoryNode): number[] {
  return [node.id, ...node.subcategories.flatMap(descendantIds)];
}

/** Top-level categories with products, the fullest first. */
function byProductCount(tree: CategoryNode[]): CategoryNode[] {
  return tree.filter((node) => node.productCount > 0).sort((a, b) => b.productCount - a.productCount);
}

const toHomeCategory = ({ id, urlPath, titles, productCount }: CategoryNode): HomeCategory => ({
  id,
  urlPath,
  titles,
  productCount,
});

async function categoryPicks(
  api: ShopperApi,
  top: CategoryNode | undefined,
  cards: ProductCardItemOptions,
): Promise<HomePageData['categoryPicks']> {
  if (!top) return null;
  const items = await block(
    async () => (await api.itemsByCategory(descendantIds(top), { page_size: HOME_BLOCK_LIMIT })).items,
    (found) => toProductCardItems(found, cards),
  );
  return { category: toHomeCategory(top), items };
}

/** `/`: every home block, read in parallel (on the server straight from the services). */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomePageData> {
  const api = apiFrom(context);
  const mediaAddress = mediaAddressFor(context);
  const compact: ProductCardItemOptions = { mediaAddress };
  const detailed: ProductCardItemOptions = { mediaAddress, withDescription: true };
  // Titles come in every language (`titles`); the page picks the reader's.
  const treeRead = api.categories('az').then(
    (tree) => ({ tree, failed: false }),
    () => ({ tree: [] as CategoryNode[], failed: true }),
  );
  const picksRead = treeRead.then(({ tree }) => categoryPicks(api, byProductCount(tree)[0], compact));
  const [trending, mostChosen, stores, { tree, failed: categoriesFailed }, picks, promoted] = await Promise.all([
    block(
      () => api.topItems(TRENDING_TOP),
      (items) => toProductCardItems(items, compact),
    ),
    block(
      () => api.topSale(MOST_CHOSEN_TOP),
      (items) => toProductCardItems(items, detailed),
    ),
    block(
      async () => (await api.companies({ page_size: HOME_STORES })).items,
      (companies) => companies.map((store) => toStoreCardStore(store, mediaAddress)),
    ),
    treeRead,
    picksRead,
    readPromotedCards(api, compact),
  ]);
  return {
    categories: { items: tree.map(toHomeCategory), failed: categoriesFailed },
    popularCategories: byProductCount(tree).slice(0, POPULAR_CATEGORIES).map(toHomeCategory),
    trending,
    categoryPicks: picks,
    mostChosen,
    stores,
    promoted,
  };
}
