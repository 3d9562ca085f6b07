import { z } from 'zod';
import { PERSONALIZATION_LENGTH_MAX } from './catalogue-rules.ts';
import { DEFAULT_POCKET_TYPE } from './constants.ts';
import { CART_ATTRIBUTE_TEXT_MAX, CART_MAX_ATTRIBUTES, CART_MAX_QUANTITY } from './cart-rules.ts';
import { recordKeyParams, textString } from './text.ts';

export * from './cart-rules.ts';

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
  /** The combination of the item's variations this line's attributes choose (its price and stock are the line's); absent for an item without variations. */
  variationId: z.string().optional(),
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
