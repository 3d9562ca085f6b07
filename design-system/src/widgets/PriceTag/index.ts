export { PriceTag, PriceTagContent, type PriceTagProps } from './PriceTag.tsx';
