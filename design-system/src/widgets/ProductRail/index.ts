export { ProductRail, type ProductRailProps } from './ProductRail.tsx';
