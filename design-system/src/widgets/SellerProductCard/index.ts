export { SellerProductCard, type SellerProductCardProps } from './SellerProductCard.tsx';
export { SellerProductCardSkeleton } from './SellerProductCardSkeleton.tsx';
export type { SellerProductCardItem } from './types.ts';
