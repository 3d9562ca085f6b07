import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CardTranslationsScope } from '../ProductCard/cardTranslations.tsx';

export interface ProductGridProps {
  children: ReactNode;
  /** While the list loads: announced once here, the children being skeletons. */
  busy?: boolean;
  className?: string;
}

/** Product (or store) cards in responsive columns: 2 on phones up to 5 on wide screens. */
export function ProductGrid({ children, busy = false, className }: ProductGridProps) {
  return (
    <div
      data-slot="product-grid"
      aria-busy={busy || undefined}
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5', className)}
    >
      <CardTranslationsScope>{children}</CardTranslationsScope>
    </div>
  );
}
