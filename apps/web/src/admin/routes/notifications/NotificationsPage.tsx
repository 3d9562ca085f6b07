import { ComingSection } from '../../ComingSection.tsx';

export function NotificationsPage() {
  return <ComingSection section="notifications" />;
}
