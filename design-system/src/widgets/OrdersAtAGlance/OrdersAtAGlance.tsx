import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreOrderCounts } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';

export interface OrdersAtAGlanceLinks {
  /** The list of orders waiting for the seller's answer. */
  newOrders: string;
  /** The open orders by ship-by date. */
  dueSoon: string;
  late: string;
}

export interface OrdersAtAGlanceProps {
  counts: Pick<StoreOrderCounts, 'newOrders' | 'dueSoon' | 'late'>;
  links: OrdersAtAGlanceLinks;
  className?: string;
}

const CELLS = ['newOrders', 'dueSoon', 'late'] as const;

/**
 * The panel home's orders at a glance: new orders waiting for an answer, orders due to ship in the
 * next two days, and late ones (past their ship-by date), each leading to its list. Late ones are
 * marked as danger only when there are any.
 */
export function OrdersAtAGlance({ counts, links, className }: OrdersAtAGlanceProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={headingId} data-slot="orders-at-a-glance" className={cn('flex flex-col gap-3', className)}>
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {t('merchant.dashboard.orders.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {CELLS.map((cell) => {
          const count = counts[cell];
          const alarming = cell === 'late' && count > 0;
          return (
            <li key={cell}>
              <a
                href={links[cell]}
                className={cn(
                  'flex flex-col gap-1 rounded-xl border bg-surface p-4 transition-colors hover:bg-sunken',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  alarming ? 'border-danger-300' : 'border-line',
                )}
              >
                <span className="text-sm text-ink-muted">{t(`merchant.dashboard.orders.${cell}`)}</span>
                <span
                  data-slot={`orders-${cell}`}
                  className={cn('text-2xl font-bold tabular-nums', alarming ? 'text-danger-700' : 'text-ink')}
                >
                  {number.format(count)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
