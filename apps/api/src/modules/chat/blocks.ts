import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, ADMIN_ACTION } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { chatBlocks, chats } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';
import { findAccountById } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { userErrors } from '../users/errors.ts';
import { chatErrors } from './errors.ts';

export async function isChatBlocked(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatBlocks)
    .where(eq(chatBlocks.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

/** 403 CHAT_BLOCKED for an account an admin has stopped from writing. */
export async function assertMayWrite(db: Queryable, accountId: string): Promise<void> {
  if (await isChatBlocked(db, accountId)) throw chatErrors.blocked();
}

/**
 * An admin stops an account from writing in any chat, or lets it again; recorded in the audit log in
 * the same transaction. Admins are not blocked (they answer support); an unknown account is a 404.
 * Answers the account's support conversations when it changed (other admins' open views of them
 * are told), none when it already was so.
 */
export async function setChatBlocked(
  db: Database,
  input: { adminId: string; accountId: string; blocked: boolean },
): Promise<{ supportChatIds: string[] }> {
  return db.transaction(async (tx) => {
    const account = await findAccountById(tx, input.accountId);
    if (!account) throw userErrors.accountNotFound();
    if (account.type === ACCOUNT_TYPE.ADMIN) throw userErrors.cannotBlockAdmin();
    const changed = input.blocked
      ? await tx
          .insert(chatBlocks)
          .values({ accountId: account.id, blockedBy: input.adminId })
          .onConflictDoNothing()
          .returning({ id: chatBlocks.accountId })
      : await tx.delete(chatBlocks).where(eq(chatBlocks.accountId, account.id)).returning({ id: chatBlocks.accountId });
    if (changed.length === 0) return { supportChatIds: [] };
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: input.blocked ? ADMIN_ACTION.CHAT_BLOCKED : ADMIN_ACTION.CHAT_UNBLOCKED,
      target: { kind: 'account', id: account.id },
    });
    const support = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.kind, 'support'), eq(chats.buyerId, account.id)));
    return { supportChatIds: support.map((chat) => chat.id) };
  });
}
