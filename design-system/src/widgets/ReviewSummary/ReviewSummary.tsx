import { useTranslation } from 'react-i18next';
import { ratingShares, type ReviewSummary as ReviewSummaryData } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatRating } from '../../primitives/Rating/index.ts';
import { formatCount } from '../../rules/count.ts';
import { StarRating } from '../StarRating/index.ts';

export interface ReviewSummaryProps {
  summary: ReviewSummaryData;
  /** The stars filter in force (its bar is marked), or null. */
  stars?: number | null;
  /** Pressing a bar filters the list by that rating; without it the bars are not buttons. */
  onSelectStars?: (stars: number) => void;
  className?: string;
}

/** The average in large, its stars and count, and a bar per rating (5 to 1) with its share. */
export function ReviewSummary({ summary, stars = null, onSelectStars, className }: ReviewSummaryProps) {
  const { t, i18n } = useTranslation();
  const shares = ratingShares(summary.counts);
  return (
    <div data-slot="review-summary" className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8', className)}>
      <div className="flex flex-col items-start gap-1">
        {summary.count > 0 ? (
          <>
            <p className="font-display text-4xl font-semibold text-ink tabular-nums">
              {formatRating(summary.average, i18n.language)}
            </p>
            <StarRating value={summary.average} size="md" />
            <p className="text-sm text-ink-muted">
              {t('reviews.summary.count', { count: summary.count, formatted: formatCount(summary.count) })}
            </p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('reviews.summary.none')}</p>
        )}
      </div>
      {summary.count > 0 ? (
        <ul aria-label={t('reviews.summary.distribution')} className="flex min-w-0 flex-1 flex-col gap-1.5">
          {shares.map((share) => {
            const label = t('reviews.summary.bar', { stars: share.stars, percent: share.percent, count: share.count });
            const bar = (
              <>
                <span className="w-14 shrink-0 text-sm text-ink tabular-nums">
                  {t('reviews.summary.starsShort', { count: share.stars })}
                </span>
                <span className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
                  <span className="block h-full rounded-full bg-accent-500" style={{ width: `${share.percent}%` }} />
                </span>
                <span className="w-10 shrink-0 text-end text-sm text-ink-muted tabular-nums">{share.percent}%</span>
                <span className="sr-only">
                  {' '}
                  {t('reviews.summary.count', { count: share.count, formatted: formatCount(share.count) })}
                </span>
              </>
            );
            return (
              <li key={share.stars} data-stars={share.stars} data-percent={share.percent}>
                {onSelectStars ? (
                  <button
                    type="button"
                    aria-pressed={stars === share.stars}
                    disabled={share.count === 0}
                    onClick={() => onSelectStars(share.stars)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-1 py-0.5 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-default disabled:hover:bg-transparent',
                      stars === share.stars && 'bg-brand-50',
                    )}
                  >
                    {bar}
                  </button>
                ) : (
                  <span role="img" aria-label={label} className="flex items-center gap-2 px-1 py-0.5">
                    {bar}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
