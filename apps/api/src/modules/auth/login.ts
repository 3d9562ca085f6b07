import { ACCOUNT_TYPE, normalizeIdentifier, type LoginRequest, type Site } from '@marketplace/contract';
import { findAccountByIdentifier, type Account } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import type { AuthEnv } from './env.ts';
import { issueSession, type IssuedSession } from './sessions.ts';
import { attemptSourceOf, trustDevice, type DeviceCookie, type LoginOrigin } from './trusted-devices.ts';

/**
 * POST /auth/v1/login. An unknown identifier and a wrong password get the same answer after
 * the same work, and count the same towards the limits (AttemptGuard.beginLogin). The answer
 * carries the account's real kind; the site decides what to do with it (ARCHITECTURE §4 "Login
 * on the wrong host"), except that an admin signs in only on the admin host.
 */
export async function login(
  env: AuthEnv,
  body: LoginRequest,
  context: { site: Site; origin: LoginOrigin },
): Promise<{ account: Account; session: IssuedSession; device: DeviceCookie }> {
  if (body.identifier.trim() === '' || body.password === '') throw authErrors.inputsMismatch();
  const identifier = normalizeIdentifier(body.identifier);
  const account = identifier ? await findAccountByIdentifier(env.db, identifier.value) : undefined;
  const source = await attemptSourceOf(env.db, context.origin, account?.id);
  const attempt = await env.attempts.beginLogin(identifier?.value ?? body.identifier.trim().toLowerCase(), source);
  const passwordMatches = await env.checkPassword(account?.passwordHash, body.password);
  if (!account || !passwordMatches) throw authErrors.invalidCredentials();
  await attempt.succeeded();
  if (account.status === 'BLOCKED') throw authErrors.accountBlocked();
  if (account.type === ACCOUNT_TYPE.ADMIN && context.site !== 'admin') throw authErrors.typeNotAllowed();
  const now = env.sessions.now();
  const device = await trustDevice(env.db, { accountId: account.id, source, origin: context.origin, now });
  const session = await env.db.transaction((tx) => issueSession(tx, env.sessions, { accountId: account.id, site: context.site }));
  return { account, session, device };
}
