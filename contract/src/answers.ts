import { z } from 'zod';
import { itemPageSchema } from './catalogue.ts';

/**
 * Answers the sites read that had no contract schema of their own (each declared once here,
 * for the API's response validation and the web's types alike).
 */

/** POST /cart/v1/addToCart: the line the item landed on and the cart's new unit count (the badge). */
export const addToCartAnswerSchema = z.object({
  lineId: z.string(),
  /** The line's quantity after the add. */
  quantity: z.number().int(),
  /** Units in the whole cart after the add, available lines only. */
  count: z.number().int(),
});
export type AddToCartAnswer = z.infer<typeof addToCartAnswerSchema>;

/** POST /merchant/v1/getItemListByPage: one page of the seller's own products, with the filtered total. */
export const sellerItemPageSchema = itemPageSchema.extend({ total: z.number().int() });
export type SellerItemPage = z.infer<typeof sellerItemPageSchema>;
