import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { ClockIcon, Icon } from '../../primitives/Icon/index.ts';

/** Each status its colour: waiting for the seller stands out, finished work is quiet, cancelled is red. */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  [ORDER_STATUS.PLACED]: 'warning',
  [ORDER_STATUS.ACCEPTED]: 'info',
  [ORDER_STATUS.IN_PRODUCTION]: 'accent',
  [ORDER_STATUS.SHIPPED]: 'brand',
  [ORDER_STATUS.DELIVERED]: 'success',
  [ORDER_STATUS.COMPLETED]: 'neutral',
  [ORDER_STATUS.CANCELLED]: 'danger',
};

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** Past its ship-by date and not shipped: a second, red "late" mark. */
  late?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** An order's status in its colour and the page's language, with the late mark when it is overdue. */
export function OrderStatusBadge({ status, late = false, size = 'sm', className }: OrderStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span data-slot="order-status" data-status={status} className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <Badge size={size} tone={ORDER_STATUS_TONES[status]}>
        {t(`orders.status.${status}`)}
      </Badge>
      {late ? (
        <Badge data-slot="order-late" size={size} tone="danger">
          <Icon icon={ClockIcon} size={3} />
          {t('orders.late')}
        </Badge>
      ) : null}
    </span>
  );
}
