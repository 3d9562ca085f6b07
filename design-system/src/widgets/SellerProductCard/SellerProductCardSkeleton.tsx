import { Skeleton } from '../../primitives/Skeleton/index.ts';

/** A seller card's shape while the page of products loads. */
export function SellerProductCardSkeleton() {
  return (
    <div
      data-slot="seller-product-card-skeleton"
      className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface"
    >
      <Skeleton rounded="none" className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-8 w-20" />
        </div>
      </div>
    </div>
  );
}
