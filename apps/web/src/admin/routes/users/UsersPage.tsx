import { ComingSection } from '../../ComingSection.tsx';

export function UsersPage() {
  return <ComingSection section="users" />;
}
