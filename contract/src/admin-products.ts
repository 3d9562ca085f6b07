import { z } from 'zod';
import { ADMIN_PRODUCT_STATUSES, ADMIN_PRODUCTS_BULK_MAX, ADMIN_PRODUCTS_PAGE_SIZE } from './admin-product-rules.ts';
import { ITEM_STATUSES, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from './catalogue-rules.ts';
import { itemSchema } from './catalogue.ts';
import { textString } from './text.ts';

/** Deepest page of the admin's list (offset paging; 100,000 pages of the largest size). */
const ADMIN_PRODUCTS_MAX_PAGE = 100_000;

/**
 * POST getAdminItems: every store's products, newest first by createdDate, one numbered page with the
 * total. Filters: a store (its account id), a status (ACTIVE, HIDDEN, or DELETED for the restorable
 * ones; without it, every product that is not deleted), a category (its products and its
 * subcategories'), text in the folded name or author (or a product id).
 */
export const adminItemsRequestSchema = z.strictObject({
  page: z.number().int().min(1).max(ADMIN_PRODUCTS_MAX_PAGE).default(1),
  page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PRODUCTS_PAGE_SIZE),
  store: textString().max(64).optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
  category: z.number().int().min(1).max(2_147_483_647).optional(),
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
});
export type AdminItemsRequest = z.input<typeof adminItemsRequestSchema>;

/** A product as the admin sees it: the spec's item and when it was deleted (null unless it is). */
export const adminItemSchema = itemSchema.extend({ deletedDate: z.string().nullable() });
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminItemPageSchema = z.object({
  items: z.array(adminItemSchema),
  page: z.number(),
  total: z.number(),
});
export type AdminItemPage = z.infer<typeof adminItemPageSchema>;

const bulkIds = z.array(textString().max(64)).min(1).max(ADMIN_PRODUCTS_BULK_MAX);

/** POST setAdminItemsStatus: hide or show several products of any store. */
export const adminSetItemsStatusRequestSchema = z.strictObject({ ids: bulkIds, status: z.enum(ITEM_STATUSES) });
export type AdminSetItemsStatusRequest = z.infer<typeof adminSetItemsStatusRequestSchema>;

/** POST deleteAdminItems / restoreAdminItems: several products at once. */
export const adminItemIdsRequestSchema = z.strictObject({ ids: bulkIds });
export type AdminItemIdsRequest = z.infer<typeof adminItemIdsRequestSchema>;

/** How many products changed (those already so are left alone). */
export const adminItemsChangedSchema = z.object({ updated: z.number() });
export type AdminItemsChanged = z.infer<typeof adminItemsChangedSchema>;
