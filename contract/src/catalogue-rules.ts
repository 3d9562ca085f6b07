import { DEFAULT_POCKET_TYPE, type ITEM_TYPES, POCKET_FEE_STEP } from './constants.ts';
import { FALLBACK_LANGUAGE, type Language } from './i18n.ts';

/**
 * The shapes the catalogue rules work on. The wire schemas in catalogue.ts validate exactly these
 * (each schema `satisfies` its type), and this zod-free module owns them so that rules and pages
 * can use them without loading a schema.
 */
export interface CategoryTitles {
  az: string;
  en?: string;
  ru?: string;
  tr?: string;
}

/** An attribute a buyer chooses from (spec §5): a key and its values. */
export interface ItemAttribute {
  key: string;
  values: string[];
}

/** A packaging option of an item (spec §5 "pocket"). */
export interface PocketType {
  id: number;
  name: string;
  active: boolean;
}

/** Extra fee per pocket type id, in manat. */
export type PocketFees = Record<string, number>;

// Catalogue constants and pure rules without schemas: pages import these without pulling in zod.

/* ---------------------------------------------------------------- constants */

export const DISCOUNT_TYPES = ['', 'PERCENTAGE', 'AMOUNT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const SALE_TYPES = ['item', 'service'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const ITEM_STATUSES = ['ACTIVE', 'HIDDEN'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const PARTNER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];
/** Item type whose stock is counted (spec §3 "item type 1, 2, 3"); the other two carry attributes. */
export const STOCKED_ITEM_TYPE = 3;

/** ARCHITECTURE §4 "Lists": every list takes a capped `page_size` and an opaque `page_token`. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_TOP = 100;
export const SEARCH_PAGE_SIZE = 20;
/** Deepest page a numbered list (`page` in getItemsByCategory / getProductsByCompanyId) answers. */
export const MAX_LIST_PAGE = 500;
export const SEARCH_QUERY_MAX = 100;
/** Shorter search queries would match nearly everything (and cannot use the trigram index). */
export const SEARCH_QUERY_MIN = 2;
export const MAX_PRICE = 10_000_000;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_INFO_MAX = 20_000;
export const MEDIA_MAX = 20;
export const ATTRIBUTES_MAX = 30;
export const ATTRIBUTE_VALUES_MAX = 50;
export const POCKET_TYPES_MAX = 20;
export const VIEW_ID_MAX = 64;
/** Made-to-order products: whole days to make and ship (0 = ships from stock / not said). */
export const PROCESSING_DAYS_MAX = 120;
/** What a product asks the buyer to personalise: the question's length and the note's limit. */
export const PERSONALIZATION_PROMPT_MAX = 200;
export const PERSONALIZATION_LENGTH_MAX = 500;
export const PERSONALIZATION_DEFAULT_LENGTH = 100;

/** Stable codes of the catalogue calls; the web app shows `errors.{code}`. */
export const CATALOGUE_ERROR_CODES = {
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  CATEGORY_NOT_LEAF: 'CATEGORY_NOT_LEAF',
  CATEGORY_NOT_PERMITTED: 'CATEGORY_NOT_PERMITTED',
  CATEGORY_CHANGED: 'CATEGORY_CHANGED',
  ITEM_NOT_FOUND: 'ITEM_NOT_FOUND',
  NOT_ITEM_OWNER: 'NOT_ITEM_OWNER',
  UNKNOWN_PARTNER: 'UNKNOWN_PARTNER',
  INVALID_PAGE_TOKEN: 'INVALID_PAGE_TOKEN',
  EMPTY_DESCRIPTION: 'EMPTY_DESCRIPTION',
  DUPLICATE_URL_PATH: 'DUPLICATE_URL_PATH',
  /** A category with subcategories or products cannot be deleted (move or delete them first). */
  CATEGORY_NOT_EMPTY: 'CATEGORY_NOT_EMPTY',
  /** A category cannot be put under itself or one of its own subcategories. */
  CATEGORY_CYCLE: 'CATEGORY_CYCLE',
  /** The seller's store is INACTIVE (set by an admin): its panel reads work, its catalogue writes are refused. */
  PARTNER_INACTIVE: 'PARTNER_INACTIVE',
} as const;
export type CatalogueErrorCode = (typeof CATALOGUE_ERROR_CODES)[keyof typeof CATALOGUE_ERROR_CODES];

/* ---------------------------------------------------------------- pure rules */

/** Money to 2 decimals, half away from zero, without binary-float surprises (1.005 → 1.01). */
export function roundMoney(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** Spec §5: price minus the discount (percentage of price, or a fixed amount); 2 decimals, never below 0. */
export function salePrice(price: number, discountType: DiscountType, discountValue: number): number {
  const discount = discountType === 'PERCENTAGE' ? (price * discountValue) / 100 : discountType === 'AMOUNT' ? discountValue : 0;
  return Math.max(0, roundMoney(price - Math.max(0, discount)));
}

/** Spec §5/§9: a pocket fee steps by 0.5 and is never below 0. */
export function isValidPocketFee(fee: number): boolean {
  return Number.isFinite(fee) && fee >= 0 && Number.isInteger(fee / POCKET_FEE_STEP);
}

/** Spec §5: an attribute whose last value is removed is deleted; values trimmed and de-duplicated. */
export function cleanAttributes(attributes: readonly ItemAttribute[]): ItemAttribute[] {
  const byKey = new Map<string, string[]>();
  for (const attribute of attributes) {
    const key = attribute.key.trim();
    if (!key) continue;
    const values = byKey.get(key) ?? [];
    for (const raw of attribute.values) {
      const value = raw.trim();
      if (value && !values.includes(value)) values.push(value);
    }
    byKey.set(key, values);
  }
  return [...byKey].filter(([, values]) => values.length > 0).map(([key, values]) => ({ key, values }));
}

/** Type 3 items count stock and have no attributes; types 1 and 2 carry attributes and no stock. */
export function fitItemType<T extends { itemType: ItemType; stockCount: number; attributes: ItemAttribute[] }>(item: T): T {
  return item.itemType === STOCKED_ITEM_TYPE ? { ...item, attributes: [] } : { ...item, stockCount: 0 };
}

/** Pocket types with the default 'Standart' when none is given; fees only for known pockets. */
export function fitPockets(
  pocketTypes: readonly PocketType[],
  pocketFees: PocketFees,
): { pocketTypes: PocketType[]; pocketFees: PocketFees } {
  const types =
    pocketTypes.length > 0
      ? pocketTypes.map((pocket) => ({ ...pocket, name: pocket.name.trim() }))
      : [{ ...DEFAULT_POCKET_TYPE }];
  const known = new Set(types.map((pocket) => String(pocket.id)));
  const fees: PocketFees = {};
  for (const [id, fee] of Object.entries(pocketFees)) if (known.has(id)) fees[id] = fee;
  return { pocketTypes: types, pocketFees: fees };
}

export interface CategoryLink {
  id: number;
  upperCategoryId: number | null;
}

/** A category with no subcategories (spec §5: items use leaf categories only). */
export function isLeafCategory(categories: readonly CategoryLink[], id: number): boolean {
  return categories.some((category) => category.id === id) && !categories.some((category) => category.upperCategoryId === id);
}

/** The category and every nested subcategory id (what getItemsByCategory sends as `ids`). */
export function categoryWithDescendants(categories: readonly CategoryLink[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const category of categories) {
    if (category.upperCategoryId === null) continue;
    const list = children.get(category.upperCategoryId) ?? [];
    list.push(category.id);
    children.set(category.upperCategoryId, list);
  }
  const result: number[] = [];
  const queue = categories.some((category) => category.id === id) ? [id] : [];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (seen.has(next)) continue;
    seen.add(next);
    result.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return result;
}

/** The title in `lng`, else Azerbaijani (the fallback language). */
export function categoryTitle(titles: CategoryTitles, lng: Language): string {
  return titles[lng] || titles[FALLBACK_LANGUAGE] || titles.az;
}

/** A page of no items: what a failed catalogue read answers (spec §8). */
export const EMPTY_ITEM_PAGE: { items: never[]; next_page_token: null } = { items: [], next_page_token: null };
