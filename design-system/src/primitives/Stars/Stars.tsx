import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { STARS_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { filledStars } from '../../rules/stars.ts';

const starVariants = cva('shrink-0', {
  variants: { size: { sm: 'size-3.5', md: 'size-5', lg: 'size-6' } },
  defaultVariants: { size: 'md' },
});

const STAR_PATH =
  'M12 2.6l2.83 6.02 6.57.76-4.87 4.5 1.3 6.5L12 17.1l-5.83 3.28 1.3-6.5-4.87-4.5 6.57-.76L12 2.6z';

export type StarsProps = Omit<ComponentProps<'span'>, 'children' | 'role'> &
  VariantProps<typeof starVariants> & {
    /** Average rating, 0–5; shown rounded to whole stars. */
    rating: number;
  };

/** A read-only rating as whole stars out of STARS_MAX, read out as "Rating: 4 / 5". */
export function Stars({ rating, size, className, ...props }: StarsProps) {
  const { t } = useTranslation();
  const filled = filledStars(rating);
  return (
    <span
      role="img"
      aria-label={t('primitives.stars.label', { value: filled, max: STARS_MAX })}
      data-slot="stars"
      data-filled={filled}
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: STARS_MAX }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-filled={index < filled}
          className={cn(
            starVariants({ size }),
            index < filled ? 'fill-accent-400 stroke-accent-600' : 'fill-neutral-200 stroke-neutral-400',
          )}
          strokeWidth={1.25}
          strokeLinejoin="round"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
