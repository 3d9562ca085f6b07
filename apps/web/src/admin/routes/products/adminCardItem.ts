import type { AdminItem } from '@marketplace/contract';
import type { AdminProductCardItem } from '@marketplace/design-system';

/** What the admin's card shows of a product the API answered. */
export const adminCardItemOf = (item: AdminItem): AdminProductCardItem => ({
  id: item.id,
  productName: item.productName,
  authorName: item.authorName,
  coverImage: item.coverImage,
  media: item.media,
  productPrice: item.productPrice,
  salePrice: item.salePrice,
  discountType: item.discountType,
  discountValue: item.discountValue,
  viewCount: item.viewCount,
  favCount: item.favCount,
  sold: item.sold,
  rating: item.rating,
  status: item.status,
  deletedDate: item.deletedDate,
  merchantId: item.merchantId,
  storeName: item.clientInfo.companyName,
});
