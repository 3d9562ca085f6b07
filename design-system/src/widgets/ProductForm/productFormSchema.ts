import { z } from 'zod';
import {
  DISCOUNT_TYPES,
  ITEM_STATUSES,
  MAX_PRICE,
  PERSONALIZATION_LENGTH_MAX,
  PERSONALIZATION_PROMPT_MAX,
  PROCESSING_DAYS_MAX,
  PRODUCT_INFO_MAX,
  PRODUCT_NAME_MAX,
  SALE_TYPES,
  STOCKED_ITEM_TYPE,
  parseDecimal,
  pocketTypeSchema,
} from '@marketplace/contract';
import { isBlankRichText } from '../../rules/richText.ts';
import { syncedVariations, variationRowProblems } from '../VariationEditor/index.ts';

/** Messages are translation keys; FormMessage translates them. */
const KEY = {
  variations: 'variations.editor.errors.rows',
  required: 'productForm.errors.required',
  tooLong: 'productForm.errors.tooLong',
  price: 'productForm.errors.price',
  discountValue: 'productForm.errors.discountValue',
  percentOver: 'productForm.errors.percentOver',
  amountOver: 'productForm.errors.amountOver',
  category: 'productForm.errors.category',
  stock: 'productForm.errors.stock',
  processingDays: 'productForm.errors.processingDays',
  maxLength: 'productForm.errors.maxLength',
  prompt: 'productForm.errors.prompt',
  needsValue: 'productForm.attributes.needsValue',
} as const;

const requiredText = (max: number) => z.string().trim().min(1, KEY.required).max(max, KEY.tooLong);
const money = (typed: string) => {
  const amount = parseDecimal(typed);
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_PRICE;
};
const wholeIn = (typed: string, min: number, max: number) =>
  /^\s*\d+\s*$/.test(typed) && Number(typed) >= min && Number(typed) <= max;

/**
 * Spec §5 "Product form": name, author, price and description required, a category chosen,
 * sale price read-only. The numbers are checked as typed; `itemInputOf` then gives what the
 * API's itemInputSchema takes.
 */
const variationRowSchema = z.object({
  options: z.record(z.string(), z.string()),
  price: z.string(),
  stockCount: z.string(),
  sku: z.string(),
  active: z.boolean(),
});

export const productFormSchema = z
  .object({
    productName: requiredText(PRODUCT_NAME_MAX),
    authorName: requiredText(PRODUCT_NAME_MAX),
    productPrice: z.string().refine(money, KEY.price),
    discountType: z.enum(DISCOUNT_TYPES),
    discountValue: z.string(),
    saleType: z.enum(SALE_TYPES),
    selectedCategory: z.number().int().positive().nullable(),
    productInfo: z
      .string()
      .refine((html) => !isBlankRichText(html), KEY.required)
      .refine((html) => html.length <= PRODUCT_INFO_MAX, KEY.tooLong),
    coverImage: z.string(),
    images: z.array(z.string()),
    videos: z.array(z.string()),
    itemType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    stockCount: z.string(),
    attributes: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
    pocketTypes: z.array(pocketTypeSchema),
    pocketFees: z.record(z.string(), z.number()),
    madeToOrder: z.boolean(),
    processingDays: z.string(),
    personalization: z.object({
      enabled: z.boolean(),
      prompt: z.string().max(PERSONALIZATION_PROMPT_MAX, KEY.tooLong),
      maxLength: z.string(),
    }),
    status: z.enum(ITEM_STATUSES),
    customOrder: z.number(),
    variations: z.object({ attributeKeys: z.array(z.string()), rows: z.array(variationRowSchema) }).optional(),
  })
  .superRefine((form, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (form.selectedCategory === null) issue(['selectedCategory'], KEY.category);
    if (form.discountType !== '') {
      const discount = parseDecimal(form.discountValue);
      const price = parseDecimal(form.productPrice);
      if (!Number.isFinite(discount) || discount < 0) issue(['discountValue'], KEY.discountValue);
      else if (form.discountType === 'PERCENTAGE' && discount > 100) issue(['discountValue'], KEY.percentOver);
      else if (form.discountType === 'AMOUNT' && Number.isFinite(price) && discount > price)
        issue(['discountValue'], KEY.amountOver);
    }
    // Spec §5: the stock field is flagged when the quantity is.
    if (form.itemType === STOCKED_ITEM_TYPE && !wholeIn(form.stockCount, 0, 1_000_000)) issue(['stockCount'], KEY.stock);
    if (form.itemType !== STOCKED_ITEM_TYPE) {
      form.attributes.forEach((attribute, index) => {
        if (attribute.values.every((value) => value.trim() === '')) issue(['attributes', index, 'values'], KEY.needsValue);
      });
    }
    // Price and stock per option: each row's price and stock as typed (the editor shows which).
    if (form.itemType !== STOCKED_ITEM_TYPE && form.variations && form.variations.attributeKeys.length > 0) {
      const rows = syncedVariations(form.attributes, form.variations, form.productPrice).rows;
      if (rows.some((row) => Object.keys(variationRowProblems(row)).length > 0)) issue(['variations'], KEY.variations);
    }
    if (form.madeToOrder && !wholeIn(form.processingDays, 0, PROCESSING_DAYS_MAX)) issue(['processingDays'], KEY.processingDays);
    if (form.personalization.enabled) {
      if (form.personalization.prompt.trim() === '') issue(['personalization', 'prompt'], KEY.prompt);
      if (!wholeIn(form.personalization.maxLength, 1, PERSONALIZATION_LENGTH_MAX))
        issue(['personalization', 'maxLength'], KEY.maxLength);
    }
  });

/** Form fields a refused body path belongs to (`attributes.0.key` → attributes); null for the rest. */
export type ProductFormField =
  | 'productName'
  | 'authorName'
  | 'productPrice'
  | 'discountValue'
  | 'discountType'
  | 'saleType'
  | 'selectedCategory'
  | 'productInfo'
  | 'coverImage'
  | 'images'
  | 'itemType'
  | 'stockCount'
  | 'attributes'
  | 'pocketTypes'
  | 'processingDays'
  | 'personalization.prompt'
  | 'personalization.maxLength';

const DIRECT: readonly string[] = [
  'productName',
  'authorName',
  'productPrice',
  'discountValue',
  'discountType',
  'saleType',
  'selectedCategory',
  'productInfo',
  'coverImage',
  'itemType',
  'stockCount',
  'processingDays',
];

export function productFormFieldOf(serverField: string): ProductFormField | null {
  const [head = '', second] = serverField.split('.');
  if (DIRECT.includes(head)) return head as ProductFormField;
  if (head === 'attributes' || head === 'selectedItems') return 'attributes';
  if (head === 'pocketTypes' || head === 'pocketFees') return 'pocketTypes';
  if (head === 'media') return 'images';
  if (head === 'personalization' && (second === 'prompt' || second === 'maxLength')) return `personalization.${second}`;
  return null;
}
