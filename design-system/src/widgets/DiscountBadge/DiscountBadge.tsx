import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { hasDiscount } from '../../rules/card.ts';
import { formatManat } from '../../rules/manat.ts';

export interface DiscountBadgeProps {
  /** '' (none), 'AMOUNT' (manat off) or 'PERCENTAGE'. */
  discountType: string;
  discountValue: number;
  className?: string;
}

/** "5,00 ₼ endirim" for an AMOUNT discount, "10% endirim" for a PERCENTAGE one; nothing without a discount. */
export function DiscountBadge(props: DiscountBadgeProps) {
  const { t, i18n } = useTranslation();
  return <DiscountBadgeContent {...props} t={t} language={i18n.language} />;
}

/** The badge drawn with the translations of a widget that already holds them (a card in a long list). */
export function DiscountBadgeContent({
  discountType,
  discountValue,
  className,
  t,
  language,
}: DiscountBadgeProps & { t: TFunction; language: string }) {
  if (!hasDiscount(discountType, discountValue)) return null;
  const label =
    discountType === 'AMOUNT'
      ? t('catalogue.discount.amount', { amount: formatManat(discountValue, language) })
      : t('catalogue.discount.percent', { value: discountValue });
  return (
    <Badge tone="danger" size="sm" data-slot="discount-badge" data-discount={discountType} className={cn('shadow-xs', className)}>
      {label}
    </Badge>
  );
}
