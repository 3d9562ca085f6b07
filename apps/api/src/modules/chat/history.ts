import { sql } from 'drizzle-orm';
import { CHAT_HISTORY_PAGE_SIZE, type ChatHistory, type ChatMessage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import type { RecordView } from '../media/records.ts';
import { MESSAGE_COLUMNS, toChatMessage, type MessageRow } from './chat-rows.ts';

/**
 * A page of a chat's history: the CHAT_HISTORY_PAGE_SIZE messages before `before` (the newest
 * when absent), oldest first, read backwards along chat_messages (chat_id, id).
 */
export async function historyPage(
  db: Database,
  view: RecordView,
  chatId: string,
  before: string | undefined,
): Promise<ChatHistory> {
  const found = await rows<MessageRow>(
    db,
    sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
        WHERE m.chat_id = ${chatId}::uuid ${before ? sql`AND m.id < ${before}::bigint` : sql``}
        ORDER BY m.id DESC LIMIT ${CHAT_HISTORY_PAGE_SIZE + 1}`,
  );
  const page = found.slice(0, CHAT_HISTORY_PAGE_SIZE).reverse();
  return { messages: page.map((row) => toChatMessage(view, row)), hasEarlier: found.length > CHAT_HISTORY_PAGE_SIZE };
}

/** The chat's messages after `after` (from the first when null), oldest first: the live channel's catch-up. */
export async function messagesAfter(
  db: Database,
  view: RecordView,
  chatId: string,
  after: string | null,
  limit: number,
): Promise<ChatMessage[]> {
  const found = await rows<MessageRow>(
    db,
    sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
        WHERE m.chat_id = ${chatId}::uuid AND m.id > ${after ?? '0'}::bigint
        ORDER BY m.id LIMIT ${limit}`,
  );
  return found.map((row) => toChatMessage(view, row));
}

export async function lastMessageId(db: Database, chatId: string): Promise<string | null> {
  const [row] = await rows<{ id: string | null }>(
    db,
    sql`SELECT last_message_id::text AS id FROM chats WHERE id = ${chatId}::uuid`,
  );
  return row?.id ?? null;
}
