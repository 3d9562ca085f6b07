import { ACCOUNT_TYPE, normalizeIdentifier, type LoginRequest, type Site } from '@marketplace/contract';
import { findAccountByIdentifier, type Account } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import type { AuthEnv } from './env.ts';
import { issueSession, type IssuedSession } from './sessions.ts';

/**
 * POST /auth/v1/login. An unknown identifier and a wrong password get the same answer after
 * the same work. The answer carries the account's real kind; the site decides what to do with
 * it (ARCHITECTURE §4 "Login on the wrong host"), except that an admin signs in only on the admin host.
 */
export async function login(
  env: AuthEnv,
  body: LoginRequest,
  context: { site: Site },
): Promise<{ account: Account; session: IssuedSession }> {
  if (body.identifier.trim() === '' || body.password === '') throw authErrors.inputsMismatch();
  const identifier = normalizeIdentifier(body.identifier);
  const account = identifier ? await findAccountByIdentifier(env.db, identifier.value) : undefined;
  const passwordMatches = await env.checkPassword(account?.passwordHash, body.password);
  if (!account || !passwordMatches) throw authErrors.invalidCredentials();
  if (account.status === 'BLOCKED') throw authErrors.accountBlocked();
  if (account.type === ACCOUNT_TYPE.ADMIN && context.site !== 'admin') throw authErrors.typeNotAllowed();
  const session = await env.db.transaction((tx) =>
    issueSession(tx, env.sessions, { accountId: account.id, site: context.site }),
  );
  return { account, session };
}
