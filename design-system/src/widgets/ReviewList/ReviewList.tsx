import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX, bakuDate, isLanguage, type Review } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { Pagination } from '../Pagination/index.ts';
import { StarRating } from '../StarRating/index.ts';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** Reviews matching the filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The address of a page of the list (pages are links, as everywhere). */
  hrefForPage: (page: number) => string;
  /** The stars filter in force, or null for every review. */
  stars: number | null;
  /** Shows the filter (All, 5 to 1 stars); called with the rating chosen, or null for all. */
  onStarsChange?: (stars: number | null) => void;
  /** The list's heading level, so it fits the page outline (the reviews are one level under it). */
  headingLevel?: 2 | 3;
  className?: string;
}

const FILTERS = [null, ...Array.from({ length: REVIEW_RATING_MAX }, (_, index) => REVIEW_RATING_MAX - index)];

/**
 * A product's reviews as buyers read them, newest first: stars, who and when, the text and photos,
 * the store's reply; a stars filter and pages. (The seller's and admin's list is PanelReviewList.)
 */
export function ReviewList({
  reviews,
  total,
  page,
  pageSize,
  hrefForPage,
  stars,
  onStarsChange,
  headingLevel = 2,
  className,
}: ReviewListProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div data-slot="review-list" className={cn('flex flex-col gap-4', className)}>
      {onStarsChange ? (
        <div role="group" aria-label={t('reviews.list.filter')} className="flex flex-wrap gap-2">
          {FILTERS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={stars === value}
              onClick={() => onStarsChange(value)}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus',
                stars === value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-surface text-ink hover:border-brand-300',
              )}
            >
              {value === null ? t('reviews.list.all') : t('reviews.summary.starsShort', { count: value })}
            </button>
          ))}
        </div>
      ) : null}
      {reviews.length === 0 ? (
        <div
          data-slot="review-list-empty"
          className="flex flex-col gap-1 rounded-md border border-dashed border-line px-4 py-6 text-center"
        >
          <p className="font-semibold text-ink">
            {stars === null ? t('reviews.list.empty') : t('reviews.list.emptyStars', { count: stars })}
          </p>
          {stars === null ? <p className="text-sm text-ink-muted">{t('reviews.list.emptyHint')}</p> : null}
        </div>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.id} className="py-4 first:pt-0">
              <ReviewItem review={review} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}

interface ReviewItemProps {
  review: Review;
  headingLevel: 3 | 4;
  children?: ReactNode;
}

/** One review as a buyer reads it; a hidden one (only its seller and admins see it) says so with the reason. */
export function ReviewItem({ review, headingLevel, children }: ReviewItemProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const day = (instant: string) => formatOrderDay(bakuDate(new Date(instant)), language);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article data-slot="review" data-review-id={review.id} data-rating={review.rating} className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <Heading className="text-sm font-semibold text-ink">{review.buyerName ?? t('reviews.list.anonymous')}</Heading>
        <span className="text-sm text-ink-muted">
          <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
          {edited ? ` · ${t('reviews.list.edited')}` : null}
        </span>
        {review.hidden ? (
          <Badge tone="danger" size="sm">
            {t('reviews.list.hidden')}
          </Badge>
        ) : null}
      </header>
      {review.hidden && review.hiddenReason ? (
        <p className="text-sm text-danger-800">{t('reviews.list.hiddenReason', { reason: review.hiddenReason })}</p>
      ) : null}
      {review.text ? <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.text}</p> : null}
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
                  width={96}
                  height={96}
                  className="size-24 rounded-md border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div
          data-slot="review-reply"
          className="ms-4 flex flex-col gap-1 rounded-md border-s-4 border-brand-300 bg-brand-50 px-3 py-2"
        >
          <p className="text-sm font-semibold text-ink">
            {t('reviews.list.reply')} <span className="font-normal text-ink-muted">· {day(review.reply.at)}</span>
          </p>
          <p className="whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
