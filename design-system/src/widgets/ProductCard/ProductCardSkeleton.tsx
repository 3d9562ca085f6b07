import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

/** A product card's shape while its data loads (announce the loading on the list, not per card). */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="product-card-skeleton"
      className={cn('flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-surface', className)}
    >
      <Skeleton rounded="none" className="aspect-square w-full" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-1 h-5 w-1/3" />
      </div>
    </div>
  );
}
