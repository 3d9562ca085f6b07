import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bakuDayEnd, bakuDayStart, type AdminAction, type AuditTargetKind } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, adminActions, categories, items } from '../../db/schema.ts';
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

const targetAccount = alias(accounts, 'target_account');
const targetItem = alias(items, 'target_item');
const targetCategory = alias(categories, 'target_category');
const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The target's id as the key of its table, for the kinds named; null for any other entry (or an id that is no such key). */
const targetUuidOf = (...kinds: string[]) =>
  sql`case when ${adminActions.targetKind} in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) and ${adminActions.targetId} ~ ${UUID_TEXT} then ${adminActions.targetId}::uuid end`;
const targetCategoryId = sql`case when ${adminActions.targetKind} = 'category' and ${adminActions.targetId} ~ '^[0-9]{1,9}$' then ${adminActions.targetId}::integer end`;

/**
 * One numbered page of the audit log's entries, newest first, each with who did it, and the total.
 * The target's name (the account's, the store's, the product's, the category's) comes in the same
 * query, joined by its key.
 */
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
        targetCompanyName: targetAccount.companyName,
        targetAccountName: sql<string | null>`nullif(trim(${targetAccount.name} || ' ' || ${targetAccount.lastname}), '')`,
        targetAccountIdentifier: targetAccount.identifier,
        targetProductName: targetItem.productName,
        targetCategoryTitle: sql<string | null>`${targetCategory.titles} ->> 'az'`,
      })
      .from(adminActions)
      .innerJoin(accounts, eq(accounts.id, adminActions.adminId))
      .leftJoin(targetAccount, sql`${targetAccount.id} = ${targetUuidOf('company', 'account')}`)
      .leftJoin(targetItem, sql`${targetItem.id} = ${targetUuidOf('item')}`)
      .leftJoin(targetCategory, sql`${targetCategory.id} = ${targetCategoryId}`)
      .where(where)
      .orderBy(desc(adminActions.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return { found, total: counted?.total ?? 0 };
}
