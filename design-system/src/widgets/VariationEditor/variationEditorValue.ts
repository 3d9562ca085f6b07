import {
  combinationsOf,
  variationKeyOf,
  type ItemAttribute,
  type ItemVariations,
  type VariationInput,
} from '@marketplace/contract';
import { manatTextToQepik, qepikToManatText } from '../../rules/manat.ts';

/** One combination as the editor holds it: numbers as typed, so nothing typed is lost on a failed check. */
export interface VariationRowValue {
  options: Record<string, string>;
  price: string;
  stockCount: string;
  sku: string;
  active: boolean;
}

/** The editor's value: the attributes that drive price and stock (up to two) and the rows typed so far. */
export interface VariationEditorValue {
  attributeKeys: string[];
  rows: VariationRowValue[];
}

export const NO_VARIATIONS: VariationEditorValue = { attributeKeys: [], rows: [] };

/** The attributes that can drive variations: the ones with at least one option. */
export function variationAttributesOf(attributes: readonly ItemAttribute[]): ItemAttribute[] {
  return attributes.filter((attribute) => attribute.key.trim() !== '' && attribute.values.some((value) => value.trim() !== ''));
}

/**
 * The rows to show for the attributes as they are now: one per combination of the chosen attributes'
 * options, the typed row where there is one, else a new one at `defaultPrice` with no stock. A chosen
 * attribute that was removed is dropped.
 */
export function syncedVariations(
  attributes: readonly ItemAttribute[],
  value: VariationEditorValue | undefined,
  defaultPrice: string,
): VariationEditorValue {
  const offered = variationAttributesOf(attributes);
  const attributeKeys = (value?.attributeKeys ?? []).filter((key) => offered.some((attribute) => attribute.key === key));
  const typed = new Map((value?.rows ?? []).map((row) => [variationKeyOf(row.options), row]));
  const rows = combinationsOf(offered, attributeKeys).map(
    (options) => typed.get(variationKeyOf(options)) ?? { options, price: defaultPrice, stockCount: '0', sku: '', active: true },
  );
  return { attributeKeys, rows };
}

/** What a row's typed fields are wrong in (translation keys), by field; empty when the row can be saved. */
export function variationRowProblems(row: VariationRowValue): { price?: string; stockCount?: string } {
  const problems: { price?: string; stockCount?: string } = {};
  if (manatTextToQepik(row.price) === null) problems.price = 'variations.editor.errors.price';
  if (!/^\d{1,7}$/.test(row.stockCount.trim())) problems.stockCount = 'variations.editor.errors.stock';
  return problems;
}

/** The set setItemVariations takes for checked rows (without the item's id). */
export function variationSetOf(value: VariationEditorValue): { attributeKeys: string[]; variations: VariationInput[] } {
  if (value.attributeKeys.length === 0) return { attributeKeys: [], variations: [] };
  return {
    attributeKeys: value.attributeKeys,
    variations: value.rows.map((row) => ({
      options: row.options,
      priceQepik: manatTextToQepik(row.price) ?? 0,
      stockCount: Number(row.stockCount.trim()),
      sku: row.sku.trim(),
      active: row.active,
    })),
  };
}

/** The editor's value of a product's saved set. */
export function variationEditorValueOf(saved: ItemVariations | undefined, language: string): VariationEditorValue {
  if (!saved || saved.attributeKeys.length === 0) return NO_VARIATIONS;
  return {
    attributeKeys: [...saved.attributeKeys],
    rows: saved.variations.map((variation) => ({
      options: { ...variation.options },
      price: qepikToManatText(variation.priceQepik, language),
      stockCount: String(variation.stockCount),
      sku: variation.sku,
      active: variation.active,
    })),
  };
}
