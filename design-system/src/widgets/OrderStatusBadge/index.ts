export { OrderStatusBadge, ORDER_STATUS_ICONS, ORDER_STATUS_TONES, type OrderStatusBadgeProps } from './OrderStatusBadge.tsx';
