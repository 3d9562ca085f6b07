import type { ItemStatus } from '@marketplace/contract';

/** What the admin's card shows of a product (spec §2 "Products Management"). */
export interface AdminProductCardItem {
  id: string;
  productName: string;
  authorName: string;
  coverImage: string;
  /** The gallery beside the cover: its count is shown as "+N". */
  media: readonly string[];
  productPrice: number;
  salePrice: number;
  discountType: string;
  discountValue: number;
  viewCount: number;
  favCount: number;
  sold: number;
  rating: number;
  status: ItemStatus;
  /** When an admin deleted it (restorable until the purge), else null. */
  deletedDate: string | null;
  merchantId: string;
  storeName: string;
}
