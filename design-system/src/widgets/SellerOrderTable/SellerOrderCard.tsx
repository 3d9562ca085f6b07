import { useTranslation } from 'react-i18next';
import { formatOrderNumber, isLanguage } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { shipByMark } from '../../rules/orderDates.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';
import { ShipByDate } from './SellerOrderRow.tsx';
import type { SellerOrderRowProps } from './SellerOrderRow.tsx';

/** One order on a phone, where the table's columns do not fit: the same facts and tick, as a card. */
export function SellerOrderCard({ order, href, today, selected, onSelectedChange }: SellerOrderRowProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const number = formatOrderNumber(order.number);
  const mark = shipByMark(order, today);

  return (
    <li
      data-slot="seller-order-card"
      data-status={order.status}
      data-mark={mark ?? undefined}
      data-selected={selected || undefined}
      className={cn(
        'grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 rounded-xl border p-3',
        selected
          ? 'border-brand-300 bg-brand-50'
          : mark === 'late'
            ? 'border-danger-200 bg-danger-50/60'
            : 'border-line bg-surface',
      )}
    >
      <Checkbox
        size="sm"
        className="mt-1"
        aria-label={t('orders.seller.selectOrder', { number })}
        checked={selected}
        onCheckedChange={(checked) => onSelectedChange(checked === true)}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <a href={href} className="font-semibold text-caspian-700 underline-offset-4 hover:underline">
          {number}
        </a>
        <p className="text-sm text-ink [overflow-wrap:anywhere]">{order.buyerName}</p>
        <p className="text-sm text-ink-muted">
          {t('orders.list.items', { count: order.itemCount })}
          {' · '}
          <span className="font-semibold text-ink tabular-nums">{formatQepik(order.totalQepik, language)}</span>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1 text-end text-sm">
        <OrderStatusBadge status={order.status} />
        <ShipByDate shipBy={order.shipBy} mark={mark} className="items-end" />
      </div>
    </li>
  );
}
