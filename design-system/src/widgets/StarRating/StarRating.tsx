import { useTranslation } from 'react-i18next';
import { STARS_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Icon, StarIcon } from '../../primitives/Icon/index.ts';
import { formatRating } from '../../primitives/Rating/index.ts';

export interface StarRatingProps {
  /** 0–5; a fraction fills part of a star (4.5: four and a half). */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 3.5, md: 4, lg: 5 } as const;

/** The share of star `index` (0-based) that `value` fills, 0–100. */
export function starFill(value: number, index: number): number {
  const clamped = Math.min(STARS_MAX, Math.max(0, value));
  return Math.round(Math.min(1, Math.max(0, clamped - index)) * 100);
}

/** Five stars filled to `value`, read out as one image ("Rated 4.5 out of 5"). Display only. */
export function StarRating({ value, size = 'sm', className }: StarRatingProps) {
  const { t, i18n } = useTranslation();
  const formatted = formatRating(value, i18n.language);
  return (
    <span
      role="img"
      data-slot="star-rating"
      data-value={value}
      aria-label={t('reviews.stars.label', { value: formatted })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: STARS_MAX }, (_, index) => {
        const fill = starFill(value, index);
        return (
          <span key={index} data-fill={fill} className="relative inline-flex">
            <Icon icon={StarIcon} size={SIZES[size]} strokeWidth={1.25} className="fill-neutral-200 stroke-neutral-400" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Icon icon={StarIcon} size={SIZES[size]} strokeWidth={1.25} className="fill-accent-400 stroke-accent-600" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
