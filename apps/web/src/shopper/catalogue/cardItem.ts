import type { Item } from '@marketplace/contract';
import type { ProductCardItem } from '@marketplace/design-system';

/** Only what a compact card shows travels in the hydration data (no description). */
export function toCompactCardItem(item: Item): ProductCardItem {
  const { id, productName, coverImage, productPrice, salePrice, discountType, discountValue, clientInfo } = item;
  return { id, productName, productInfo: '', coverImage, productPrice, salePrice, discountType, discountValue, clientInfo: { ...clientInfo } };
}
