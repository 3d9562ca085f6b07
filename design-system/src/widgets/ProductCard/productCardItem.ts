import { DETAILED_CARD_DESCRIPTION_CHARS, type Item } from '@marketplace/contract';
import { descriptionPreview, isCardShowable } from '../../rules/card.ts';

/**
 * What a product card shows (spec §2 "Cards"), made from an item by `toProductCardItem`: a page
 * that lists products ships these, not whole items, in its markup and hydration data.
 */
export interface ProductCardItem {
  id: string;
  /** The whole name: the card cuts it (24 characters past 25) and the product link is built from it. */
  productName: string;
  /** Plain text already cut as a detailed card shows it (first 50 characters, '…'); '' for a compact card. */
  description: string;
  coverImage: string;
  productPrice: number;
  salePrice: number;
  discountType: string;
  discountValue: number;
  /** The store's name; '' when it has none. */
  companyName: string;
  /** An admin has approved the store: the card shows its check mark. */
  verified: boolean;
  /** The average rating, 0–5, and how many ratings it averages (0: none, and the card shows no rating). */
  rating: number;
  ratingCount: number;
}

/** The fields of an item a card is made from. */
export type ProductCardSource = Pick<
  Item,
  | 'id'
  | 'productName'
  | 'productInfo'
  | 'coverImage'
  | 'productPrice'
  | 'salePrice'
  | 'discountType'
  | 'discountValue'
  | 'rating'
  | 'ratingCount'
> & { clientInfo: Pick<Item['clientInfo'], 'companyName' | 'verified'> };

export interface ProductCardItemOptions {
  /** For a detailed card: keep the start of the description. */
  withDescription?: boolean;
  /** How the page addresses a stored media file (e.g. from the site root); unchanged by default. */
  mediaAddress?: (address: string) => string;
}

/** The card of an item; null when the spec hides it (a cover address of 10 characters or fewer). */
export function toProductCardItem(item: ProductCardSource, options: ProductCardItemOptions = {}): ProductCardItem | null {
  if (!isCardShowable(item)) return null;
  const { withDescription = false, mediaAddress } = options;
  return {
    id: item.id,
    productName: item.productName,
    description: withDescription ? descriptionPreview(item.productInfo, DETAILED_CARD_DESCRIPTION_CHARS) : '',
    coverImage: mediaAddress ? mediaAddress(item.coverImage) : item.coverImage,
    productPrice: item.productPrice,
    salePrice: item.salePrice,
    discountType: item.discountType,
    discountValue: item.discountValue,
    companyName: item.clientInfo.companyName,
    verified: item.clientInfo.verified,
    rating: item.rating,
    ratingCount: item.ratingCount,
  };
}

/** The cards of a list of items, hidden ones left out. */
export function toProductCardItems(items: readonly ProductCardSource[], options: ProductCardItemOptions = {}): ProductCardItem[] {
  return items.flatMap((item) => toProductCardItem(item, options) ?? []);
}
