import { useQueryClient } from '@tanstack/react-query';
import { auditLogQueryKeys } from './adminAuditLog.ts';
import { useChangeOrderStatus } from './orders.ts';

/**
 * An admin's move on an order (the table lets an admin only cancel, with a reason): the order and
 * every order list read again as for anyone, and so does the audit log, where the server wrote the move.
 */
export function useAdminChangeOrderStatus() {
  const client = useQueryClient();
  return useChangeOrderStatus({
    onSuccess: () => client.invalidateQueries({ queryKey: auditLogQueryKeys.all }),
  });
}
