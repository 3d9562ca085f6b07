import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatManat } from '../../rules/manat.ts';

export interface PriceTagProps {
  price: number;
  /** The price after the discount; shown with the old price struck through when lower. */
  salePrice?: number;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A price in manat; with a sale, the sale price leads and the old price is struck through. */
export function PriceTag(props: PriceTagProps) {
  const { t, i18n } = useTranslation();
  return <PriceTagContent {...props} t={t} language={i18n.language} />;
}

/**
 * The price tag drawn with the translations of a widget that already holds them: a card in a
 * long list saves a translation hook of its own (each costs hydration time).
 */
export function PriceTagContent({
  price,
  salePrice,
  size = 'sm',
  className,
  t,
  language,
}: PriceTagProps & { t: TFunction; language: string }) {
  const onSale = salePrice !== undefined && salePrice < price;
  const shown = onSale ? salePrice : price;
  return (
    <p data-slot="price-tag" data-on-sale={onSale} className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-semibold', size === 'lg' ? 'text-2xl' : 'text-base', onSale ? 'text-danger-700' : 'text-ink')}>
        <span className="sr-only">{onSale ? t('catalogue.price.now') : t('catalogue.price.label')} </span>
        {formatManat(shown, language)}
      </span>
      {onSale ? (
        <del className={cn('text-ink-muted', size === 'lg' ? 'text-base' : 'text-sm')}>
          <span className="sr-only">{t('catalogue.price.was')} </span>
          {formatManat(price, language)}
        </del>
      ) : null}
    </p>
  );
}
