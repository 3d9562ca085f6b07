import {
  DEFAULT_POCKET_TYPE,
  PERSONALIZATION_DEFAULT_LENGTH,
  cleanAttributes,
  fitPockets,
  parseDecimal,
  salePrice,
  STOCKED_ITEM_TYPE,
  type DiscountType,
  type Item,
  type ItemAttribute,
  type ItemInput,
  type ItemStatus,
  type ItemType,
  type PocketFees,
  type PocketType,
  type SaleType,
} from '@marketplace/contract';
import { galleryMediaKind } from '../../rules/galleryMedia.ts';
import type { VariationEditorValue } from '../VariationEditor/index.ts';

/** What the form holds while it is being filled: numbers as typed, so nothing typed is lost on a failed check. */
export interface ProductFormValues {
  productName: string;
  authorName: string;
  productPrice: string;
  discountType: DiscountType;
  discountValue: string;
  saleType: SaleType;
  selectedCategory: number | null;
  productInfo: string;
  coverImage: string;
  images: string[];
  videos: string[];
  itemType: ItemType;
  stockCount: string;
  attributes: ItemAttribute[];
  pocketTypes: PocketType[];
  pocketFees: PocketFees;
  madeToOrder: boolean;
  processingDays: string;
  personalization: { enabled: boolean; prompt: string; maxLength: string };
  status: ItemStatus;
  /** Kept as loaded (spec §3 "customOrder, default 1"); the form does not edit it. */
  customOrder: number;
  /** Price and stock per option (saved by setItemVariations after the product); absent in a draft kept before there were any. */
  variations?: VariationEditorValue;
}

/** The form of a new product: the default 'Standart' pocket only, item type 1, sold as an item. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  productName: '',
  authorName: '',
  productPrice: '',
  discountType: '',
  discountValue: '',
  saleType: 'item',
  selectedCategory: null,
  productInfo: '',
  coverImage: '',
  images: [],
  videos: [],
  itemType: 1,
  stockCount: '0',
  attributes: [],
  pocketTypes: [{ ...DEFAULT_POCKET_TYPE }],
  pocketFees: {},
  madeToOrder: false,
  processingDays: '0',
  personalization: { enabled: false, prompt: '', maxLength: String(PERSONALIZATION_DEFAULT_LENGTH) },
  status: 'ACTIVE',
  customOrder: 1,
};

/** The product to edit, as the form shows it (spec §2: "opens the form pre-filled"). */
export function productFormValuesOf(item: Partial<Item>): ProductFormValues {
  const media = item.media ?? [];
  const personalization = item.personalization;
  return {
    ...EMPTY_PRODUCT_FORM,
    productName: item.productName ?? '',
    authorName: item.authorName ?? '',
    productPrice: item.productPrice === undefined ? '' : String(item.productPrice),
    discountType: item.discountType ?? '',
    discountValue: item.discountType ? String(item.discountValue ?? 0) : '',
    saleType: item.saleType ?? 'item',
    selectedCategory: item.selectedCategory ?? null,
    productInfo: item.productInfo ?? '',
    coverImage: item.coverImage ?? '',
    images: media.filter((url) => galleryMediaKind(url) === 'image'),
    videos: media.filter((url) => galleryMediaKind(url) === 'video'),
    itemType: item.itemType ?? 1,
    stockCount: String(item.stockCount ?? 0),
    attributes: item.attributes
      ? item.attributes.map((attribute) => ({ key: attribute.key, values: [...attribute.values] }))
      : [],
    pocketTypes:
      item.pocketTypes && item.pocketTypes.length > 0
        ? item.pocketTypes.map((pocket) => ({ ...pocket }))
        : [{ ...DEFAULT_POCKET_TYPE }],
    pocketFees: { ...(item.pocketFees ?? {}) },
    madeToOrder: item.madeToOrder ?? false,
    processingDays: String(item.processingDays ?? 0),
    personalization: personalization
      ? { enabled: personalization.enabled, prompt: personalization.prompt, maxLength: String(personalization.maxLength) }
      : EMPTY_PRODUCT_FORM.personalization,
    status: item.status ?? 'ACTIVE',
    customOrder: item.customOrder ?? 1,
  };
}

const wholeNumber = (typed: string) => Number(typed.trim());

/** The sale price shown live (spec §5): 0 while the price cannot be read. */
export function liveSalePrice(values: Pick<ProductFormValues, 'productPrice' | 'discountType' | 'discountValue'>): number {
  const price = parseDecimal(values.productPrice);
  const discount = parseDecimal(values.discountValue);
  if (!Number.isFinite(price)) return 0;
  return salePrice(price, values.discountType, Number.isFinite(discount) ? discount : 0);
}

/**
 * What addNewItem / updateItem receive for checked form values: numbers read, names trimmed,
 * type 3 without attributes and types 1/2 without stock, attributes without blank values,
 * the gallery photos then the videos as `media`.
 */
export function itemInputOf(values: ProductFormValues): ItemInput {
  const price = parseDecimal(values.productPrice);
  const discountValue = values.discountType === '' ? 0 : parseDecimal(values.discountValue);
  const stocked = values.itemType === STOCKED_ITEM_TYPE;
  const pockets = fitPockets(values.pocketTypes, values.pocketFees);
  return {
    productName: values.productName.trim(),
    authorName: values.authorName.trim(),
    productPrice: price,
    salePrice: salePrice(price, values.discountType, discountValue),
    discountType: values.discountType,
    discountValue,
    saleType: values.saleType,
    selectedCategory: values.selectedCategory ?? 0,
    productInfo: values.productInfo,
    coverImage: values.coverImage,
    media: [...values.images, ...values.videos],
    customOrder: values.customOrder,
    stockCount: stocked ? wholeNumber(values.stockCount) : 0,
    itemType: values.itemType,
    attributes: stocked ? [] : cleanAttributes(values.attributes),
    pocketTypes: pockets.pocketTypes,
    pocketFees: pockets.pocketFees,
    status: values.status,
    madeToOrder: values.madeToOrder,
    processingDays: values.madeToOrder ? wholeNumber(values.processingDays) : 0,
    personalization: {
      enabled: values.personalization.enabled,
      prompt: values.personalization.prompt.trim(),
      maxLength: values.personalization.enabled ? wholeNumber(values.personalization.maxLength) : PERSONALIZATION_DEFAULT_LENGTH,
    },
  };
}
