import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import {
  CircleCheckIcon,
  ClipboardListIcon,
  ClockIcon,
  HandshakeIcon,
  HouseIcon,
  Icon,
  PackageIcon,
  PaletteIcon,
  XIcon,
  type IconGlyph,
} from '../../primitives/Icon/index.ts';

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

/** Each status its picture too, so two statuses of near colours never rely on colour alone. */
export const ORDER_STATUS_ICONS: Record<OrderStatus, IconGlyph> = {
  [ORDER_STATUS.PLACED]: ClipboardListIcon,
  [ORDER_STATUS.ACCEPTED]: HandshakeIcon,
  [ORDER_STATUS.IN_PRODUCTION]: PaletteIcon,
  [ORDER_STATUS.SHIPPED]: PackageIcon,
  [ORDER_STATUS.DELIVERED]: HouseIcon,
  [ORDER_STATUS.COMPLETED]: CircleCheckIcon,
  [ORDER_STATUS.CANCELLED]: XIcon,
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
        <Icon icon={ORDER_STATUS_ICONS[status]} size={size === 'sm' ? 3 : 3.5} />
        {t(`orders.status.${status}`)}
      </Badge>
      {late ? (
        <Badge data-slot="order-late" size={size} tone="danger">
          <Icon icon={ClockIcon} size={size === 'sm' ? 3 : 3.5} />
          {t('orders.late')}
        </Badge>
      ) : null}
    </span>
  );
}
