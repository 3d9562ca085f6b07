import type { AdminAction, AuditTargetKind } from '@marketplace/contract';

/** The log's filters as the address keeps them; absent = no filter. */
export interface AuditLogFilters {
  action?: AdminAction | undefined;
  /** An admin's account id, set by choosing an admin in the table. */
  admin?: string | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  /** Baku days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}
