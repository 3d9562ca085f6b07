import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

export interface PromotedProductCardProps extends ProductCardProps {
  /** The promotion that put the card here (`data-promotion-id`: the page counts its views and clicks). */
  promotionId: string;
}

/**
 * A product in a promoted place (the home page's row, a category's first places): the card marked
 * "Ad" for buyers. Apart from ProductCard, so the shopper's first load does not carry it.
 */
export function PromotedProductCard({ promotionId, className, ...card }: PromotedProductCardProps) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="promoted-product-card"
      data-promotion-id={promotionId}
      className={cn('relative flex min-w-0 flex-col', className)}
    >
      <ProductCard {...card} className="flex-1" />
      <Badge tone="neutral" size="sm" className="pointer-events-none absolute top-2 right-2 shadow-xs">
        {t('promotions.badge')}
      </Badge>
    </div>
  );
}
