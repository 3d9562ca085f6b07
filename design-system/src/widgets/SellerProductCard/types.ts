import type { ItemStatus } from '@marketplace/contract';

/** What the seller's own card shows of a product. */
export interface SellerProductCardItem {
  id: string;
  productName: string;
  coverImage: string;
  viewCount: number;
  status: ItemStatus;
  productPrice: number;
  salePrice: number;
}
