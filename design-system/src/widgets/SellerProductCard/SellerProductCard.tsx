import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { formatCount } from '../../rules/count.ts';
import { isCardShowable } from '../../rules/card.ts';
import { SelectableCardCover } from './SelectableCardCover.tsx';
import type { SellerProductCardItem } from './types.ts';
import {
  Icon,
  ArchiveIcon,
  ArchiveArrowUpIcon,
  CopyIcon,
  EyeIcon,
  EyeOffIcon,
  MegaphoneIcon,
  PencilIcon,
} from '../../primitives/Icon/index.ts';

export interface SellerProductCardProps {
  item: SellerProductCardItem;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  /** Hides an active product, shows a hidden one. */
  onToggleStatus: () => void;
  /** Opens the Advertise dialog; without it the button says the feature is not available yet. */
  onAdvertise?: () => void;
  /** The product's hide/show call is on its way. */
  statusPending?: boolean;
  /** Copies the product as a new hidden draft (catalogue tools). */
  onDuplicate?: () => void;
  /** Moves the product to the archive; in the Archived view, `onRestore` brings it back instead. */
  onArchive?: () => void;
  onRestore?: () => void;
  /** The product name's heading level, so it fits under the page's headings. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One of the seller's own products (spec §2 "/products"): cover, name, view count, status, and
 * the edit, hide/show and advertise buttons (advertising a product buyers can see), with a box to select it for
 * bulk actions.
 */
export function SellerProductCard({
  item,
  selected,
  onSelectedChange,
  onEdit,
  onToggleStatus,
  onAdvertise,
  statusPending = false,
  onDuplicate,
  onArchive,
  onRestore,
  headingLevel = 3,
  className,
}: SellerProductCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const adsHintId = useId();
  const hidden = item.status !== 'ACTIVE';
  // Shopper lists show a product only with a cover (spec §2): say so before the seller wonders why.
  const missingCover = !isCardShowable(item);
  const discounted = item.salePrice < item.productPrice;
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      data-slot="seller-product-card"
      data-status={item.status}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-lg border bg-surface shadow-card transition-shadow',
        selected ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line',
        className,
      )}
    >
      <SelectableCardCover
        coverImage={item.coverImage}
        dimmed={hidden}
        selected={selected}
        onSelectedChange={onSelectedChange}
        selectLabel={t('merchant.products.card.select', { name: item.productName })}
      >
        <Badge tone={hidden ? 'neutral' : 'success'} size="sm" className="absolute end-2 top-2 shadow-xs">
          {hidden ? t('merchant.products.status.HIDDEN') : t('merchant.products.status.ACTIVE')}
        </Badge>
      </SelectableCardCover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading
          id={titleId}
          className="line-clamp-2 text-base leading-snug font-semibold text-ink [overflow-wrap:anywhere]"
          title={item.productName}
        >
          {item.productName}
        </Heading>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Icon icon={EyeIcon} />
            {t('merchant.products.card.views', { count: item.viewCount, formatted: formatCount(item.viewCount) })}
          </span>
          <span className="font-semibold text-ink">
            {formatManat(item.salePrice, i18n.language)}
            {discounted ? (
              <s className="ms-1.5 text-xs font-normal text-ink-muted">{formatManat(item.productPrice, i18n.language)}</s>
            ) : null}
          </span>
        </div>
        {missingCover ? (
          <p
            data-slot="seller-product-card-no-cover"
            className="rounded-md border border-warning-200 bg-warning-50 px-2 py-1.5 text-sm text-warning-900"
          >
            {t('merchant.products.card.noCover')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={titleId} className="whitespace-nowrap">
            <Icon icon={PencilIcon} />
            {t('merchant.products.card.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onToggleStatus}
            isLoading={statusPending}
            aria-describedby={titleId}
            className="whitespace-nowrap"
          >
            <Icon icon={hidden ? EyeIcon : EyeOffIcon} />
            {hidden ? t('merchant.products.card.show') : t('merchant.products.card.hide')}
          </Button>
          {onAdvertise ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onAdvertise}
              disabled={missingCover || hidden}
              aria-describedby={titleId}
              className="whitespace-nowrap"
            >
              <Icon icon={MegaphoneIcon} />
              {t('merchant.products.card.ads')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" disabled aria-describedby={adsHintId} className="whitespace-nowrap">
              <Icon icon={MegaphoneIcon} />
              {t('merchant.products.card.ads')}
              <Badge tone="accent" size="sm" id={adsHintId}>
                {t('merchant.products.card.adsSoon')}
              </Badge>
            </Button>
          )}
        </div>
        {onDuplicate || onArchive || onRestore ? (
          <div data-slot="seller-product-card-tools" className="flex flex-wrap gap-2 border-t border-line pt-2">
            {onDuplicate ? (
              <Button size="sm" variant="ghost" onClick={onDuplicate} aria-describedby={titleId} className="whitespace-nowrap">
                <Icon icon={CopyIcon} />
                {t('catalogueTools.actions.duplicate')}
              </Button>
            ) : null}
            {onRestore ? (
              <Button size="sm" variant="ghost" onClick={onRestore} aria-describedby={titleId} className="whitespace-nowrap">
                <Icon icon={ArchiveArrowUpIcon} />
                {t('catalogueTools.actions.restore')}
              </Button>
            ) : onArchive ? (
              <Button size="sm" variant="ghost" onClick={onArchive} aria-describedby={titleId} className="whitespace-nowrap">
                <Icon icon={ArchiveIcon} />
                {t('catalogueTools.actions.archive')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
