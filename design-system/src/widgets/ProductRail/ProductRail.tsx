import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CardTranslationsScope } from '../ProductCard/cardTranslations.tsx';

export interface ProductRailProps {
  title: ReactNode;
  /** E.g. a "see all" link beside the title. */
  action?: ReactNode;
  children: ReactNode;
  busy?: boolean;
  className?: string;
}

/** A home-page block: a titled row of cards that scrolls sideways, snapping card by card. */
export function ProductRail({ title, action, children, busy = false, className }: ProductRailProps) {
  const titleId = useId();
  return (
    <section
      data-slot="product-rail"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-ink [overflow-wrap:anywhere]">
          {title}
        </h2>
        {action ? <div className="shrink-0 text-sm font-semibold">{action}</div> : null}
      </div>
      <div
        data-slot="product-rail-track"
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 sm:gap-4 [&>*]:w-40 [&>*]:shrink-0 [&>*]:snap-start sm:[&>*]:w-52 lg:[&>*]:w-56"
      >
        <CardTranslationsScope>{children}</CardTranslationsScope>
      </div>
    </section>
  );
}
