export { ScheduledNotifications, type ScheduledNotificationsProps } from './ScheduledNotifications.tsx';
