export { SellerProductCard, SELLER_CARD_SIZES, type SellerProductCardProps } from './SellerProductCard.tsx';
export { SellerProductCardSkeleton } from './SellerProductCardSkeleton.tsx';
export type { SellerProductCardItem } from './types.ts';
