import { z } from 'zod';
import { ITEM_STATUSES, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from './catalogue-rules.ts';
import { categoriesQuerySchema, categoryFlatSchema } from './catalogue.ts';
import { textString } from './text.ts';

/** Own products hidden or shown together in one call (the panel's bulk action). */
export const SELLER_BULK_MAX = MAX_PAGE_SIZE;

/** POST /merchant/v1/setItemsStatus: hide or show several of the seller's own products. */
export const setItemsStatusRequestSchema = z.strictObject({
  ids: z.array(textString().max(64)).min(1).max(SELLER_BULK_MAX),
  status: z.enum(ITEM_STATUSES),
});
export type SetItemsStatusRequest = z.infer<typeof setItemsStatusRequestSchema>;
export const setItemsStatusAnswerSchema = z.object({ updated: z.number() });
export type SetItemsStatusAnswer = z.infer<typeof setItemsStatusAnswerSchema>;

/** GET /merchant/v1/getDashboard: the panel home's figures, all over the seller's own products. */
export const merchantDashboardSchema = z.object({
  products: z.number(),
  activeProducts: z.number(),
  hiddenProducts: z.number(),
  /** Products with at least one photo (cover or gallery). */
  productsWithPhotos: z.number(),
  totalViews: z.number(),
  favourites: z.number(),
  sold: z.number(),
  followers: z.number(),
  /** Average of the products' ratings, 0 when none is rated (0–5, 2 decimals). */
  ratingAverage: z.number(),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;

/** The query of getPermittedCategories (not strict, like every GET query: see catalogue.ts). */
export const permittedCategoriesQuerySchema = categoriesQuerySchema;

/** GET /merchant/v1/getPermittedCategories?lng=: leaf categories the seller may use (spec §4/§6). */
export const permittedCategoriesAnswerSchema = z.object({ categories: z.array(categoryFlatSchema) });
export type PermittedCategoriesAnswer = z.infer<typeof permittedCategoriesAnswerSchema>;

/** Filters of the seller's own list besides the spec's ids/page_size/page_token/offset. */
export const sellerItemsFilterSchema = z.strictObject({
  status: z.enum(ITEM_STATUSES).optional(),
  /** Text in the product or author name (the panel's search box). */
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
});
