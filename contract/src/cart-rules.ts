// The cart's pure rules, without a schema library: the product page and the cart page use them
// in the shopper's first load, where zod must not ride along (cart.ts holds the calls' schemas).

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
