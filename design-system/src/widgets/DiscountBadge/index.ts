export { DiscountBadge, DiscountBadgeContent, type DiscountBadgeProps } from './DiscountBadge.tsx';
