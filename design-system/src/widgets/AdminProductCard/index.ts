export { AdminProductCard, type AdminProductCardProps } from './AdminProductCard.tsx';
export type { AdminProductCardItem } from './types.ts';
