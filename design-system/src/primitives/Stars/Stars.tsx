import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { STARS_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { filledStars } from '../../rules/stars.ts';
import { Icon, StarIcon, type IconSize } from '../Icon/index.ts';

const STAR_SIZE = { sm: 3.5, md: 5, lg: 6 } as const satisfies Record<string, IconSize>;

export type StarsProps = Omit<ComponentProps<'span'>, 'children' | 'role'> & {
  size?: keyof typeof STAR_SIZE;
  /** Average rating, 0–5; shown rounded to whole stars. */
  rating: number;
};

/** A read-only rating as whole stars out of STARS_MAX, read out as "Rating: 4 / 5". */
export function Stars({ rating, size = 'md', className, ...props }: StarsProps) {
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
        <Icon
          key={index}
          icon={StarIcon}
          size={STAR_SIZE[size]}
          strokeWidth={1.25}
          data-filled={index < filled}
          className={index < filled ? 'fill-accent-400 stroke-accent-600' : 'fill-neutral-200 stroke-neutral-400'}
        />
      ))}
    </span>
  );
}
