import { sql, type SQL } from 'drizzle-orm';
import type { ChatAttachment, ChatKind, ChatMessage } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import type { StoredChatAttachment } from '../../db/schema.ts';
import { isUuid } from '../../http/ids.ts';
import { downloadUrlOf, type RecordView } from '../media/records.ts';

export type Sender = ChatMessage['sender'];
/** The two sides of a chat (see db/schema/chats.ts): the buyer or support writer, and the seller or support. */
export type Side = 'user' | 'responder';

/** A chat as the rules need it. */
export interface ChatRow {
  id: string;
  kind: ChatKind;
  status: 'open' | 'closed';
  buyer_id: string | null;
  seller_id: string | null;
  item_id: string | null;
  last_message_id: string | null;
  user_last_read_id: string | null;
  responder_last_read_id: string | null;
  user_unread: number;
  responder_unread: number;
}

export const CHAT_COLUMNS = sql.raw(
  `c.id, c.kind, c.status, c.buyer_id, c.seller_id, c.item_id, c.last_message_id::text AS last_message_id,
   c.user_last_read_id::text AS user_last_read_id, c.responder_last_read_id::text AS responder_last_read_id,
   c.user_unread, c.responder_unread`,
);

/** An instant as an ISO 8601 string (the drivers hand timestamps over as database text). */
export const isoOf = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The keyset form of an instant (microseconds, see http/page-token.ts). */
export const keyOf = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

export interface MessageRow {
  id: string;
  chat_id: string;
  sender: Sender;
  text: string;
  attachments: StoredChatAttachment[];
  masked: boolean;
  date: string;
}

export const MESSAGE_COLUMNS = sql`m.id::text AS id, m.chat_id, m.sender, m.text, m.attachments, m.masked, ${isoOf('m.created_at')} AS date`;

export function toAttachment(view: RecordView, stored: StoredChatAttachment): ChatAttachment {
  return { url: downloadUrlOf(view, stored.key), width: stored.width, height: stored.height };
}

export function toChatMessage(view: RecordView, row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    text: row.text,
    sender: row.sender,
    date: row.date,
    attachments: row.attachments.map((stored) => toAttachment(view, stored)),
    masked: row.masked,
  };
}

export async function findChat(db: Database, chatId: string): Promise<ChatRow | undefined> {
  if (!isUuid(chatId)) return undefined;
  const [chat] = await rows<ChatRow>(db, sql`SELECT ${CHAT_COLUMNS} FROM chats c WHERE c.id = ${chatId}::uuid`);
  return chat;
}

export async function findSupportChatByTokenHash(db: Database, tokenHash: string): Promise<ChatRow | undefined> {
  const [chat] = await rows<ChatRow>(db, sql`SELECT ${CHAT_COLUMNS} FROM chats c WHERE c.support_token_hash = ${tokenHash}`);
  return chat;
}

/** The sender of a message written from a side of a chat of this kind. */
export function senderOf(kind: ChatKind, side: Side): Sender {
  if (side === 'user') return 'user';
  return kind === 'support' ? 'bot' : 'received';
}

export const sideOfSender = (sender: Sender): Side => (sender === 'user' ? 'user' : 'responder');
