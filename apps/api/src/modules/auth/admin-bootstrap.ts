import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, normalizeIdentifier } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts } from '../../db/schema.ts';
import { findAccountByIdentifier, insertAccount } from './accounts.ts';
import type { PasswordHasher } from './passwords.ts';

export const DEFAULT_ADMIN_IDENTIFIER = 'admin@marketplace.local';

export type AdminBootstrap =
  | { created: false }
  | { created: true; identifier: string; /** Set only when it was generated; print it once. */ generatedPassword?: string };

/**
 * On a database without an admin, creates one from the configured identifier and password,
 * or with a generated password. Safe when several instances start together.
 */
export async function ensureAdminAccount(
  db: Database,
  hasher: PasswordHasher,
  settings: { identifier: string | undefined; password: string | undefined },
): Promise<AdminBootstrap> {
  const identifier = normalizeIdentifier(settings.identifier ?? DEFAULT_ADMIN_IDENTIFIER);
  if (!identifier) throw new Error(`ADMIN_IDENTIFIER must be an e-mail address or a phone number`);
  const hasAdmin = async (q: Pick<Database, 'select'>) =>
    (await q.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, ACCOUNT_TYPE.ADMIN)).limit(1)).length > 0;
  if (await hasAdmin(db)) return { created: false };
  const generatedPassword = settings.password ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await hasher.hash(settings.password ?? generatedPassword ?? '');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('bootstrap-admin', 0))`);
    if (await hasAdmin(tx)) return { created: false };
    if (await findAccountByIdentifier(tx, identifier.value)) {
      throw new Error(`ADMIN_IDENTIFIER ${identifier.value} already belongs to a buyer or seller account`);
    }
    await insertAccount(tx, { identifier: identifier.value, kind: identifier.kind, type: ACCOUNT_TYPE.ADMIN, passwordHash });
    return generatedPassword
      ? { created: true, identifier: identifier.value, generatedPassword }
      : { created: true, identifier: identifier.value };
  });
}
