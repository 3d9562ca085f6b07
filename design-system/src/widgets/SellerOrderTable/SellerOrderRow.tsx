import { useTranslation } from 'react-i18next';
import { formatOrderNumber, isLanguage, type OrderSummary } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { formatOrderDay, shipByMark, type ShipByMark } from '../../rules/orderDates.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';

export interface SellerOrderRowProps {
  order: OrderSummary;
  href: string;
  /** Today in Baku (YYYY-MM-DD), for the late and due-soon marks. */
  today: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

const cell = 'px-3 py-2.5 align-middle';

/** The ship-by date, red and marked when late, marked when due soon. */
export function ShipByDate({ shipBy, mark, className }: { shipBy: string; mark: ShipByMark; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  return (
    <span className={cn('flex flex-col', className)}>
      <time dateTime={shipBy} className={cn('whitespace-nowrap', mark === 'late' ? 'font-semibold text-danger-800' : 'text-ink')}>
        {formatOrderDay(shipBy, language)}
      </time>
      {mark ? (
        <span
          data-slot="ship-by-mark"
          className={cn('text-xs font-semibold', mark === 'late' ? 'text-danger-800' : 'text-warning-900')}
        >
          {t(`orders.seller.shipByMark.${mark}`)}
        </span>
      ) : null}
    </span>
  );
}

/** One order of the seller's list: tick, number, buyer, total, ship-by date (late or due soon marked) and status. */
export function SellerOrderRow({ order, href, today, selected, onSelectedChange }: SellerOrderRowProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const number = formatOrderNumber(order.number);
  const mark = shipByMark(order, today);

  return (
    <tr
      data-slot="seller-order-row"
      data-status={order.status}
      data-mark={mark ?? undefined}
      data-selected={selected || undefined}
      className={cn(
        'border-t border-line',
        selected ? 'bg-brand-50' : mark === 'late' ? 'bg-danger-50/60' : 'hover:bg-sunken/60',
      )}
    >
      <td className={cell}>
        <Checkbox
          size="sm"
          aria-label={t('orders.seller.selectOrder', { number })}
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
        />
      </td>
      <th scope="row" className={cn(cell, 'text-start font-semibold whitespace-nowrap')}>
        <a href={href} className="text-caspian-700 underline-offset-4 hover:underline">
          {number}
        </a>
      </th>
      <td className={cn(cell, 'text-ink [overflow-wrap:anywhere]')}>{order.buyerName}</td>
      <td className={cn(cell, 'text-ink-muted')}>{t('orders.list.items', { count: order.itemCount })}</td>
      <td className={cn(cell, 'font-semibold whitespace-nowrap text-ink tabular-nums')}>
        {formatQepik(order.totalQepik, language)}
      </td>
      <td className={cell}>
        <ShipByDate shipBy={order.shipBy} mark={mark} />
      </td>
      <td className={cell}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}
