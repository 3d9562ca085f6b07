import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { LiveEvent } from '../../realtime/live-events.ts';
import { txRows } from './append-message.ts';
import { senderOf, type ChatRow, type Side } from './chat-rows.ts';
import { inboxEvent } from './committed.ts';
import { chatErrors } from './errors.ts';

export interface ReadMark {
  /** The side's read mark after the call. */
  lastReadId: string | null;
  /** The side's unread messages in this chat after the call. */
  unread: number;
  /** The live events to publish once committed (none when the mark did not move). */
  events: LiveEvent[];
}

/**
 * `side` has read the chat up to `lastReadId` (never past its last message, never backwards).
 * The row is locked before the count, so no message can commit between the count and the mark:
 * each message is either counted as unread or covered by the mark.
 */
export async function markSideRead(db: Database, chat: ChatRow, side: Side, lastReadId: string): Promise<ReadMark> {
  const markColumn = sql.raw(`${side}_last_read_id`);
  const unreadColumn = sql.raw(`${side}_unread`);
  const otherSender = senderOf(chat.kind, side === 'user' ? 'responder' : 'user');
  return db.transaction(async (tx) => {
    const [locked] = await txRows<{ mark: string | null; last: string | null; unread: number }>(
      tx,
      sql`SELECT ${markColumn}::text AS mark, last_message_id::text AS last, ${unreadColumn} AS unread
          FROM chats WHERE id = ${chat.id}::uuid FOR UPDATE`,
    );
    if (!locked) throw chatErrors.chatNotFound();
    const wanted = BigInt(lastReadId) < BigInt(locked.last ?? '0') ? BigInt(lastReadId) : BigInt(locked.last ?? '0');
    if (wanted <= BigInt(locked.mark ?? '0')) return { lastReadId: locked.mark, unread: locked.unread, events: [] };
    const [updated] = await txRows<{ unread: number }>(
      tx,
      sql`UPDATE chats c SET ${markColumn} = ${String(wanted)}::bigint,
                 ${unreadColumn} = (SELECT count(*)::int FROM chat_messages m
                                    WHERE m.chat_id = c.id AND m.id > ${String(wanted)}::bigint AND m.sender = ${otherSender})
          WHERE c.id = ${chat.id}::uuid RETURNING ${unreadColumn} AS unread`,
    );
    const sideSender = senderOf(chat.kind, side);
    return {
      lastReadId: String(wanted),
      unread: updated?.unread ?? 0,
      events: [{ t: 'read', chatId: chat.id, side: sideSender, lastReadId: String(wanted) }, inboxEvent(chat)],
    };
  });
}
