export { NotificationBell, type NotificationBellProps, type PushOfferState } from './NotificationBell.tsx';
export { NotificationList, type NotificationListProps } from './NotificationList.tsx';
