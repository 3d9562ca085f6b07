import { z } from 'zod';
import { CART_ATTRIBUTE_TEXT_MAX } from './cart-rules.ts';
import { recordKeyParams, textString } from './text.ts';
import {
  VARIATION_ATTRIBUTES_MAX,
  VARIATION_PRICE_MAX_QEPIK,
  VARIATION_SKU_MAX,
  VARIATION_STOCK_MAX,
  VARIATIONS_MAX,
} from './variation-rules.ts';

export * from './variation-rules.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /variation/v1/* (ours): an item's price, stock, SKU and on/off per combination of
// one or two of its attributes.

const optionText = textString().trim().min(1).max(CART_ATTRIBUTE_TEXT_MAX);

/** One combination: a value for each variation attribute. */
export const variationOptionsSchema = z
  .record(optionText, optionText, recordKeyParams)
  .refine((options) => Object.keys(options).length >= 1 && Object.keys(options).length <= VARIATION_ATTRIBUTES_MAX, {
    message: `One value for each of 1 to ${VARIATION_ATTRIBUTES_MAX} attributes.`,
  });

export const variationInputSchema = z.strictObject({
  options: variationOptionsSchema,
  priceQepik: z.number().int().min(0).max(VARIATION_PRICE_MAX_QEPIK),
  stockCount: z.number().int().min(0).max(VARIATION_STOCK_MAX),
  sku: textString().trim().max(VARIATION_SKU_MAX).default(''),
  active: z.boolean().default(true),
});
export type VariationInput = z.input<typeof variationInputSchema>;

/**
 * POST /variation/v1/setItemVariations (the item's seller): the whole set, replacing the one before.
 * `attributeKeys` names the item's attributes that drive price and stock (none: the item has no
 * variations and keeps its own price and stock). A combination left out is not sold. Answers the
 * set as getItemVariations does for its seller.
 */
export const setItemVariationsRequestSchema = z.strictObject({
  itemId: textString().trim().min(1).max(64),
  attributeKeys: z.array(optionText).max(VARIATION_ATTRIBUTES_MAX),
  variations: z.array(variationInputSchema).max(VARIATIONS_MAX),
});
export type SetItemVariationsRequest = z.input<typeof setItemVariationsRequestSchema>;

/** GET /variation/v1/getItemVariations?itemId= (anyone who may see the item). */
export const getItemVariationsQuerySchema = z.object({ itemId: textString().trim().min(1).max(64) });

export const variationSchema = z.object({
  id: z.string(),
  options: z.record(z.string(), z.string()),
  /** Before the item's discount. */
  priceQepik: z.number().int(),
  /** What a buyer pays for one unit: the price with the item's discount. */
  unitPriceQepik: z.number().int(),
  stockCount: z.number().int(),
  active: z.boolean(),
  /** The seller's own code; '' in what buyers read. */
  sku: z.string(),
});
export type Variation = z.infer<typeof variationSchema>;

export const itemVariationsSchema = z.object({
  itemId: z.string(),
  /** The attributes whose values make a combination, in the order the seller set them; empty: no variations. */
  attributeKeys: z.array(z.string()),
  variations: z.array(variationSchema),
});
export type ItemVariations = z.infer<typeof itemVariationsSchema>;
