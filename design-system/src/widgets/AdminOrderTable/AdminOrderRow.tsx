import { useTranslation } from 'react-i18next';
import { bakuDate, formatOrderNumber, isLanguage, type OrderSummary } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatQepik } from '../../rules/manat.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';

export interface AdminOrderRowProps {
  order: OrderSummary;
  href: string;
}

const cell = 'px-3 py-2.5 align-middle';

/** One order of any store: number (its page), store, buyer, items, total, the Baku day placed, ship-by (late marked) and status. */
export function AdminOrderRow({ order, href }: AdminOrderRowProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const placedDay = bakuDate(new Date(order.placedAt));

  return (
    <tr
      data-slot="admin-order-row"
      data-status={order.status}
      data-late={order.late || undefined}
      className={cn('border-t border-line', order.late ? 'bg-danger-50/60' : 'hover:bg-sunken/60')}
    >
      <th scope="row" className={cn(cell, 'text-start font-semibold whitespace-nowrap')}>
        <a href={href} className="text-caspian-700 underline-offset-4 hover:underline">
          {formatOrderNumber(order.number)}
        </a>
      </th>
      <td className={cn(cell, 'text-ink [overflow-wrap:anywhere]')}>{order.storeName}</td>
      <td className={cn(cell, 'text-ink [overflow-wrap:anywhere]')}>{order.buyerName}</td>
      <td className={cn(cell, 'whitespace-nowrap text-ink-muted')}>{t('orders.list.items', { count: order.itemCount })}</td>
      <td className={cn(cell, 'font-semibold whitespace-nowrap text-ink tabular-nums')}>
        {formatQepik(order.totalQepik, language)}
      </td>
      <td className={cn(cell, 'whitespace-nowrap text-ink')}>
        <time dateTime={order.placedAt}>{formatOrderDay(placedDay, language)}</time>
      </td>
      <td className={cell}>
        <span className="flex flex-col">
          <time
            dateTime={order.shipBy}
            className={cn('whitespace-nowrap', order.late ? 'font-semibold text-danger-800' : 'text-ink')}
          >
            {formatOrderDay(order.shipBy, language)}
          </time>
          {order.late ? (
            <span data-slot="ship-by-late" className="text-xs font-semibold text-danger-800">
              {t('admin.orders.late')}
            </span>
          ) : null}
        </span>
      </td>
      <td className={cell}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}
