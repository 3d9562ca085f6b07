import type { FastifyRequest } from 'fastify';
import type { AdminAction, AuditTargetKind } from '@marketplace/contract';
import { adminActions } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';
import { authErrors } from '../auth/auth-errors.ts';

export interface AdminActionTarget {
  kind: AuditTargetKind;
  id: string | number;
}

export interface AdminActionRecord {
  /** The signed-in admin's account id (adminIdOf(request)). */
  adminId: string;
  action: AdminAction;
  target?: AdminActionTarget;
  details?: Record<string, unknown>;
}

/**
 * Writes one entry of the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit together or not at all.
 */
export async function recordAdminAction(tx: Queryable, record: AdminActionRecord): Promise<void> {
  await recordAdminActions(tx, record.adminId, record.action, [{ target: record.target, details: record.details }]);
}

/** One action on several targets (a bulk move, hide or delete): an entry per target, in one statement. */
export async function recordAdminActions(
  tx: Queryable,
  adminId: string,
  action: AdminAction,
  entries: ReadonlyArray<{ target?: AdminActionTarget | undefined; details?: Record<string, unknown> | undefined }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(adminActions).values(
    entries.map((entry) => ({
      adminId,
      action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target === undefined ? null : String(entry.target.id),
      details: entry.details ?? {},
    })),
  );
}

/** The account id of the admin behind a request that passed the admin guard. */
export function adminIdOf(request: FastifyRequest): string {
  if (!request.auth) throw authErrors.unauthorized();
  return request.auth.account.id;
}
