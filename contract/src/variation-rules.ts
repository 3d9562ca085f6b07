// Variations' pure rules, without a schema library: the product page reads them in the shopper's
// first load (variations.ts holds the calls' schemas).

import { attributesKey } from './cart-rules.ts';
import { salePrice, type DiscountType } from './catalogue-rules.ts';

/** Attributes that may drive price and stock: one (sizes) or two (colour × size), as Etsy allows. */
export const VARIATION_ATTRIBUTES_MAX = 2;
/** Combinations of one item (10 × 10 values at most). */
export const VARIATIONS_MAX = 100;
export const VARIATION_SKU_MAX = 64;
export const VARIATION_STOCK_MAX = 1_000_000;
/** The highest price of one combination, in qəpik (the item's own MAX_PRICE manat). */
export const VARIATION_PRICE_MAX_QEPIK = 1_000_000_000;

/** Stable codes of the variation calls; the web app shows `variations.errors.{code}`. */
export const VARIATION_ERROR_CODES = {
  /** Not the caller's item, or none with that id. */
  ITEM_NOT_FOUND: 'ITEM_NOT_FOUND',
  /** A variation attribute the item does not have, named twice, or more than VARIATION_ATTRIBUTES_MAX. */
  VARIATION_ATTRIBUTE_UNKNOWN: 'VARIATION_ATTRIBUTE_UNKNOWN',
  /** A combination whose values are not one offered value of each variation attribute. */
  VARIATION_OPTIONS_INVALID: 'VARIATION_OPTIONS_INVALID',
  /** The same combination twice. */
  VARIATION_DUPLICATE: 'VARIATION_DUPLICATE',
  /** The cart: the chosen combination is switched off or no longer offered. */
  VARIATION_UNAVAILABLE: 'VARIATION_UNAVAILABLE',
} as const;
export type VariationErrorCode = (typeof VARIATION_ERROR_CODES)[keyof typeof VARIATION_ERROR_CODES];

export interface VariationPricing {
  priceQepik: number;
  stockCount: number;
  active: boolean;
}

/** The canonical text of a combination (the same as a cart line's attributes key). */
export function variationKeyOf(options: Readonly<Record<string, string>>): string {
  return attributesKey(options);
}

/**
 * The part of a buyer's chosen attributes that names a combination: the value of each variation
 * attribute; null while one of them is not chosen.
 */
export function chosenOptions(
  chosen: Readonly<Record<string, string>>,
  attributeKeys: readonly string[],
): Record<string, string> | null {
  const options: Record<string, string> = {};
  for (const key of attributeKeys) {
    const value = chosen[key];
    if (value === undefined || value === '') return null;
    options[key] = value;
  }
  return options;
}

/** The combination a choice names, if the item has it. */
export function variationOf<Variation extends { options: Readonly<Record<string, string>> }>(
  variations: readonly Variation[],
  attributeKeys: readonly string[],
  chosen: Readonly<Record<string, string>>,
): Variation | undefined {
  const options = chosenOptions(chosen, attributeKeys);
  if (!options) return undefined;
  const key = variationKeyOf(options);
  return variations.find((variation) => variationKeyOf(variation.options) === key);
}

/** Every combination of the values of `attributeKeys` (each attribute's values in their order), first attribute outermost. */
export function combinationsOf(
  attributes: ReadonlyArray<{ key: string; values: readonly string[] }>,
  attributeKeys: readonly string[],
): Array<Record<string, string>> {
  let combinations: Array<Record<string, string>> = [{}];
  for (const key of attributeKeys) {
    const values = attributes.find((attribute) => attribute.key === key)?.values ?? [];
    combinations = combinations.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value })));
  }
  return attributeKeys.length === 0 ? [] : combinations;
}

/**
 * What an item with variations shows in lists: its price is the lowest active combination's ("from"),
 * its stock the active combinations' sum. With none active: the lowest price of all, and no stock.
 */
export function itemFiguresOf(variations: readonly VariationPricing[]): { priceQepik: number; stockCount: number } | null {
  if (variations.length === 0) return null;
  const active = variations.filter((variation) => variation.active);
  const priced = active.length > 0 ? active : variations;
  return {
    priceQepik: Math.min(...priced.map((variation) => variation.priceQepik)),
    stockCount: active.reduce((sum, variation) => sum + variation.stockCount, 0),
  };
}

/** What one unit of a combination costs the buyer, in qəpik: its price with the item's discount (as the item's own price gets it). */
export function variationUnitPriceQepik(priceQepik: number, discountType: DiscountType, discountValue: number): number {
  const price = priceQepik / 100;
  const sale = salePrice(price, discountType, discountValue);
  return Math.round((sale < price ? sale : price) * 100);
}

/** Whether the lowest and highest active prices differ (the page then says "from"). */
export function variationPricesDiffer(variations: readonly VariationPricing[]): boolean {
  const prices = new Set(variations.filter((variation) => variation.active).map((variation) => variation.priceQepik));
  return prices.size > 1;
}

/**
 * Whether a value of one attribute can still be bought given the other attribute's chosen value:
 * some active combination with stock has it. The product page
 * marks the others as sold out.
 */
export function valueAvailable(
  variations: ReadonlyArray<VariationPricing & { options: Readonly<Record<string, string>> }>,
  chosen: Readonly<Record<string, string>>,
  key: string,
  value: string,
): boolean {
  return variations.some(
    (variation) =>
      variation.active &&
      variation.stockCount > 0 &&
      variation.options[key] === value &&
      Object.entries(variation.options).every(
        ([other, otherValue]) => other === key || chosen[other] === undefined || chosen[other] === otherValue,
      ),
  );
}
