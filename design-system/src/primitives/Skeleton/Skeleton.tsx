import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const CORNERS = {
  none: 'rounded-none',
  md: 'rounded-md',
  lg: 'rounded-lg',
  xl: 'rounded-xl',
  full: 'rounded-full',
} as const;

export type SkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The corners of the content it stands for (a photo, an avatar); `md` by default. */
  rounded?: keyof typeof CORNERS;
};

/**
 * A placeholder block shaped like content that is still loading. Hidden from assistive
 * technology: announce loading once on the region (e.g. `aria-busy`), not per block.
 */
export function Skeleton({ rounded = 'md', className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse bg-neutral-200/70', CORNERS[rounded], className)}
      {...props}
    />
  );
}
