import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import type { StoredChatAttachment } from '../../db/schema.ts';
import { CHAT_COLUMNS, MESSAGE_COLUMNS, sideOfSender, type ChatRow, type MessageRow, type Sender } from './chat-rows.ts';
import type { MessageClientKey } from './client-keys.ts';
import { chatErrors } from './errors.ts';

/** An open transaction of the module's database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Raw SQL inside a transaction, through the same prepared-statement path as outside (db/rows.ts). */
export const txRows = <Row>(tx: Tx, query: SQL): Promise<Row[]> => rows<Row>(tx as unknown as Database, query);

export interface NewMessage {
  chatId: string;
  sender: Sender;
  senderAccountId: string | null;
  text: string;
  attachments: StoredChatAttachment[];
  masked: boolean;
  /** Support: a message from the person on the site opens a closed chat again. */
  reopens?: boolean;
  /** Support: a closed chat refuses this message (an admin's reply) with 409 CHAT_CLOSED. */
  refuseIfClosed?: boolean;
  /** Support: the signed-in account writing becomes the chat's account if it has none yet. */
  linkBuyerId?: string | null;
  /** The sender's client id of the message (client-keys.ts): a second message under it fails the unique index. */
  clientKey?: MessageClientKey | undefined;
}

export interface AppendedMessage {
  /** The chat as it was when its row was locked, before this message. */
  before: ChatRow;
  row: MessageRow;
  reopened: boolean;
}

/**
 * Appends a message in the caller's transaction, at the transaction's time (microseconds: the
 * lists' order rarely ties). The chat row is locked first (the UPDATE), so
 * within one chat message ids grow in commit order: the live channel can follow a chat by "every
 * message after id X" and never miss one that commits late with a smaller id. Then the counters:
 * the other side has one more unread message; the writer's side has read everything up to its own
 * message (it answered with the conversation in front of it).
 */
export async function appendMessage(tx: Tx, message: NewMessage): Promise<AppendedMessage> {
  const [before] = await txRows<ChatRow>(
    tx,
    sql`UPDATE chats c SET last_activity_at = now() WHERE c.id = ${message.chatId}::uuid RETURNING ${CHAT_COLUMNS}`,
  );
  if (!before) throw chatErrors.chatNotFound();
  if (message.refuseIfClosed && before.status === 'closed') throw chatErrors.closed();

  const [row] = await txRows<MessageRow>(
    tx,
    sql`INSERT INTO chat_messages AS m (chat_id, sender, sender_account_id, text, attachments, masked, client_key, client_fingerprint)
        VALUES (${message.chatId}::uuid, ${message.sender}, ${message.senderAccountId}::uuid, ${message.text},
                ${JSON.stringify(message.attachments)}::jsonb, ${message.masked},
                ${message.clientKey?.key ?? null}, ${message.clientKey?.fingerprint ?? null})
        RETURNING ${MESSAGE_COLUMNS}`,
  );
  if (!row) throw new Error('chat message was not inserted');

  const written = sideOfSender(message.sender);
  const other = written === 'user' ? 'responder' : 'user';
  const reopened = message.reopens === true && before.status === 'closed';
  await tx.execute(
    sql`UPDATE chats SET last_message_id = ${row.id}::bigint, last_message_at = now(),
               ${sql.raw(`${written}_last_read_id`)} = ${row.id}::bigint, ${sql.raw(`${written}_unread`)} = 0,
               ${sql.raw(`${other}_unread`)} = ${sql.raw(`${other}_unread`)} + 1,
               status = ${reopened ? 'open' : before.status},
               buyer_id = coalesce(buyer_id, ${message.linkBuyerId ?? null}::uuid)
        WHERE id = ${message.chatId}::uuid`,
  );
  return { before, row, reopened };
}
