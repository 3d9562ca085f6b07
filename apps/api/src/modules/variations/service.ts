import {
  fromQepik,
  itemFiguresOf,
  salePrice,
  variationKeyOf,
  variationOf,
  variationUnitPriceQepik,
  type DiscountType,
  type ItemAttribute,
  type ItemVariations,
  type Variation,
  type variationInputSchema,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isUuid } from '../../http/ids.ts';
import { assertStoreActive } from '../sellers/service.ts';
import { variationErrors } from './errors.ts';
import {
  discountOf,
  insertOrderLineVariations,
  itemOfVariations,
  orderLineIds,
  replaceVariations,
  returnVariationStock,
  setItemFigures,
  takeVariationStock,
  variationRows,
  variationRowsById,
  type VariationRow,
} from './store.ts';

type VariationFields = z.output<typeof variationInputSchema>;

export interface SetItemVariationsInput {
  itemId: string;
  attributeKeys: string[];
  variations: VariationFields[];
}

/** Who reads: the item's seller and admins see its SKUs and an item buyers do not see. */
export interface VariationsViewer {
  accountId: string;
  admin: boolean;
}

/** The item's variation attributes: the keys its combinations use, in the order of the item's attributes. */
function attributeKeysOf(attributes: readonly ItemAttribute[], rows: readonly VariationRow[]): string[] {
  const used = new Set(rows.flatMap((row) => Object.keys(row.options)));
  return attributes.map((attribute) => attribute.key).filter((key) => used.has(key));
}

function answerOf(
  itemId: string,
  attributes: readonly ItemAttribute[],
  discount: { discountType: DiscountType; discountValue: number },
  rows: readonly VariationRow[],
  withSku: boolean,
): ItemVariations {
  const attributeKeys = attributeKeysOf(attributes, rows);
  return {
    itemId,
    attributeKeys,
    variations: rows.map((row): Variation => ({
      id: row.id,
      // In the order of the item's attributes (jsonb keeps its own order of keys).
      options: Object.fromEntries(
        attributeKeys.flatMap((key) => (row.options[key] === undefined ? [] : [[key, row.options[key]]])),
      ),
      priceQepik: row.priceQepik,
      unitPriceQepik: variationUnitPriceQepik(row.priceQepik, discount.discountType, discount.discountValue),
      stockCount: row.stockCount,
      active: row.active,
      sku: withSku ? row.sku : '',
    })),
  };
}

/** GET getItemVariations: anyone reads a listed item's; its seller and admins any of theirs, with the SKUs. */
export async function readItemVariations(
  db: Queryable,
  itemId: string,
  viewer: VariationsViewer | null,
): Promise<ItemVariations> {
  if (!isUuid(itemId)) throw variationErrors.itemNotFound();
  const item = await itemOfVariations(db, itemId);
  const privileged = viewer !== null && (viewer.admin || viewer.accountId === item?.merchantId);
  if (!item || (!item.listed && !privileged)) throw variationErrors.itemNotFound();
  return answerOf(itemId, item.attributes, item, await variationRows(db, [itemId]), privileged);
}

/** Sets the item's price and stock from its combinations (nothing for an item without any); in the caller's transaction. */
export async function keepItemFigures(tx: Queryable, itemId: string, rows?: readonly VariationRow[]): Promise<void> {
  const figures = itemFiguresOf(rows ?? (await variationRows(tx, [itemId])));
  if (!figures) return;
  const discount = await discountOf(tx, itemId);
  if (!discount) return;
  const productPrice = fromQepik(figures.priceQepik);
  await setItemFigures(tx, itemId, {
    productPrice,
    salePrice: salePrice(productPrice, discount.discountType, discount.discountValue),
    stockCount: figures.stockCount,
  });
}

/** Checks a set against the item's attributes; answers each combination with its key, or throws the coded refusal. */
function checkedSet(attributes: readonly ItemAttribute[], input: SetItemVariationsInput) {
  const offered = new Map(attributes.map((attribute) => [attribute.key, attribute.values]));
  const unknown = input.attributeKeys.filter((key, index) => !offered.has(key) || input.attributeKeys.indexOf(key) !== index);
  if (unknown.length > 0) throw variationErrors.attributeUnknown(unknown);
  const keys = new Set(input.attributeKeys);
  const seen = new Set<string>();
  return input.variations.map((variation, index) => {
    const names = Object.keys(variation.options);
    const fits =
      names.length === keys.size &&
      names.every((name) => keys.has(name) && (offered.get(name) ?? []).includes(variation.options[name] ?? ''));
    if (!fits) throw variationErrors.optionsInvalid(index);
    const optionsKey = variationKeyOf(variation.options);
    if (seen.has(optionsKey)) throw variationErrors.duplicate(index);
    seen.add(optionsKey);
    return { ...variation, optionsKey };
  });
}

/**
 * POST setItemVariations: the seller's whole set for one of their items, in one transaction with the
 * item's row locked: combinations kept by their values (an order's link to one stays), the ones left
 * out deleted, and the item's price and stock set from them. An empty set leaves the item with its
 * own price and stock as they are.
 */
export async function setItemVariations(db: Database, sellerId: string, input: SetItemVariationsInput): Promise<ItemVariations> {
  if (!isUuid(input.itemId)) throw variationErrors.itemNotFound();
  return db.transaction(async (tx) => {
    await assertStoreActive(tx, sellerId);
    const item = await itemOfVariations(tx, input.itemId, true);
    if (!item || item.merchantId !== sellerId) throw variationErrors.itemNotFound();
    const checked = checkedSet(item.attributes, input);
    const now = new Date();
    await replaceVariations(
      tx,
      input.itemId,
      checked.map((variation, position) => ({
        itemId: input.itemId,
        options: variation.options,
        optionsKey: variation.optionsKey,
        priceQepik: variation.priceQepik,
        stockCount: variation.stockCount,
        sku: variation.sku,
        active: variation.active,
        position,
        updatedAt: now,
      })),
    );
    const rows = await variationRows(tx, [input.itemId]);
    await keepItemFigures(tx, input.itemId, rows);
    return answerOf(input.itemId, item.attributes, item, rows, true);
  });
}

/* ---------------------------------------------------------------- what the cart and the checkout ask */

/** What a cart line's chosen attributes name: no variations, a combination not chosen or not sold, or one. */
export type LineVariation =
  { kind: 'NONE' } | { kind: 'UNCHOSEN'; keys: string[] } | { kind: 'UNAVAILABLE' } | { kind: 'FOUND'; variation: VariationRow };

/** The combinations of some items, read once, to price and count a cart's lines. */
export interface CartVariations {
  of(itemId: string, chosen: Readonly<Record<string, string>>): LineVariation;
  /** The price of a line with a combination: the combination's price with the item's discount (manat). */
  priceOf(
    variation: VariationRow,
    item: { discountType: DiscountType; discountValue: number },
  ): { productPrice: number; unitPrice: number };
}

export async function cartVariations(db: Queryable, itemIds: readonly string[]): Promise<CartVariations> {
  const byItem = new Map<string, VariationRow[]>();
  for (const row of await variationRows(db, [...new Set(itemIds)])) {
    const list = byItem.get(row.itemId) ?? [];
    list.push(row);
    byItem.set(row.itemId, list);
  }
  return {
    of(itemId, chosen) {
      const rows = byItem.get(itemId);
      if (!rows || rows.length === 0) return { kind: 'NONE' };
      const keys = [...new Set(rows.flatMap((row) => Object.keys(row.options)))];
      const missing = keys.filter((key) => chosen[key] === undefined);
      if (missing.length > 0) return { kind: 'UNCHOSEN', keys: missing };
      const variation = variationOf(rows, keys, chosen);
      return variation && variation.active ? { kind: 'FOUND', variation } : { kind: 'UNAVAILABLE' };
    },
    priceOf(variation, item) {
      return {
        productPrice: fromQepik(variation.priceQepik),
        unitPrice: fromQepik(variationUnitPriceQepik(variation.priceQepik, item.discountType, item.discountValue)),
      };
    },
  };
}

/** Takes units of one combination (and of its item's stock) in the checkout's transaction; false when short. */
export function takeCombinationStock(tx: Queryable, itemId: string, variationId: string, units: number): Promise<boolean> {
  return takeVariationStock(tx, itemId, variationId, units);
}

/**
 * Links a written order's lines to the combinations they bought (their labels, SKU and the units
 * taken), in the checkout's transaction. `lines` by their position in the order.
 */
export async function recordOrderVariations(
  tx: Queryable,
  orderId: string,
  lines: ReadonlyArray<{ position: number; variationId: string | null; stockReserved: number }>,
): Promise<void> {
  const wanted = lines.filter((line) => line.variationId !== null);
  if (wanted.length === 0) return;
  const ids = new Map((await orderLineIds(tx, orderId)).map((line) => [line.position, line.id]));
  const rows = new Map(
    (
      await variationRowsById(
        tx,
        wanted.map((line) => line.variationId as string),
      )
    ).map((row) => [row.id, row]),
  );
  await insertOrderLineVariations(
    tx,
    wanted.flatMap((line) => {
      const orderLineId = ids.get(line.position);
      const variation = rows.get(line.variationId as string);
      if (!orderLineId || !variation) return [];
      return [
        {
          orderLineId,
          variationId: variation.id,
          options: variation.options,
          sku: variation.sku,
          stockReserved: line.stockReserved,
        },
      ];
    }),
  );
}

/**
 * A cancelled order gives back the units its lines took from their combinations, once, and its
 * items' figures follow; in the cancellation's transaction, after the items' own stock was given back.
 * Answers the items whose stock changed.
 */
export async function giveBackCombinationStock(tx: Queryable, orderId: string): Promise<string[]> {
  const itemIds = await returnVariationStock(tx, orderId);
  for (const itemId of [...itemIds].sort()) await keepItemFigures(tx, itemId);
  return itemIds;
}
