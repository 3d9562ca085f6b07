import { ComingSection } from '../../ComingSection.tsx';

export function AuditLogPage() {
  return <ComingSection section="auditLog" />;
}
