import { useTranslation } from 'react-i18next';
import { ORDER_ACTION } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import type { OrderBulkAction } from './types.ts';

export interface OrderBulkBarProps {
  count: number;
  /** How many of the ticked orders each action applies to. */
  acceptable: number;
  shippable: number;
  pending: OrderBulkAction | null;
  onAction: (action: OrderBulkAction) => void;
  onClear: () => void;
}

/** Actions over the ticked orders: accept the placed ones, mark the accepted or in-production ones shipped. */
export function OrderBulkBar({ count, acceptable, shippable, pending, onAction, onClear }: OrderBulkBarProps) {
  const { t } = useTranslation();
  return (
    <section
      data-slot="order-bulk-bar"
      aria-label={t('orders.seller.bulk.label')}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 shadow-lg sm:gap-3 sm:px-4"
    >
      <p aria-live="polite" className="me-auto text-sm font-semibold text-brand-900">
        {t('orders.seller.bulk.selected', { count })}
      </p>
      <Button
        size="sm"
        isLoading={pending === ORDER_ACTION.ACCEPT}
        disabled={pending !== null || acceptable === 0}
        onClick={() => onAction(ORDER_ACTION.ACCEPT)}
      >
        {t('orders.seller.bulk.accept', { eligible: acceptable })}
      </Button>
      <Button
        size="sm"
        variant="outline"
        isLoading={pending === ORDER_ACTION.SHIP}
        disabled={pending !== null || shippable === 0}
        onClick={() => onAction(ORDER_ACTION.SHIP)}
      >
        {t('orders.seller.bulk.ship', { eligible: shippable })}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={pending !== null}>
        {t('orders.seller.bulk.clear')}
      </Button>
    </section>
  );
}
