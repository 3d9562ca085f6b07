import { z } from 'zod';
import { PERSONALIZATION_LENGTH_MAX } from './catalogue-rules.ts';
import { DEFAULT_POCKET_TYPE } from './constants.ts';
import { recordKeyParams, textString } from './text.ts';

/** The most of one product a buyer may put in the cart in one line. */
export const CART_MAX_QUANTITY = 99;
/** Lines in one cart; beyond this adding is refused (a cart, not a warehouse). */
export const CART_MAX_LINES = 100;
/** Chosen attributes per line and their text lengths. */
export const CART_MAX_ATTRIBUTES = 20;
export const CART_ATTRIBUTE_TEXT_MAX = 100;

/** Stable codes of the cart calls; the web app shows `errors.{code}`. */
export const CART_ERROR_CODES = {
  /** Unknown, hidden or from an inactive store: the same answer for all three. */
  ITEM_UNAVAILABLE: 'ITEM_UNAVAILABLE',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  INVALID_ATTRIBUTES: 'INVALID_ATTRIBUTES',
  INVALID_POCKET_TYPE: 'INVALID_POCKET_TYPE',
  CART_LINE_NOT_FOUND: 'CART_LINE_NOT_FOUND',
  CART_FULL: 'CART_FULL',
  /** More than CART_MAX_QUANTITY of one choice in one line. */
  QUANTITY_LIMIT: 'QUANTITY_LIMIT',
  /** A personalisation note for a product that takes none. */
  PERSONALIZATION_NOT_ALLOWED: 'PERSONALIZATION_NOT_ALLOWED',
  /** A personalisation note longer than the product's limit. */
  PERSONALIZATION_TOO_LONG: 'PERSONALIZATION_TOO_LONG',
} as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];

// ---------------------------------------------------------------------------------------------
// Money: manat with 2 decimals, added up in whole qəpik so that 0.1 + 0.2 stays 0.30.

/** Manat (up to 2 decimals) to whole qəpik. */
export function toQepik(manat: number): number {
  return Math.round(manat * 100);
}

/** Whole qəpik back to manat. */
export function fromQepik(qepik: number): number {
  return qepik / 100;
}

export interface CartLinePricing {
  /** The price the buyer pays for one unit: the sale price when discounted, else the price (manat). */
  unitPrice: number;
  quantity: number;
  /** The fee of the chosen pocket type, for each unit (manat): every piece comes in its own packaging. */
  pocketFee: number;
}

/**
 * What a line costs, in qəpik: (unit price + pocket fee) × quantity. The pocket fee is charged per
 * item, as the product page, the cart and the seller's form say ("+5,00 ₼ hər ədədə"): four pieces
 * in a premium box are four boxes. The product page's total, the cart and the server's totals all
 * come from this one rule.
 */
export function cartLineTotalQepik(line: CartLinePricing): number {
  return (toQepik(line.unitPrice) + toQepik(line.pocketFee)) * line.quantity;
}

/** The same rule in manat, for a page that shows a total before anything is in the cart. */
export function cartLineTotal(line: CartLinePricing): number {
  return fromQepik(cartLineTotalQepik(line));
}

/** What one unit costs: the sale price when it is lower than the price (a discount), else the price. */
export function unitPriceOf(item: { productPrice: number; salePrice: number | null | undefined }): number {
  const sale = item.salePrice;
  return sale !== null && sale !== undefined && sale >= 0 && sale < item.productPrice ? sale : item.productPrice;
}

export interface GroupableLine extends CartLinePricing {
  storeId: string;
  /** Lines that cannot be bought right now (hidden item, inactive store, short stock) count for nothing. */
  available: boolean;
}

export interface CartStoreGroup<Line> {
  storeId: string;
  lines: Array<Line & { lineTotal: number }>;
  total: number;
}

export interface CartSummary<Line> {
  stores: Array<CartStoreGroup<Line>>;
  total: number;
  /** Units in the cart (the badge number), available lines only. */
  count: number;
}

/** Groups lines by store (first appearance keeps the order) with line, store and grand totals in manat. */
export function summarizeCart<Line extends GroupableLine>(lines: readonly Line[]): CartSummary<Line> {
  const groups = new Map<string, { storeId: string; lines: Array<Line & { lineTotal: number }>; qepik: number }>();
  let grandQepik = 0;
  let count = 0;
  for (const line of lines) {
    const lineQepik = cartLineTotalQepik(line);
    let group = groups.get(line.storeId);
    if (!group) {
      group = { storeId: line.storeId, lines: [], qepik: 0 };
      groups.set(line.storeId, group);
    }
    group.lines.push({ ...line, lineTotal: fromQepik(lineQepik) });
    if (line.available) {
      group.qepik += lineQepik;
      grandQepik += lineQepik;
      count += line.quantity;
    }
  }
  return {
    stores: [...groups.values()].map((group) => ({ storeId: group.storeId, lines: group.lines, total: fromQepik(group.qepik) })),
    total: fromQepik(grandQepik),
    count,
  };
}

/** One canonical text per choice of attributes, so the same choice lands on the same cart line. */
export function attributesKey(attributes: Readonly<Record<string, string>>): string {
  const sorted = Object.keys(attributes)
    .sort()
    .map((key) => [key, attributes[key]]);
  return JSON.stringify(sorted);
}

/** Chosen attributes that the item does not offer (unknown key or value); empty when all are offered. */
export function unofferedAttributes(
  chosen: Readonly<Record<string, string>>,
  offered: ReadonlyArray<{ key: string; values: readonly string[] }>,
): string[] {
  const byKey = new Map(offered.map((attribute) => [attribute.key, attribute.values]));
  return Object.entries(chosen)
    .filter(([key, value]) => !byKey.get(key)?.includes(value))
    .map(([key]) => key);
}

// ---------------------------------------------------------------------------------------------
// Calls (/cart/v1/*, ours: the spec says only "cart add with token").

const id = textString().trim().min(1).max(100);
const quantity = z.number().int().min(1).max(CART_MAX_QUANTITY);
const attributeText = textString().trim().min(1).max(CART_ATTRIBUTE_TEXT_MAX);

export const cartAttributesSchema = z
  .record(attributeText, attributeText, recordKeyParams)
  .refine((value) => Object.keys(value).length <= CART_MAX_ATTRIBUTES, {
    message: `At most ${CART_MAX_ATTRIBUTES} attributes.`,
  });

/** POST /cart/v1/addToCart: the same item, attributes and pocket again adds to that line's quantity. */
export const addToCartRequestSchema = z.strictObject({
  itemId: id,
  quantity: quantity.default(1),
  attributes: cartAttributesSchema.default({}),
  pocketTypeId: z.number().int().min(0).max(1_000_000).default(DEFAULT_POCKET_TYPE.id),
  /** What the buyer asks to have made personal (a name to engrave…); trimmed, '' for none. */
  personalization: textString().trim().max(PERSONALIZATION_LENGTH_MAX).default(''),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** POST /cart/v1/updateQuantity */
export const updateCartQuantityRequestSchema = z.strictObject({ lineId: id, quantity });
export type UpdateCartQuantityRequest = z.infer<typeof updateCartQuantityRequestSchema>;

/** POST /cart/v1/removeFromCart */
export const removeFromCartRequestSchema = z.strictObject({ lineId: id });
export type RemoveFromCartRequest = z.infer<typeof removeFromCartRequestSchema>;

export const cartCountSchema = z.object({ count: z.number().int() });
export type CartCount = z.infer<typeof cartCountSchema>;

export const cartLineSchema = z.object({
  lineId: z.string(),
  itemId: z.string(),
  productName: z.string(),
  coverImage: z.string(),
  productPrice: z.number(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  attributes: z.record(z.string(), z.string()),
  pocketTypeId: z.number().int(),
  pocketTypeName: z.string(),
  /** The buyer's personalisation note of this line, '' when none. */
  personalization: z.string(),
  pocketFee: z.number(),
  lineTotal: z.number(),
  /** False when the item was hidden, its store deactivated or its stock fell below the quantity. */
  available: z.boolean(),
  /** Type-3 items: units left; null otherwise. */
  stock: z.number().int().nullable(),
  storeId: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartStoreSchema = z.object({
  storeId: z.string(),
  companyName: z.string(),
  profileImage: z.string(),
  lines: z.array(cartLineSchema),
  total: z.number(),
});
export type CartStore = z.infer<typeof cartStoreSchema>;

/** GET /cart/v1/getCart: lines grouped by store, totals over available lines only. */
export const cartSchema = z.object({
  stores: z.array(cartStoreSchema),
  total: z.number(),
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
