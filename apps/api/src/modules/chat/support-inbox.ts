import { sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  CHAT_INBOX_PAGE_SIZE,
  type ChatMessage,
  type SupportChatList,
  type SupportChatStatus,
  type SupportChatSummary,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { decodeKeyset, encodeKeyset } from '../../http/page-token.ts';
import { isUuid } from '../../http/ids.ts';
import { recordAdminAction } from '../audit/service.ts';
import { appendMessage, txRows } from './append-message.ts';
import { findChat, isoOf, keyOf, toChatMessage } from './chat-rows.ts';
import { committedOf, inboxEvent, messageEvents } from './committed.ts';
import type { ChatContext } from './context.ts';
import { chatErrors } from './errors.ts';

/**
 * The admin's Support inbox: every support conversation newest activity first, filtered by status
 * and assignee (each filter read in order from its own partial index), with who wrote, the last
 * message, the user messages no admin has read, how far the user has read support's answers and
 * whether the writer is blocked from chatting.
 * Support's read mark and unread count are shared by all admins: one of them reading is support reading.
 */

interface SummaryRow {
  id: string;
  status: SupportChatStatus;
  account_id: string | null;
  account_name: string | null;
  account_email: string | null;
  account_chat_blocked: boolean | null;
  admin_id: string | null;
  admin_name: string | null;
  last_text: string | null;
  last_sender: 'user' | 'bot' | null;
  last_date: string | null;
  unread: number;
  user_last_read_id: string | null;
  activity: string;
  activity_key: string;
  created: string;
}

const SUMMARY = sql`SELECT c.id, c.status,
         a.id AS account_id, coalesce(nullif(btrim(a.name || ' ' || a.lastname), ''), a.identifier) AS account_name,
         CASE WHEN a.identifier_kind = 'email' THEN a.identifier END AS account_email,
         CASE WHEN a.id IS NOT NULL THEN EXISTS (SELECT 1 FROM chat_blocks b WHERE b.account_id = a.id) END AS account_chat_blocked,
         ad.id AS admin_id, coalesce(nullif(btrim(ad.name || ' ' || ad.lastname), ''), ad.identifier) AS admin_name,
         m.text AS last_text, m.sender AS last_sender, ${isoOf('m.created_at')} AS last_date,
         c.responder_unread AS unread, c.user_last_read_id::text AS user_last_read_id,
         ${isoOf('c.last_activity_at')} AS activity, ${keyOf('c.last_activity_at')} AS activity_key, ${isoOf('c.created_at')} AS created
       FROM chats c
       LEFT JOIN accounts a ON a.id = c.buyer_id
       LEFT JOIN accounts ad ON ad.id = c.assigned_admin_id
       LEFT JOIN chat_messages m ON m.id = c.last_message_id`;

function toSummary(row: SummaryRow): SupportChatSummary {
  return {
    chatId: row.id,
    account: row.account_id
      ? {
          id: row.account_id,
          name: row.account_name ?? '',
          email: row.account_email,
          chatBlocked: row.account_chat_blocked === true,
        }
      : null,
    status: row.status,
    assignedAdmin: row.admin_id ? { id: row.admin_id, name: row.admin_name ?? '' } : null,
    lastMessage:
      row.last_text !== null && row.last_sender !== null && row.last_date !== null
        ? { text: row.last_text, sender: row.last_sender, date: row.last_date }
        : null,
    unread: row.unread,
    userLastReadId: row.user_last_read_id,
    lastActivityAt: row.activity,
    createdAt: row.created,
  };
}

export interface SupportChatFilter {
  status: SupportChatStatus | 'all';
  assigned: 'any' | 'me' | 'unassigned';
  page_token?: string | undefined;
  page_size?: number | undefined;
}

/** User messages no admin has read, over every open support chat (the admin menu's count). */
export async function supportUnreadTotal(db: Database): Promise<number> {
  const [row] = await rows<{ unread: number }>(
    db,
    sql`SELECT coalesce(sum(responder_unread), 0)::int AS unread FROM chats
        WHERE kind = 'support' AND status = 'open' AND responder_unread > 0`,
  );
  return row?.unread ?? 0;
}

export async function supportChatPage(db: Database, adminId: string, filter: SupportChatFilter): Promise<SupportChatList> {
  const pageSize = filter.page_size ?? CHAT_INBOX_PAGE_SIZE;
  const position = decodeKeyset(filter.page_token);
  const where: SQL[] = [sql`c.kind = 'support'`];
  if (filter.status !== 'all') where.push(sql`c.status = ${filter.status}`);
  if (filter.assigned === 'me') where.push(sql`c.assigned_admin_id = ${adminId}::uuid`);
  if (filter.assigned === 'unassigned') where.push(sql`c.assigned_admin_id IS NULL`);
  if (position) where.push(sql`(c.last_activity_at, c.id) < (${position.createdKey}::timestamptz, ${position.id}::uuid)`);
  const found = await rows<SummaryRow>(
    db,
    sql`${SUMMARY} WHERE ${sql.join(where, sql` AND `)}
        ORDER BY c.last_activity_at DESC NULLS LAST, c.id DESC NULLS LAST LIMIT ${pageSize + 1}`,
  );
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    next_page_token: found.length > pageSize && last ? encodeKeyset({ createdKey: last.activity_key, id: last.id }) : null,
    unread: await supportUnreadTotal(db),
  };
}

export async function supportChatSummary(db: Database, chatId: string): Promise<SupportChatSummary> {
  if (!isUuid(chatId)) throw chatErrors.chatNotFound();
  const [row] = await rows<SummaryRow>(db, sql`${SUMMARY} WHERE c.id = ${chatId}::uuid AND c.kind = 'support'`);
  if (!row) throw chatErrors.chatNotFound();
  return toSummary(row);
}

/**
 * Support answers as `bot`: an admin (`adminId`, recorded in the audit log with the message) or the
 * messaging bot (null). A closed chat refuses it with 409 CHAT_CLOSED: reopen it first.
 */
export async function replySupportAs(
  ctx: ChatContext,
  chatId: string,
  text: string,
  adminId: string | null,
): Promise<ChatMessage> {
  const chat = await findChat(ctx.db, chatId);
  if (chat?.kind !== 'support') throw chatErrors.chatNotFound();
  const appended = await ctx.db.transaction(async (tx) => {
    const done = await appendMessage(tx, {
      chatId,
      sender: 'bot',
      senderAccountId: adminId,
      text,
      attachments: [],
      masked: false,
      refuseIfClosed: true,
    });
    if (adminId) {
      await recordAdminAction(tx, {
        adminId,
        action: ADMIN_ACTION.SUPPORT_CHAT_REPLIED,
        target: { kind: 'chat', id: chatId },
        details: { messageId: done.row.id },
      });
    }
    return done;
  });
  const message = toChatMessage(ctx.media, appended.row);
  await ctx.after.publish(messageEvents(appended.before, message, false));
  ctx.after.message(committedOf(appended.before, message, adminId));
  return message;
}

/** Gives a support chat to an admin, or to nobody; recorded in the audit log. */
export async function assignSupportChat(
  ctx: ChatContext,
  adminId: string,
  chatId: string,
  assignee: string | null,
): Promise<SupportChatSummary> {
  await supportChatSummary(ctx.db, chatId);
  await ctx.db.transaction(async (tx) => {
    if (assignee !== null) {
      const [admin] = await txRows<{ id: string }>(
        tx,
        sql`SELECT id FROM accounts WHERE id = ${assignee}::uuid AND type = ${ACCOUNT_TYPE.ADMIN}`,
      );
      if (!admin) throw chatErrors.notAnAdmin();
    }
    await tx.execute(sql`UPDATE chats SET assigned_admin_id = ${assignee}::uuid WHERE id = ${chatId}::uuid`);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.SUPPORT_CHAT_ASSIGNED,
      target: { kind: 'chat', id: chatId },
      details: { adminId: assignee },
    });
  });
  await ctx.after.publish([inboxEvent({ id: chatId, kind: 'support', buyer_id: null, seller_id: null })]);
  return supportChatSummary(ctx.db, chatId);
}

/** Closes or reopens a support chat; recorded in the audit log when it changed. */
export async function setSupportChatStatus(
  ctx: ChatContext,
  adminId: string,
  chatId: string,
  status: SupportChatStatus,
): Promise<SupportChatSummary> {
  await supportChatSummary(ctx.db, chatId);
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await txRows<{ id: string }>(
      tx,
      sql`UPDATE chats SET status = ${status} WHERE id = ${chatId}::uuid AND status <> ${status} RETURNING id`,
    );
    if (updated.length === 0) return false;
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.SUPPORT_CHAT_STATUS,
      target: { kind: 'chat', id: chatId },
      details: { status },
    });
    return true;
  });
  if (changed) {
    await ctx.after.publish([
      { t: 'status', chatId, status },
      inboxEvent({ id: chatId, kind: 'support', buyer_id: null, seller_id: null }),
    ]);
  }
  return supportChatSummary(ctx.db, chatId);
}
