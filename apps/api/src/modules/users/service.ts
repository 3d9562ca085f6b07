import { eq, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_STATUS, ACCOUNT_TYPE, ADMIN_ACTION, type AdminUser, type AdminUserPage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rowsPlannedPerCall } from '../../db/rows.ts';
import { accounts } from '../../db/schema.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { AccountStatus } from '../auth/accounts.ts';
import { sessionsChanged } from '../auth/session-cache.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { userErrors } from './errors.ts';

export interface AdminUsersFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  type?: number | undefined;
  status?: AccountStatus | undefined;
}

interface UserRow {
  id: string;
  identifier: string;
  identifier_kind: 'email' | 'phone';
  name: string;
  lastname: string;
  type: number;
  status: AccountStatus;
  created_at: Date | string;
  company_name: string;
  merchant_status: string | null;
  phone_number: string;
  last_seen: Date | string | null;
}

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

const iso = (value: Date | string) => new Date(value).toISOString();

function userOf(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: [row.name, row.lastname].filter(Boolean).join(' '),
    identifier: row.identifier,
    identifierKind: row.identifier_kind,
    type: row.type,
    status: row.status,
    createdDate: iso(row.created_at),
    companyName: row.company_name,
    merchantStatus: row.merchant_status,
    phoneNumber: row.phone_number,
    lastSeenDate: row.last_seen === null ? null : iso(row.last_seen),
  };
}

/**
 * GET /admin/v1/getUsers: one numbered page of every account (newest first) with the total. The
 * text search is planned per call: how common the text is decides between the indexes and a scan.
 */
export async function adminUsersPage(db: Database, filter: AdminUsersFilter): Promise<AdminUserPage> {
  const where = filtersOf(filter);
  const [found, [counted]] = await Promise.all([
    rowsPlannedPerCall<UserRow>(
      db,
      sql`SELECT a.id, a.identifier, a.identifier_kind, a.name, a.lastname, a.type, a.status, a.created_at,
                 a.company_name, a.merchant_status, a.phone_number,
                 (SELECT max(s.last_used_at) FROM sessions s WHERE s.account_id = a.id) AS last_seen
            FROM accounts a
           WHERE ${where}
           ORDER BY a.created_at DESC, a.id DESC
           LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
    ),
    rowsPlannedPerCall<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM accounts a WHERE ${where}`),
  ]);
  return { page: filter.page, total: Number(counted?.total ?? 0), items: found.map(userOf) };
}

/**
 * POST /admin/v1/setAccountBlocked, in one transaction: the account's status, on blocking the end of
 * every session it has (its next request answers 401, its sign-in ACCOUNT_BLOCKED), and the audit
 * entry. An admin may block neither themselves nor another admin.
 */
export async function setAccountBlocked(
  db: Database,
  input: { adminId: string; accountId: string; blocked: boolean },
  now: Date,
): Promise<AccountStatus> {
  if (input.accountId.toLowerCase() === input.adminId.toLowerCase()) throw userErrors.cannotBlockSelf();
  const status: AccountStatus = input.blocked ? ACCOUNT_STATUS.BLOCKED : ACCOUNT_STATUS.ACTIVE;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ type: accounts.type, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, input.accountId))
      .for('update');
    if (!account) throw userErrors.accountNotFound();
    if (account.type === ACCOUNT_TYPE.ADMIN) throw userErrors.cannotBlockAdmin();
    if (account.status === status) return;
    await tx.update(accounts).set({ status, updatedAt: now }).where(eq(accounts.id, input.accountId));
    if (input.blocked) await revokeAllSessionsOf(tx, input.accountId, now);
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: input.blocked ? ADMIN_ACTION.ACCOUNT_BLOCKED : ADMIN_ACTION.ACCOUNT_UNBLOCKED,
      target: { kind: 'account', id: input.accountId },
    });
  });
  await sessionsChanged(db);
  return status;
}
