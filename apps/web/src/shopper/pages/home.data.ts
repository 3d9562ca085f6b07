import type { LoaderFunctionArgs } from 'react-router';
import {
  HOME_BLOCK_LIMIT,
  HOME_BLOCK_TOPS,
  type CategoryNode,
  type Item,
  type ShopperApi,
} from '@marketplace/contract';
import type { ProductCardItem, StoreCardStore } from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';

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
  /** Spec: "block of top 25"; its first 8 are the "most popular 8". */
  trending: HomeBlock<ProductCardItem>;
  /** Spec: "block limited to 8": products of the most popular category. */
  categoryPicks: { category: HomeCategory; items: HomeBlock<ProductCardItem> } | null;
  /** Spec: the discover-more block (top 20), "most chosen gifts"; its first 12 are the "top selling 12". */
  mostChosen: HomeBlock<ProductCardItem>;
  /** Spec: "stores strip (first N)". */
  stores: HomeBlock<StoreCardStore>;
}

/** Only what a card shows travels in the hydration data; the description only where a detailed card shows it. */
function toCardItem(item: Item | ProductCardItem, keepDescription = false): ProductCardItem {
  const { id, productName, productInfo, coverImage, productPrice, salePrice, discountType, discountValue, clientInfo } = item;
  return {
    id,
    productName,
    productInfo: keepDescription ? productInfo.slice(0, 600) : '',
    coverImage,
    productPrice,
    salePrice,
    discountType,
    discountValue,
    clientInfo: { ...clientInfo },
  };
}

async function block<T, R>(read: () => Promise<T[]>, map: (value: T) => R): Promise<HomeBlock<R>> {
  try {
    return { items: (await read()).map(map), failed: false };
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

const toHomeCategory = ({ id, urlPath, titles, productCount }: CategoryNode): HomeCategory => ({ id, urlPath, titles, productCount });

async function categoryPicks(api: ShopperApi, top: CategoryNode | undefined): Promise<HomePageData['categoryPicks']> {
  if (!top) return null;
  const items = await block(
    async () => (await api.itemsByCategory(descendantIds(top), { page_size: HOME_BLOCK_LIMIT })).items,
    (item: Item) => toCardItem(item),
  );
  return { category: toHomeCategory(top), items };
}

/** `/`: every home block, read in parallel (on the server straight from the services). */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomePageData> {
  const api = apiFrom(context);
  // Titles come in every language (`titles`); the page picks the reader's.
  const treeRead = api.categories('az').then(
    (tree) => ({ tree, failed: false }),
    () => ({ tree: [] as CategoryNode[], failed: true }),
  );
  const picksRead = treeRead.then(({ tree }) => categoryPicks(api, byProductCount(tree)[0]));
  const [trending, mostChosen, stores, { tree, failed: categoriesFailed }, picks] = await Promise.all([
    block(() => api.topItems(TRENDING_TOP), (item: Item) => toCardItem(item)),
    block(() => api.topSale(MOST_CHOSEN_TOP), (item: Item) => toCardItem(item, true)),
    block(
      async () => (await api.companies({ page_size: HOME_STORES })).items,
      ({ id, companyName, profileImage, productCount }: StoreCardStore): StoreCardStore => ({ id, companyName, profileImage, productCount }),
    ),
    treeRead,
    picksRead,
  ]);
  return {
    categories: { items: tree.map(toHomeCategory), failed: categoriesFailed },
    popularCategories: byProductCount(tree).slice(0, POPULAR_CATEGORIES).map(toHomeCategory),
    trending,
    categoryPicks: picks,
    mostChosen,
    stores,
  };
}
