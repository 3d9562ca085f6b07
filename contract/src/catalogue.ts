import { z } from 'zod';
import {
  ATTRIBUTES_MAX,
  ATTRIBUTE_VALUES_MAX,
  DISCOUNT_TYPES,
  ITEM_STATUSES,
  MAX_LIST_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MAX_TOP,
  MEDIA_MAX,
  POCKET_TYPES_MAX,
  PRODUCT_INFO_MAX,
  PRODUCT_NAME_MAX,
  SALE_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  VIEW_ID_MAX,
  PERSONALIZATION_DEFAULT_LENGTH,
  PERSONALIZATION_LENGTH_MAX,
  PERSONALIZATION_PROMPT_MAX,
  PROCESSING_DAYS_MAX,
  isValidPocketFee,
  type CategoryTitles,
  type DiscountType,
  type ItemAttribute,
  type PocketFees,
  type PocketType,
} from './catalogue-rules.ts';
import { CATEGORY_MOVES_MAX, CATEGORY_TITLE_MAX } from './category-admin-rules.ts';
import { POCKET_FEE_STEP, SELLER_PAGE_SIZE, SIMILAR_ITEMS_TOP } from './constants.ts';
import { mediaAddressSchema } from './media.ts';
import { recordKeyParams, textString } from './text.ts';

/* ---------------------------------------------------------------- shapes */

/** Request text: never U+0000 (see text.ts), trimmed, capped. */
const text = (max: number) => textString().trim().max(max);
const requiredText = (max: number) => textString().trim().min(1).max(max);
/** An id as text (item, store, partner): a uuid is checked where it is used. */
const idText = textString().max(64);
const money = z.number().finite().min(0).max(MAX_PRICE);

export const categoryTitlesSchema = z.strictObject({
  az: requiredText(CATEGORY_TITLE_MAX),
  en: text(CATEGORY_TITLE_MAX).optional(),
  ru: text(CATEGORY_TITLE_MAX).optional(),
  tr: text(CATEGORY_TITLE_MAX).optional(),
}) satisfies z.ZodType<CategoryTitles>;

export const itemAttributeSchema = z.strictObject({
  key: textString().max(60),
  values: z.array(textString().max(120)).max(ATTRIBUTE_VALUES_MAX),
}) satisfies z.ZodType<ItemAttribute>;

export const pocketTypeSchema = z.strictObject({
  id: z.number().int().min(1).max(1_000_000),
  /** Spec §5: non-empty after trimming. */
  name: requiredText(60),
  active: z.boolean(),
}) satisfies z.ZodType<PocketType>;

export const pocketFeesSchema = z.record(
  z.string().regex(/^[0-9]{1,7}$/),
  z.number().max(MAX_PRICE).refine(isValidPocketFee, `A pocket fee is at least 0 in steps of ${POCKET_FEE_STEP}.`),
) satisfies z.ZodType<PocketFees>;

/** Ours, for handmade work: what the buyer may ask to have made personal, and how long the note may be. */
export const personalizationSchema = z.strictObject({
  enabled: z.boolean(),
  /** What the buyer should write ("the name to engrave"). */
  prompt: text(PERSONALIZATION_PROMPT_MAX).default(''),
  maxLength: z.number().int().min(1).max(PERSONALIZATION_LENGTH_MAX).default(PERSONALIZATION_DEFAULT_LENGTH),
});
export type Personalization = z.output<typeof personalizationSchema>;
export const NO_PERSONALIZATION: Personalization = { enabled: false, prompt: '', maxLength: PERSONALIZATION_DEFAULT_LENGTH };

const categoryId = z.number().int().min(1).max(2_147_483_647);
const itemType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const attributeList = z.array(itemAttributeSchema).max(ATTRIBUTES_MAX);

/** The product form's fields (spec §3/§5, plus the handmade ones). */
const itemFormShape = {
  productName: requiredText(PRODUCT_NAME_MAX),
  authorName: requiredText(PRODUCT_NAME_MAX),
  productPrice: money,
  salePrice: z.number().optional(),
  discountType: z.enum(DISCOUNT_TYPES).default(''),
  discountValue: money.default(0),
  saleType: z.enum(SALE_TYPES).default('item'),
  selectedCategory: categoryId,
  productInfo: textString().max(PRODUCT_INFO_MAX),
  coverImage: mediaAddressSchema.default(''),
  media: z.array(mediaAddressSchema).max(MEDIA_MAX).default([]),
  customOrder: z.number().int().min(0).max(1_000_000).default(1),
  stockCount: z.number().int().min(0).max(1_000_000).default(0),
  itemType: itemType.default(1),
  attributes: attributeList.optional(),
  /** Spec §3 "selectedItems / attributes": the spec's other name for `attributes`; send one of them. */
  selectedItems: attributeList.optional(),
  pocketTypes: z.array(pocketTypeSchema).max(POCKET_TYPES_MAX).default([]),
  pocketFees: pocketFeesSchema.default({}),
  status: z.enum(ITEM_STATUSES).default('ACTIVE'),
  /** Made on request (handmade to order). */
  madeToOrder: z.boolean().default(false),
  processingDays: z.number().int().min(0).max(PROCESSING_DAYS_MAX).default(0),
  personalization: personalizationSchema.default(NO_PERSONALIZATION),
};

interface ItemFormChecked {
  discountType: DiscountType;
  discountValue: number;
  attributes?: ItemAttribute[];
  selectedItems?: ItemAttribute[];
}

function checkItemForm(form: ItemFormChecked, context: z.RefinementCtx): void {
  if (form.discountType === 'PERCENTAGE' && form.discountValue > 100) {
    context.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percentage discount is at most 100.' });
  }
  if (form.attributes !== undefined && form.selectedItems !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['selectedItems'],
      message: 'Send the attributes once: as attributes or as selectedItems.',
    });
  }
}

/** The stored name: `selectedItems` becomes `attributes`. */
function withAttributes<Form extends ItemFormChecked>({ selectedItems, ...form }: Form) {
  return { ...form, attributes: form.attributes ?? selectedItems ?? [] };
}

/**
 * addNewItem: the product form. Strict (an unknown field is refused, never dropped); `salePrice`
 * may be sent, the server recomputes it.
 */
export const itemInputSchema = z.strictObject(itemFormShape).superRefine(checkItemForm).transform(withAttributes);
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemFields = z.output<typeof itemInputSchema>;

/**
 * The fields of an item as a read answers it (itemSchema) that are not the seller's to set: the
 * counters, the creation date, the owner and the store's card. updateItem accepts them, so a client
 * may write back the item it read with one field changed (the spec's update_item_info flow), and
 * ignores them: they keep their stored values. A name that is no field of the item is still refused.
 */
const itemReadOnlyShape = {
  viewCount: z.number().optional(),
  favCount: z.number().optional(),
  sold: z.number().optional(),
  rating: z.number().optional(),
  ratingCount: z.number().optional(),
  createdDate: textString().max(64).optional(),
  merchantId: idText.optional(),
  clientInfo: z
    .strictObject({
      id: idText,
      companyName: textString().max(200),
      email: textString().max(320),
      profileImage: textString().max(2048),
      verified: z.boolean(),
    })
    .partial()
    .optional(),
};

/** The read-only fields of a read item, dropped from an update. */
function withoutReadOnly<Form extends Partial<Record<keyof typeof itemReadOnlyShape, unknown>>>(form: Form) {
  const {
    viewCount: _v,
    favCount: _f,
    sold: _s,
    rating: _r,
    ratingCount: _n,
    createdDate: _c,
    merchantId: _m,
    clientInfo: _i,
    ...rest
  } = form;
  return rest;
}

/** updateItem: the whole form again plus the item id; the read-only fields of a read item may come along (ignored). */
export const updateItemRequestSchema = z
  .strictObject({ ...itemFormShape, ...itemReadOnlyShape, id: idText })
  .superRefine(checkItemForm)
  .transform((form) => withAttributes(withoutReadOnly(form)));
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

export const itemClientInfoSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  /** The company e-mail, else the account's e-mail. */
  email: z.string(),
  profileImage: z.string(),
  /** An admin has approved the store: buyers see its check mark. */
  verified: z.boolean(),
});

/** An item as every read call answers it (spec §3 Product/Item). */
export const itemSchema = z.object({
  id: z.string(),
  productName: z.string(),
  authorName: z.string(),
  productPrice: z.number(),
  salePrice: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  saleType: z.enum(SALE_TYPES),
  selectedCategory: z.number(),
  productInfo: z.string(),
  coverImage: z.string(),
  media: z.array(z.string()),
  customOrder: z.number(),
  stockCount: z.number(),
  itemType: itemType,
  attributes: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  pocketTypes: z.array(z.object({ id: z.number(), name: z.string(), active: z.boolean() })),
  pocketFees: z.record(z.string(), z.number()),
  viewCount: z.number(),
  favCount: z.number(),
  sold: z.number(),
  rating: z.number(),
  /** How many ratings `rating` averages; 0 when nobody has rated the item (no rating is shown then). */
  ratingCount: z.number(),
  status: z.enum(ITEM_STATUSES),
  madeToOrder: z.boolean(),
  /** Days to make and ship; shown on the product page when above 0. */
  processingDays: z.number(),
  personalization: z.object({ enabled: z.boolean(), prompt: z.string(), maxLength: z.number() }),
  createdDate: z.string(),
  merchantId: z.string(),
  clientInfo: itemClientInfoSchema,
});
export type Item = z.infer<typeof itemSchema>;

/* ---------------------------------------------------------------- categories */

export interface CategoryNode {
  id: number;
  title: string;
  titles: CategoryTitles;
  urlPath: string;
  upperCategoryId: number | null;
  position: number;
  /** Listed items in this category and all its subcategories. */
  productCount: number;
  subcategories: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    titles: categoryTitlesSchema,
    urlPath: z.string(),
    upperCategoryId: z.number().nullable(),
    position: z.number(),
    productCount: z.number(),
    subcategories: z.array(categoryNodeSchema),
  }),
);
export const categoryFlatSchema = z.object({
  id: z.number(),
  title: z.string(),
  titles: categoryTitlesSchema,
  urlPath: z.string(),
  upperCategoryId: z.number().nullable(),
  position: z.number(),
  isLeaf: z.boolean(),
});
export type CategoryFlat = z.infer<typeof categoryFlatSchema>;
export const categoriesQuerySchema = z.object({ lng: z.enum(['az', 'en', 'ru', 'tr']).optional() });

/** Builds the nested tree (by position, then id) from the flat list with per-category counts. */
export function buildCategoryTree(flat: readonly CategoryFlat[], ownCounts: ReadonlyMap<number, number>): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of flat) {
    const { isLeaf: _leaf, ...rest } = category;
    nodes.set(category.id, { ...rest, productCount: ownCounts.get(category.id) ?? 0, subcategories: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.upperCategoryId === null ? undefined : nodes.get(node.upperCategoryId);
    (parent ? parent.subcategories : roots).push(node);
  }
  const order = (list: CategoryNode[]) => list.sort((a, b) => a.position - b.position || a.id - b.id);
  const total = (node: CategoryNode): number => {
    order(node.subcategories);
    node.productCount += node.subcategories.reduce((sum, child) => sum + total(child), 0);
    return node.productCount;
  };
  for (const root of order(roots)) total(root);
  return roots;
}

/* ---------------------------------------------------------------- lists */

export const pageSizeSchema = z.number().int().min(1).max(MAX_PAGE_SIZE);
export const pageTokenSchema = z.string().max(200);
const queryPageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/*
 * Query strings of GET reads are NOT strict, unlike every request body: an unknown query parameter
 * (a cache buster, a tracking tag a proxy appends) changes nothing a read answers, and the cached
 * home blocks are keyed by the parsed values, so it cannot split a cache either. Every body, reads
 * sent by POST included, refuses unknown fields with 400 UNKNOWN_FIELD.
 */
export const pagedQuerySchema = z.object({
  page_size: queryPageSize.optional(),
  page_token: pageTokenSchema.optional(),
});
export const topQuerySchema = z.object({ top: z.coerce.number().int().min(1).max(MAX_TOP).optional() });

/** A numbered page (1-based) of a list, for page links; when given, `page_token` is ignored. */
export const listPageNumberSchema = z.number().int().min(1).max(MAX_LIST_PAGE);
export const itemsByCategoryRequestSchema = z.strictObject({
  ids: z.array(categoryId).min(1).max(500),
  page_size: pageSizeSchema.optional(),
  page_token: pageTokenSchema.optional(),
  page: listPageNumberSchema.optional(),
});
export const itemByIdRequestSchema = z.strictObject({
  id: idText,
  /** A fresh id per page load: the view is counted once per (item, view id). */
  view_id: textString().min(8).max(VIEW_ID_MAX).optional(),
});
export const registerViewRequestSchema = z.strictObject({ id: idText, view_id: textString().min(8).max(VIEW_ID_MAX) });
export const similarItemsRequestSchema = z.strictObject({
  id: idText,
  top: z.number().int().min(1).max(MAX_TOP).default(SIMILAR_ITEMS_TOP),
});
export const companyItemsRequestSchema = z.strictObject({
  id: idText,
  page_size: pageSizeSchema.optional(),
  page_token: pageTokenSchema.optional(),
  page: listPageNumberSchema.optional(),
});
/**
 * Spec §7 getItemListByPage: `ids` (optional filter of own item ids), 12 per page, `page_token` is
 * the offset; ours adds the panel's filters (status, text in the name). Newest first.
 */
export const sellerItemsRequestSchema = z.strictObject({
  ids: z.array(idText).max(500).optional(),
  page_size: pageSizeSchema.default(SELLER_PAGE_SIZE),
  page_token: z.union([pageTokenSchema, z.number().int().min(0)]).optional(),
  offset: z.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(ITEM_STATUSES).optional(),
  /** Text in the product or author name (the panel's search box); blank = no filter. */
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
  /** The archived products only (the panel's Archived view); otherwise they are left out. */
  archived: z.boolean().optional(),
});
export const searchQuerySchema = z.object({
  q: textString().max(SEARCH_QUERY_MAX),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: queryPageSize.default(SEARCH_PAGE_SIZE),
});

export const itemPageSchema = z.object({
  items: z.array(itemSchema),
  next_page_token: z.string().nullable(),
  total: z.number().optional(),
});
export type ItemPage = z.infer<typeof itemPageSchema>;

/** Paging of the shopper lists: `page_token` is the previous answer's `next_page_token`. */
export interface CataloguePageRequest {
  page_size?: number;
  page_token?: string;
  /** A numbered page (1…MAX_LIST_PAGE) instead of a token, for lists with page links (category, store). */
  page?: number;
}

/* ---------------------------------------------------------------- admin */

export const setModifiedCategoryPermissionsRequestSchema = z.strictObject({
  changes: z.strictObject({
    partnerId: idText,
    addedCategories: z.array(categoryId).max(5000).default([]),
    removedCategories: z.array(categoryId).max(5000).default([]),
    finalCategoryList: z.array(categoryId).max(5000),
  }),
});
export const setModifiedCategoriesRequestSchema = z.strictObject({
  modifiedProducts: z
    .record(idText, z.strictObject({ oldCategory: categoryId.nullable().optional(), newCategory: categoryId }), recordKeyParams)
    .refine((moves) => Object.keys(moves).length <= CATEGORY_MOVES_MAX, `At most ${CATEGORY_MOVES_MAX} products at once.`),
});
export const okAnswerSchema = z.object({ ok: z.literal(true) });
