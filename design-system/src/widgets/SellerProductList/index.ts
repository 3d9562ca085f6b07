export { SellerProductList, type SellerProductListProps } from './SellerProductList.tsx';
export { SELLER_STATUS_FILTERS, type SellerStatusFilter } from './types.ts';
