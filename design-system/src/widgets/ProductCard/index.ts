export { ProductCard, PRODUCT_CARD_SIZES, type ProductCardItem, type ProductCardProps } from './ProductCard.tsx';
export { isCardShowable, truncateTitle, descriptionPreview } from '../../rules/card.ts';
export { productHref, categoryHref, companyHref } from '../../rules/hrefs.ts';
export { slugify } from '../../rules/slugify.ts';
export { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
