import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_USERS_PAGE_SIZE,
  API_PATHS,
  type AdminUserPage,
  type SetAccountBlockedAnswer,
  type SetAccountBlockedRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { auditLogQueryKeys } from './adminAuditLog.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** One page of every account, with the search and filters (absent = none). */
export interface AdminUsersQuery {
  page: number;
  q?: string | undefined;
  /** Account type: 0 admin, 1 buyer, 2 seller. */
  type?: number | undefined;
  status?: 'ACTIVE' | 'BLOCKED' | undefined;
}

const adminUsersQueryKeys = queryKeysFactory('adminUsers');

const adminUsersCalls = {
  page: (query: AdminUsersQuery, signal?: AbortSignal) =>
    browserClient.get<AdminUserPage>(API_PATHS.admin.getUsers, {
      query: { page: query.page, page_size: ADMIN_USERS_PAGE_SIZE, q: query.q, type: query.type, status: query.status },
      signal,
    }),
  setBlocked: (request: SetAccountBlockedRequest) => browserClient.post<SetAccountBlockedAnswer>(API_PATHS.admin.setAccountBlocked, request),
};

/** One page of the accounts, newest first; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery<AdminUserPage, ApiError>({
    queryKey: adminUsersQueryKeys.list(query),
    queryFn: ({ signal }) => adminUsersCalls.page(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Blocks or unblocks an account; the lists read again from the server, and so does the audit log. */
export function useSetAccountBlocked() {
  const client = useQueryClient();
  return useMutation<SetAccountBlockedAnswer, ApiError, SetAccountBlockedRequest>({
    mutationFn: adminUsersCalls.setBlocked,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryKeys.all }),
        client.invalidateQueries({ queryKey: auditLogQueryKeys.all }),
      ]);
    },
  });
}
