import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rowsPlannedPerCall } from '../../db/rows.ts';
import { accounts } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

type AccountRow = typeof accounts.$inferSelect;

export interface AdminUsersFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  type?: number | undefined;
  status?: AccountRow['status'] | undefined;
}

/** An account as the Users section lists it; the timestamps come from raw SQL as the driver parses them. */
export type UserRow = Pick<
  AccountRow,
  | 'id'
  | 'identifier'
  | 'identifierKind'
  | 'name'
  | 'lastname'
  | 'type'
  | 'status'
  | 'companyName'
  | 'merchantStatus'
  | 'phoneNumber'
> & { createdAt: Date | string; lastSeen: Date | string | null };

/** `LIKE` pattern of the folded `q` anywhere in a folded text (`%` and `_` in `q` are plain characters). */
const escapedLike = (q: string) => q.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The ids starting with `q` (hex digits, dashes optional) as a range of the primary key, so the look-up uses its index. */
export function uuidPrefixRange(q: string): [string, string] | undefined {
  const hex = q.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return undefined;
  const shaped = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [shaped(hex.padEnd(32, '0')), shaped(hex.padEnd(32, 'f'))];
}

function filtersOf(filter: AdminUsersFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.type !== undefined) conditions.push(sql`a.type = ${filter.type}`);
  if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter.q) {
    // The same expression as the trigram index accounts_admin_search_trgm_idx.
    const text = sql`catalogue_fold(a.identifier || ' ' || a.name || ' ' || a.lastname || ' ' || a.company_name || ' ' || a.phone_number)`;
    const inText = sql`${text} LIKE catalogue_fold(${`%${escapedLike(filter.q)}%`})`;
    const ids = uuidPrefixRange(filter.q);
    conditions.push(ids ? sql`(${inText} OR a.id BETWEEN ${ids[0]}::uuid AND ${ids[1]}::uuid)` : inText);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * One numbered page of every account (newest first) and the total. The text search is planned per
 * call: how common the text is decides between the indexes and a scan.
 */
export async function adminUserRows(db: Database, filter: AdminUsersFilter): Promise<{ found: UserRow[]; total: number }> {
  const where = filtersOf(filter);
  const [found, [counted]] = await Promise.all([
    rowsPlannedPerCall<UserRow>(
      db,
      sql`SELECT a.id, a.identifier, a.identifier_kind AS "identifierKind", a.name, a.lastname, a.type, a.status,
                 a.created_at AS "createdAt", a.company_name AS "companyName", a.merchant_status AS "merchantStatus",
                 a.phone_number AS "phoneNumber",
                 (SELECT max(s.last_used_at) FROM sessions s WHERE s.account_id = a.id) AS "lastSeen"
            FROM accounts a
           WHERE ${where}
           ORDER BY a.created_at DESC, a.id DESC
           LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
    ),
    rowsPlannedPerCall<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM accounts a WHERE ${where}`),
  ]);
  return { found, total: Number(counted?.total ?? 0) };
}

/** The account's type and status, its row locked until the transaction ends; undefined for no such account. */
export async function lockAccount(tx: Queryable, accountId: string) {
  const [account] = await tx
    .select({ type: accounts.type, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return account;
}

export async function setAccountStatus(tx: Queryable, accountId: string, status: AccountRow['status'], now: Date): Promise<void> {
  await tx.update(accounts).set({ status, updatedAt: now }).where(eq(accounts.id, accountId));
}
