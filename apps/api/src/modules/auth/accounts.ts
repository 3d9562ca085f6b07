import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE, MERCHANT_STATUS, type AccountType, type IdentifierKind, type Language } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts } from '../../db/schema.ts';

export type Account = typeof accounts.$inferSelect;
export type AccountStatus = Account['status'];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function findAccountByIdentifier(db: Queryable, identifier: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.identifier, identifier)).limit(1);
  return account;
}

export async function findAccountById(db: Queryable, id: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return account;
}

/** ARCHITECTURE §4 "New accounts": a seller starts ACTIVE and NOT_VERIFIED. */
export async function insertAccount(
  db: Queryable,
  input: { identifier: string; kind: IdentifierKind; type: AccountType; passwordHash: string; language?: Language },
): Promise<Account> {
  const [account] = await db
    .insert(accounts)
    .values({
      identifier: input.identifier,
      identifierKind: input.kind,
      type: input.type,
      passwordHash: input.passwordHash,
      status: 'ACTIVE',
      merchantStatus: input.type === ACCOUNT_TYPE.MERCHANT ? MERCHANT_STATUS.NOT_VERIFIED : null,
      phoneNumber: input.kind === 'phone' ? input.identifier : '',
      ...(input.language ? { language: input.language } : {}),
    })
    .returning();
  if (!account) throw new Error('insert returned no account');
  return account;
}

/** PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
