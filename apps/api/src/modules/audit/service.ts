import type { AdminAction, AuditLogPage, AuditTargetKind } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { auditLogRows, insertAdminActions, type AuditLogFilter } from './store.ts';

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
  await insertAdminActions(
    tx,
    entries.map((entry) => ({
      adminId,
      action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target === undefined ? null : String(entry.target.id),
      details: entry.details ?? {},
    })),
  );
}

/** One numbered page of the audit log, newest first, with who did each action and the total. */
export async function auditLogPage(db: Database, filter: AuditLogFilter): Promise<AuditLogPage> {
  const { found, total } = await auditLogRows(db, filter);
  return {
    page: filter.page,
    total,
    items: found.map((row) => ({
      id: String(row.id),
      createdDate: row.createdAt.toISOString(),
      admin: { id: row.adminId, name: [row.name, row.lastname].filter(Boolean).join(' '), identifier: row.identifier },
      action: row.action as AdminAction,
      target:
        row.targetKind && row.targetId !== null
          ? { kind: row.targetKind as AuditTargetKind, id: row.targetId, name: targetNameOf(row) }
          : null,
      details: row.details,
    })),
  };
}

/** The target's name for people: a store's name, an account's full name (else its e-mail or phone), a product's or category's; null when it has none. */
function targetNameOf(row: Awaited<ReturnType<typeof auditLogRows>>['found'][number]): string | null {
  const named = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);
  switch (row.targetKind) {
    case 'company':
      return named(row.targetCompanyName) ?? named(row.targetAccountName) ?? named(row.targetAccountIdentifier);
    case 'account':
      return named(row.targetAccountName) ?? named(row.targetAccountIdentifier);
    case 'item':
      return named(row.targetProductName);
    case 'category':
      return named(row.targetCategoryTitle);
    default:
      return null;
  }
}
