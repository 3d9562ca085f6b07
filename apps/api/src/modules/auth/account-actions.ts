import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TYPE, MERCHANT_STATUS, type EditableAccount, type Site } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts } from '../../db/schema.ts';
import { storeProfileEdited } from '../sellers/events.ts';
import { storeFieldsOf, storeShownChanged } from '../sellers/service.ts';
import type { Account, AccountStatus } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import type { AuthEnv } from './env.ts';
import { sessionsChanged } from './session-cache.ts';
import {
  issueHandoffCode,
  issueSession,
  revokeAllSessionsOf,
  takeHandoffCode,
  type IssuedSession,
  type LiveSession,
} from './sessions.ts';
import { findAccountById } from './accounts.ts';

/** Fields only a seller has (spec §3 "company fields for merchants"). */
export const SELLER_ONLY_FIELDS = ['companyName', 'companyEmail'] as const;

/**
 * The permanent buyer → seller upgrade (spec §1): the account becomes a NOT_VERIFIED seller,
 * every buyer session ends and a new seller session starts.
 */
export async function upgradeToSeller(
  env: AuthEnv,
  account: Account,
  site: Site,
): Promise<{ account: Account; session: IssuedSession }> {
  if (account.type === ACCOUNT_TYPE.MERCHANT) throw authErrors.alreadySeller();
  if (account.type !== ACCOUNT_TYPE.CLIENT) throw authErrors.forbidden();
  const upgrade = await env.db.transaction(async (tx) => {
    const now = env.sessions.now();
    const [upgraded] = await tx
      .update(accounts)
      .set({ type: ACCOUNT_TYPE.MERCHANT, merchantStatus: MERCHANT_STATUS.NOT_VERIFIED, upgradedAt: now, updatedAt: now })
      .where(and(eq(accounts.id, account.id), eq(accounts.type, ACCOUNT_TYPE.CLIENT)))
      .returning();
    if (!upgraded) throw authErrors.alreadySeller();
    await revokeAllSessionsOf(tx, account.id, now);
    const session = await issueSession(tx, env.sessions, { accountId: account.id, site });
    return { account: upgraded, session };
  });
  await sessionsChanged(env.db);
  return upgrade;
}

/** Writes the owner's changes to the profile (the caller has already refused read-only fields). */
export async function updateProfile(
  db: Database,
  accountId: string,
  edited: Partial<EditableAccount>,
  now: Date,
): Promise<Account> {
  const { dob, ...rest } = edited;
  const before = await storeFieldsOf(db, accountId);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ ...rest, ...(dob === undefined ? {} : { dob: dob === '' ? null : dob }), updatedAt: now })
      .where(eq(accounts.id, accountId))
      .returning();
    if (!row) throw authErrors.unauthorized();
    // A store is shown to buyers only with a name: naming it lists its products, clearing the name takes them off.
    if (row.type === ACCOUNT_TYPE.MERCHANT && before?.companyName !== row.companyName) await storeShownChanged(tx, accountId);
    return row;
  });
  // Signed-in requests carry the account they read with their session: they must see the edit.
  await sessionsChanged(db);
  await storeProfileEdited(db, before, updated);
  return updated;
}

/** Blocks or unblocks an account; blocking ends every session at once. */
export async function setAccountStatus(db: Database, accountId: string, status: AccountStatus, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ status, updatedAt: now }).where(eq(accounts.id, accountId));
    if (status === 'BLOCKED') await revokeAllSessionsOf(tx, accountId, now);
  });
  await sessionsChanged(db);
}

/** POST /auth/v1/createHandoff: a one-time code of the caller's login, for the page that keeps `nonce`. */
export function createHandoff(env: AuthEnv, session: LiveSession, nonce: string): Promise<string> {
  return issueHandoffCode(env.db, { accountId: session.account.id, familyId: session.familyId, nonce }, env.sessions.now());
}

/**
 * POST /auth/v1/exchangeHandoff: a one-time code becomes a session of the same login here, only
 * with the nonce of the page that asked for the code (a link with someone else's code signs no one in).
 */
export async function exchangeHandoff(
  env: AuthEnv,
  handoff: { code: string; nonce: string },
  site: Site,
): Promise<{ account: Account; session: IssuedSession }> {
  const now = env.sessions.now();
  // Spent in its own statement, so that a refused attempt (a foreign nonce) uses the code up too.
  const taken = await takeHandoffCode(env.db, handoff, now);
  if (!taken) throw authErrors.handoffInvalid();
  return env.db.transaction(async (tx) => {
    const account = await findAccountById(tx, taken.accountId);
    if (!account || account.status !== 'ACTIVE') throw authErrors.handoffInvalid();
    if (account.type === ACCOUNT_TYPE.ADMIN && site !== 'admin') throw authErrors.typeNotAllowed();
    const session = await issueSession(tx, env.sessions, { accountId: account.id, site, familyId: taken.familyId });
    return { account, session };
  });
}
