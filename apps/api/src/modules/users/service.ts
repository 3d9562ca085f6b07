import { ACCOUNT_STATUS, ACCOUNT_TYPE, ADMIN_ACTION, type AdminUser, type AdminUserPage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { AccountStatus } from '../auth/accounts.ts';
import { sessionsChanged } from '../auth/session-cache.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { userErrors } from './errors.ts';
import { adminUserRows, lockAccount, setAccountStatus, type AdminUsersFilter, type UserRow } from './store.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function userOf(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: [row.name, row.lastname].filter(Boolean).join(' '),
    identifier: row.identifier,
    identifierKind: row.identifierKind,
    type: row.type,
    status: row.status,
    createdDate: iso(row.createdAt),
    companyName: row.companyName,
    merchantStatus: row.merchantStatus,
    phoneNumber: row.phoneNumber,
    lastSeenDate: row.lastSeen === null ? null : iso(row.lastSeen),
  };
}

/** GET /admin/v1/getUsers: one numbered page of every account (newest first) with the total. */
export async function adminUsersPage(db: Database, filter: AdminUsersFilter): Promise<AdminUserPage> {
  const { found, total } = await adminUserRows(db, filter);
  return { page: filter.page, total, items: found.map(userOf) };
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
    const account = await lockAccount(tx, input.accountId);
    if (!account) throw userErrors.accountNotFound();
    if (account.type === ACCOUNT_TYPE.ADMIN) throw userErrors.cannotBlockAdmin();
    if (account.status === status) return;
    await setAccountStatus(tx, input.accountId, status, now);
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
