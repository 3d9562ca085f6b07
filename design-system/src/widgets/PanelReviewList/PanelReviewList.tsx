import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX, bakuDate, isLanguage, type Review } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Icon, StarIcon } from '../../primitives/Icon/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { Pagination } from '../Pagination/index.ts';

export interface PanelReviewListProps {
  reviews: readonly Review[];
  /** Reviews matching the filters, over every page. */
  total: number;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  /** The stars filter in force, or null for every review. */
  stars: number | null;
  onStarsChange: (stars: number | null) => void;
  loading?: boolean;
  /** What a review offers under it: the seller's reply box, the admin's hide control. */
  renderActions?: (review: Review) => ReactNode;
  className?: string;
}

const FILTERS = [null, ...Array.from({ length: REVIEW_RATING_MAX }, (_, index) => REVIEW_RATING_MAX - index)];

/** A review's whole stars, read out as its rating. */
function PanelStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.stars.label', { value: rating })} className="inline-flex items-center gap-0.5">
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
        <Icon
          key={index}
          icon={StarIcon}
          size={3.5}
          strokeWidth={1.25}
          className={index < rating ? 'fill-accent-400 stroke-accent-600' : 'fill-neutral-200 stroke-neutral-400'}
        />
      ))}
    </span>
  );
}

/**
 * The seller's and the admin's review list, dense: the product first, then stars, who and when, the
 * text, photos, the store's reply, a hidden one marked with its reason, and the page's actions for
 * each; a stars filter and pages. (The product page's list is ReviewList.)
 */
export function PanelReviewList({
  reviews,
  total,
  page,
  pageSize,
  hrefForPage,
  stars,
  onStarsChange,
  loading = false,
  renderActions,
  className,
}: PanelReviewListProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div data-slot="panel-review-list" className={cn('flex flex-col gap-4', className)}>
      <div role="group" aria-label={t('reviews.list.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={stars === value}
            onClick={() => onStarsChange(value)}
            className={cn(
              'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus',
              stars === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line bg-surface text-ink hover:border-brand-300',
            )}
          >
            {value === null ? t('reviews.list.all') : t('reviews.summary.starsShort', { count: value })}
          </button>
        ))}
      </div>
      {loading ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('reviews.list.loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : reviews.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={stars === null ? t('reviews.list.empty') : t('reviews.list.emptyStars', { count: stars })}
          description={stars === null ? t('reviews.list.emptyHint') : undefined}
        />
      ) : (
        <ol className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <PanelReviewItem review={review}>{renderActions?.(review)}</PanelReviewItem>
            </li>
          ))}
        </ol>
      )}
      {!loading && pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}

export interface PanelReviewItemProps {
  review: Review;
  /** The level of the product's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Under the review: a reply box, a hide control, a change button. */
  children?: ReactNode;
}

/** One review, dense: the product, stars, who and when, hidden with its reason, the text, photos and the store's reply. */
export function PanelReviewItem({ review, headingLevel = 2, children }: PanelReviewItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const day = (instant: string) => formatOrderDay(bakuDate(new Date(instant)), language);
  return (
    <article
      data-review-id={review.id}
      data-rating={review.rating}
      className={cn(
        'flex flex-col gap-2 rounded-md border p-3',
        review.hidden ? 'border-danger-200 bg-danger-50/40' : 'border-line bg-surface',
      )}
    >
      <Heading className="text-sm font-semibold text-ink [overflow-wrap:anywhere]">{review.itemTitle}</Heading>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <PanelStars rating={review.rating} />
        <span className="font-medium text-ink">{review.buyerName ?? t('reviews.list.anonymous')}</span>
        <time dateTime={review.createdAt} className="text-ink-muted">
          {day(review.createdAt)}
        </time>
        {review.hidden ? (
          <Badge tone="danger" size="sm">
            {t('reviews.list.hidden')}
          </Badge>
        ) : null}
      </div>
      {review.hidden && review.hiddenReason ? (
        <p className="text-sm text-danger-800">{t('reviews.list.hiddenReason', { reason: review.hiddenReason })}</p>
      ) : null}
      {review.text ? <p className="whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">{review.text}</p> : null}
      {review.photos.length > 0 ? (
        <ul aria-label={t('reviews.list.photos')} className="flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.url}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
              >
                <img
                  src={photo.url}
                  alt={t('reviews.list.photo', { number: index + 1 })}
                  loading="lazy"
                  width={64}
                  height={64}
                  className="size-16 rounded-md border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-md border-s-4 border-brand-300 bg-brand-50 px-3 py-2 text-sm">
          <p className="font-semibold text-ink">
            {t('reviews.list.reply')} <span className="font-normal text-ink-muted">· {day(review.reply.at)}</span>
          </p>
          <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
