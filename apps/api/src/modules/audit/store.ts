import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { bakuDayEnd, bakuDayStart, type AdminAction, type AuditTargetKind } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, adminActions } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

export type NewAdminActionRow = typeof adminActions.$inferInsert;

export interface AuditLogFilter {
  page: number;
  pageSize: number;
  action?: AdminAction | undefined;
  admin?: string | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  /** Baku days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export async function insertAdminActions(tx: Queryable, entries: readonly NewAdminActionRow[]): Promise<void> {
  await tx.insert(adminActions).values([...entries]);
}

function conditionsOf(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminActions.action, filter.action));
  if (filter.admin) conditions.push(eq(adminActions.adminId, filter.admin));
  if (filter.targetKind) conditions.push(eq(adminActions.targetKind, filter.targetKind));
  if (filter.targetId) conditions.push(eq(adminActions.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(adminActions.createdAt, bakuDayStart(filter.from)));
  if (filter.to) conditions.push(lt(adminActions.createdAt, bakuDayEnd(filter.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One numbered page of the audit log's entries, newest first, each with who did it, and the total. */
export async function auditLogRows(db: Database, filter: AuditLogFilter) {
  const where = conditionsOf(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select({
        id: adminActions.id,
        createdAt: adminActions.createdAt,
        action: adminActions.action,
        targetKind: adminActions.targetKind,
        targetId: adminActions.targetId,
        details: adminActions.details,
        adminId: accounts.id,
        name: accounts.name,
        lastname: accounts.lastname,
        identifier: accounts.identifier,
      })
      .from(adminActions)
      .innerJoin(accounts, eq(accounts.id, adminActions.adminId))
      .where(where)
      .orderBy(desc(adminActions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return { found, total: counted?.total ?? 0 };
}
