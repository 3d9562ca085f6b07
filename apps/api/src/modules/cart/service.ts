import {
  attributesKey,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  STOCKED_ITEM_TYPE,
  summarizeCart,
  unitPriceOf,
  unofferedAttributes,
  type Cart,
  type CartLine,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isUuid } from '../../http/ids.ts';
import { cartVariations, type LineVariation } from '../variations/service.ts';
import { variationErrors } from '../variations/errors.ts';
import { cartErrors } from './errors.ts';
import { addLine, cartLineRows, countLines, deleteLine, findBuyableItem, setLineQuantity, unitsOfItemInCart } from './store.ts';

export interface AddToCartInput {
  itemId: string;
  quantity: number;
  attributes: Record<string, string>;
  pocketTypeId: number;
  /** Trimmed; '' for none. */
  personalization: string;
}

/** Throws OUT_OF_STOCK when the buyer's lines of a type-3 item want more than its stock. */
async function assertStock(db: Queryable, accountId: string, itemId: string, stock: number, added: number) {
  const wanted = await unitsOfItemInCart(db, accountId, itemId);
  if (wanted > stock) throw cartErrors.outOfStock(stock - (wanted - added));
}

/**
 * The combination a choice of an item with variations names, which must be chosen and on sale;
 * throws INVALID_ATTRIBUTES naming an unchosen variation attribute, or VARIATION_UNAVAILABLE.
 */
async function sellableCombination(db: Queryable, itemId: string, attributes: Readonly<Record<string, string>>) {
  const combination = (await cartVariations(db, [itemId])).of(itemId, attributes);
  if (combination.kind === 'UNCHOSEN') throw cartErrors.invalidAttributes(combination.keys);
  if (combination.kind === 'UNAVAILABLE') throw variationErrors.unavailable();
  return combination.kind === 'FOUND' ? combination.variation : null;
}

/** Throws OUT_OF_STOCK when the buyer's lines of one combination want more than its stock. */
async function assertCombinationStock(
  db: Queryable,
  accountId: string,
  itemId: string,
  variation: { options: Record<string, string>; stockCount: number },
  added: number,
) {
  const wanted = (await cartLineRows(db, accountId))
    .filter(
      (row) => row.itemId === itemId && Object.entries(variation.options).every(([key, value]) => row.attributes[key] === value),
    )
    .reduce((sum, row) => sum + row.quantity, 0);
  if (wanted > variation.stockCount) throw cartErrors.outOfStock(variation.stockCount - (wanted - added));
}

/**
 * Adds units of one choice (item, attributes, pocket, personalisation note); the same choice again
 * grows that line. A note is refused for a product that takes none, or longer than its limit.
 */
export async function addToCart(
  db: Database,
  accountId: string,
  input: AddToCartInput,
): Promise<{ lineId: string; quantity: number; count: number }> {
  if (!isUuid(input.itemId)) throw cartErrors.itemUnavailable();
  return db.transaction(async (tx) => {
    const item = await findBuyableItem(tx, input.itemId);
    if (!item) throw cartErrors.itemUnavailable();
    const unoffered = unofferedAttributes(input.attributes, item.attributes);
    if (unoffered.length > 0) throw cartErrors.invalidAttributes(unoffered);
    if (!item.pocketTypes.some((pocket) => pocket.id === input.pocketTypeId && pocket.active)) {
      throw cartErrors.invalidPocketType();
    }
    if (input.personalization !== '') {
      if (!item.personalization.enabled) throw cartErrors.personalizationNotAllowed();
      if ([...input.personalization].length > item.personalization.maxLength) {
        throw cartErrors.personalizationTooLong(item.personalization.maxLength);
      }
    }
    const combination = await sellableCombination(tx, input.itemId, input.attributes);
    const now = new Date();
    const line = await addLine(tx, {
      accountId,
      itemId: input.itemId,
      attributes: input.attributes,
      attributesKey: attributesKey(input.attributes),
      pocketTypeId: input.pocketTypeId,
      personalization: input.personalization,
      quantity: input.quantity,
      createdAt: now,
      updatedAt: now,
    });
    if (!line) throw new Error('cart insert returned no line');
    if (line.quantity > CART_MAX_QUANTITY) throw cartErrors.quantityLimit(CART_MAX_QUANTITY);
    if (combination) await assertCombinationStock(tx, accountId, input.itemId, combination, input.quantity);
    else if (item.itemType === STOCKED_ITEM_TYPE) await assertStock(tx, accountId, input.itemId, item.stockCount, input.quantity);
    if ((await countLines(tx, accountId)) > CART_MAX_LINES) throw cartErrors.cartFull(CART_MAX_LINES);
    return { lineId: line.id, quantity: line.quantity, count: (await readCart(tx, accountId)).count };
  });
}

/** Sets a line's quantity; refused when the item cannot be bought now or its stock is short. */
export async function updateCartQuantity(db: Database, accountId: string, lineId: string, quantity: number): Promise<Cart> {
  if (!isUuid(lineId)) throw cartErrors.lineNotFound();
  return db.transaction(async (tx) => {
    const line = await setLineQuantity(tx, accountId, lineId, quantity);
    if (!line) throw cartErrors.lineNotFound();
    const item = await findBuyableItem(tx, line.itemId);
    if (!item) throw cartErrors.itemUnavailable();
    const combination = await sellableCombination(tx, line.itemId, line.attributes);
    if (combination) await assertCombinationStock(tx, accountId, line.itemId, combination, quantity);
    else if (item.itemType === STOCKED_ITEM_TYPE) await assertStock(tx, accountId, line.itemId, item.stockCount, quantity);
    return readCart(tx, accountId);
  });
}

export async function removeFromCart(db: Database, accountId: string, lineId: string): Promise<Cart> {
  if (!isUuid(lineId)) throw cartErrors.lineNotFound();
  if (!(await deleteLine(db, accountId, lineId))) throw cartErrors.lineNotFound();
  return readCart(db, accountId);
}

/** The cart priced from the items as they are now, grouped by store. */
export async function readCart(db: Queryable, accountId: string): Promise<Cart> {
  const rows = await cartLineRows(db, accountId);
  // An item with variations is priced and counted per combination (its stock is the combination's).
  const variations = await cartVariations(
    db,
    rows.map((row) => row.itemId),
  );
  const combinations = rows.map((row): LineVariation => variations.of(row.itemId, row.attributes));
  const stockKeyOf = (index: number) => {
    const combination = combinations[index];
    return combination?.kind === 'FOUND' ? combination.variation.id : (rows[index]?.itemId ?? '');
  };

  const unitsPerItem = new Map<string, number>();
  rows.forEach((row, index) => unitsPerItem.set(stockKeyOf(index), (unitsPerItem.get(stockKeyOf(index)) ?? 0) + row.quantity));

  const lines: Array<Omit<CartLine, 'lineTotal'>> = rows.map((row, index) => {
    const pocket = row.pocketTypes.find((candidate) => candidate.id === row.pocketTypeId && candidate.active);
    const combination = combinations[index] ?? { kind: 'NONE' };
    const variation = combination.kind === 'FOUND' ? combination.variation : null;
    const stocked = variation !== null || row.itemType === STOCKED_ITEM_TYPE;
    const stock = variation ? variation.stockCount : row.stockCount;
    const inStock = !stocked || (unitsPerItem.get(stockKeyOf(index)) ?? 0) <= stock;
    const priced = variation
      ? variations.priceOf(variation, row)
      : { productPrice: row.productPrice, unitPrice: unitPriceOf(row) };
    return {
      ...(variation ? { variationId: variation.id } : {}),
      lineId: row.lineId,
      itemId: row.itemId,
      productName: row.productName,
      coverImage: row.coverImage,
      productPrice: priced.productPrice,
      unitPrice: priced.unitPrice,
      quantity: row.quantity,
      attributes: row.attributes,
      pocketTypeId: row.pocketTypeId,
      pocketTypeName: pocket?.name ?? '',
      pocketFee: pocket ? (row.pocketFees[String(row.pocketTypeId)] ?? 0) : 0,
      personalization: row.personalization,
      available:
        row.listed &&
        row.storeAccountStatus === 'ACTIVE' &&
        inStock &&
        pocket !== undefined &&
        (combination.kind === 'NONE' || combination.kind === 'FOUND'),
      stock: stocked ? stock : null,
      storeId: row.storeId,
    };
  });
  const stores = new Map(rows.map((row) => [row.storeId, { companyName: row.companyName, profileImage: row.profileImage }]));
  const summary = summarizeCart(lines);
  return {
    stores: summary.stores.map((group) => ({
      storeId: group.storeId,
      companyName: stores.get(group.storeId)?.companyName ?? '',
      profileImage: stores.get(group.storeId)?.profileImage ?? '',
      lines: group.lines,
      total: group.total,
    })),
    total: summary.total,
    count: summary.count,
  };
}
