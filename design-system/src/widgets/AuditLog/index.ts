export { AuditLog, type AuditLogProps } from './AuditLog.tsx';
export type { AuditLogFilters } from './types.ts';
