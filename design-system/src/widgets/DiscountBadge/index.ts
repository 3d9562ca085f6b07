export { DiscountBadge, type DiscountBadgeProps } from './DiscountBadge.tsx';
