import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, AUDIT_LOG_PAGE_SIZE, type AdminAction, type AuditLogPage, type AuditTargetKind } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** One page of the audit log with its filters (absent = no filter). */
export interface AuditLogQuery {
  page: number;
  action?: AdminAction | undefined;
  admin?: string | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Every admin write invalidates this key: any of them may have added an entry. */
export const auditLogQueryKeys = queryKeysFactory('adminAuditLog');

const auditLogCalls = {
  page: (query: AuditLogQuery, signal?: AbortSignal) =>
    browserClient.get<AuditLogPage>(API_PATHS.admin.getAuditLog, {
      query: {
        page: query.page,
        page_size: AUDIT_LOG_PAGE_SIZE,
        action: query.action,
        admin: query.admin,
        target_kind: query.targetKind,
        target_id: query.targetId,
        from: query.from,
        to: query.to,
      },
      signal,
    }),
};

/** One page of the audit log, newest first; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery<AuditLogPage, ApiError>({
    queryKey: auditLogQueryKeys.list(query),
    queryFn: ({ signal }) => auditLogCalls.page(query, signal),
    placeholderData: keepPreviousData,
  });
}
