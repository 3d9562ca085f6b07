import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { adminProductStatusOf, purgeDateOf } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Stars } from '../../primitives/Stars/index.ts';
import { formatCount } from '../../rules/count.ts';
import { formatDay } from '../../rules/day.ts';
import { DiscountBadgeContent } from '../DiscountBadge/index.ts';
import { PriceTagContent } from '../PriceTag/index.ts';
import { SelectableCardCover } from '../SellerProductCard/SelectableCardCover.tsx';
import type { AdminProductCardItem } from './types.ts';
import {
  Icon,
  EyeIcon,
  EyeOffIcon,
  HeartIcon,
  ImagesIcon,
  PencilIcon,
  RotateCcwIcon,
  ShoppingBagIcon,
  TrashIcon,
} from '../../primitives/Icon/index.ts';

const STATUS_TONE: Record<ReturnType<typeof adminProductStatusOf>, BadgeTone> = {
  ACTIVE: 'success',
  HIDDEN: 'neutral',
  DELETED: 'danger',
};

export interface AdminProductCardProps {
  item: AdminProductCardItem;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  /** Hides an active product, shows a hidden one. */
  onToggleStatus: () => void;
  /** Asks to delete the product (the list confirms first). */
  onDelete: () => void;
  onRestore: () => void;
  /** Shows only this product's store. */
  onStoreFilter: () => void;
  /** A call about this product is on its way. */
  pending?: boolean;
  className?: string;
}

/**
 * One product of any store in the admin's Products Management (spec §2): cover with the count of
 * further media, name, author, store, id, sale price with its discount badge, views, favourites,
 * sold, rating as whole stars out of 5, its state, and edit, hide/show and delete (restore once
 * deleted), with a box to select it for bulk actions.
 */
export function AdminProductCard({
  item,
  selected,
  onSelectedChange,
  onEdit,
  onToggleStatus,
  onDelete,
  onRestore,
  onStoreFilter,
  pending = false,
  className,
}: AdminProductCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const state = adminProductStatusOf(item);
  const purgeDate = purgeDateOf(item.deletedDate);
  const extraMedia = item.media.length;

  return (
    <article
      data-slot="admin-product-card"
      data-status={state}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-lg border bg-surface shadow-card',
        selected ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line',
        className,
      )}
    >
      <SelectableCardCover
        coverImage={item.coverImage}
        dimmed={state !== 'ACTIVE'}
        selected={selected}
        onSelectedChange={onSelectedChange}
        selectLabel={t('adminProducts.card.select', { name: item.productName })}
      >
        <div className="absolute end-2 top-2 flex flex-col items-end gap-1">
          <Badge tone={STATUS_TONE[state]} size="sm" className="shadow-xs">
            {t(`adminProducts.status.${state}`)}
          </Badge>
          <DiscountBadgeContent
            discountType={item.discountType}
            discountValue={item.discountValue}
            t={t}
            language={i18n.language}
          />
        </div>
        {extraMedia > 0 ? (
          <span
            data-slot="admin-product-card-media"
            className="absolute end-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-white"
          >
            <Icon icon={ImagesIcon} size={3.5} />
            {t('adminProducts.card.extraMedia', { count: extraMedia })}
          </span>
        ) : null}
      </SelectableCardCover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2
            id={titleId}
            className="line-clamp-2 text-base leading-snug font-semibold text-ink [overflow-wrap:anywhere]"
            title={item.productName}
          >
            {item.productName}
          </h2>
          <p className="truncate text-sm text-ink-muted">{t('adminProducts.card.author', { name: item.authorName })}</p>
          <button
            type="button"
            onClick={onStoreFilter}
            className="w-fit max-w-full truncate text-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            aria-label={t('adminProducts.card.storeFilter', { name: item.storeName || item.merchantId })}
          >
            {item.storeName || item.merchantId.slice(0, 8)}
          </button>
          <p className="font-mono text-xs break-all text-ink-muted">
            <span className="sr-only">{t('adminProducts.card.id')} </span>
            {item.id}
          </p>
        </div>
        <PriceTagContent price={item.productPrice} salePrice={item.salePrice} t={t} language={i18n.language} />
        <dl className="grid grid-cols-3 gap-1 text-xs text-ink-muted">
          <div className="flex items-center gap-1">
            <dt>
              <Icon icon={EyeIcon} />
              <span className="sr-only">{t('adminProducts.card.views')}</span>
            </dt>
            <dd>{formatCount(item.viewCount)}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>
              <Icon icon={HeartIcon} />
              <span className="sr-only">{t('adminProducts.card.favourites')}</span>
            </dt>
            <dd>{formatCount(item.favCount)}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>
              <Icon icon={ShoppingBagIcon} />
              <span className="sr-only">{t('adminProducts.card.sold')}</span>
            </dt>
            <dd>{formatCount(item.sold)}</dd>
          </div>
        </dl>
        <Stars rating={item.rating} size="sm" />
        {purgeDate ? (
          <p
            data-slot="admin-product-card-purge"
            className="rounded-md border border-danger-200 bg-danger-50 px-2 py-1.5 text-sm text-danger-800"
          >
            {t('adminProducts.card.restorableUntil', {
              date: formatDay(purgeDate),
            })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={titleId} className="whitespace-nowrap">
            <Icon icon={PencilIcon} />
            {t('adminProducts.card.edit')}
          </Button>
          {state === 'DELETED' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onRestore}
              isLoading={pending}
              aria-describedby={titleId}
              className="whitespace-nowrap"
            >
              <Icon icon={RotateCcwIcon} />
              {t('adminProducts.card.restore')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={onToggleStatus}
                isLoading={pending}
                aria-describedby={titleId}
                className="whitespace-nowrap"
              >
                <Icon icon={state === 'HIDDEN' ? EyeIcon : EyeOffIcon} />
                {state === 'HIDDEN' ? t('adminProducts.card.show') : t('adminProducts.card.hide')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={onDelete}
                disabled={pending}
                aria-describedby={titleId}
                className="whitespace-nowrap"
              >
                <Icon icon={TrashIcon} />
                {t('adminProducts.card.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
