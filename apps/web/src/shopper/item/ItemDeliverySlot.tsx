import { lazy, Suspense } from 'react';
import { Skeleton } from '@marketplace/design-system';
import { useHydrated } from '../useHydrated.ts';
import type { ItemDeliveryItem } from './ItemDelivery.tsx';

// The estimate, its date formatting and the data layer: fetched after the page has hydrated.
const ItemDelivery = lazy(() => import('./ItemDelivery.tsx'));

/** Holds the estimate's place (so the page does not jump) until it is loaded. */
const placeholder = <Skeleton rounded="lg" aria-hidden="true" className="h-24 w-full" />;

/** The product page's delivery for the buyer's city: browser-only, as the cached page is everyone's. */
export function ItemDeliverySlot({ item }: { item: ItemDeliveryItem }) {
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ItemDelivery item={item} />
    </Suspense>
  );
}
