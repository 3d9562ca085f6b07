import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STARS_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Icon, StarIcon } from '../Icon/index.ts';

/** An average rating to one decimal in the language's way: "4,8" (az, ru, tr), "4.8" (en); the same on the server and in every browser. */
export function formatRating(rating: number, language: string): string {
  const text = (Math.round(Math.min(STARS_MAX, Math.max(0, rating)) * 10) / 10).toFixed(1);
  return language.startsWith('en') ? text : text.replace('.', ',');
}

export interface RatingContentProps {
  /** The average, 0–5. */
  rating: number;
  /** How many ratings it averages; 0: nobody has rated yet. */
  count: number;
  /**
   * What shows without ratings: nothing (`hide`, e.g. a card in a list) or the words "No reviews
   * yet" (`say`, e.g. a product or store page, where an empty place would look hidden).
   */
  whenNone?: 'hide' | 'say';
  size?: 'sm' | 'md';
  className?: string;
  t: TFunction;
  language: string;
}

/**
 * A rating with its number and count — "★ 4,8 (126)" — read out whole ("Rating 4.8 out of 5, 126
 * reviews"). Takes the translations from its caller, so a list of cards shares one subscription.
 */
export function RatingContent({ rating, count, whenNone = 'hide', size = 'sm', className, t, language }: RatingContentProps) {
  const text = size === 'sm' ? 'text-sm' : 'text-base';
  if (count <= 0) {
    if (whenNone === 'hide') return null;
    return (
      <span data-slot="rating" data-count={0} className={cn(text, 'text-ink-muted', className)}>
        {t('primitives.rating.none')}
      </span>
    );
  }
  const value = formatRating(rating, language);
  return (
    <span
      role="img"
      data-slot="rating"
      data-count={count}
      aria-label={t('primitives.rating.label', { value, count, formatted: formatCount(count) })}
      className={cn('inline-flex items-center gap-1', text, className)}
    >
      <Icon icon={StarIcon} size={size === 'sm' ? 3.5 : 4} strokeWidth={1.25} className="fill-accent-400 stroke-accent-600" />
      <span className="font-semibold text-ink tabular-nums">{value}</span>
      <span className="text-ink-muted tabular-nums">({formatCount(count)})</span>
    </span>
  );
}

export type RatingProps = Omit<RatingContentProps, 't' | 'language'>;

/** RatingContent with its own translations. */
export function Rating(props: RatingProps) {
  const { t, i18n } = useTranslation();
  return <RatingContent {...props} t={t} language={i18n.language} />;
}
