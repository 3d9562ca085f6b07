export { ProductCard, PRODUCT_CARD_SIZES, type ProductCardProps } from './ProductCard.tsx';
export {
  toProductCardItem,
  toProductCardItems,
  type ProductCardItem,
  type ProductCardItemOptions,
  type ProductCardSource,
} from './productCardItem.ts';
export { isCardShowable, truncateTitle, descriptionPreview } from '../../rules/card.ts';
export { CHAT_BOX_MARKER, productHref, productChatHref, categoryHref, companyHref } from '../../rules/hrefs.ts';
export { slugify } from '../../rules/slugify.ts';
export { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
export { PromotedProductCard, type PromotedProductCardProps } from './PromotedProductCard.tsx';
