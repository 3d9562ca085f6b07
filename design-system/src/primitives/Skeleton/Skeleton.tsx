import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type SkeletonProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * A placeholder block shaped like content that is still loading. Hidden from assistive
 * technology: announce loading once on the region (e.g. `aria-busy`), not per block.
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-neutral-200/70', className)}
      {...props}
    />
  );
}
