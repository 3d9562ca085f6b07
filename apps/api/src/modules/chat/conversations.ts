import { sql, type SQL } from 'drizzle-orm';
import { CHAT_INBOX_PAGE_SIZE, type Conversation, type ConversationList } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { decodeKeyset, encodeKeyset, type KeysetPosition } from '../../http/page-token.ts';
import { isoOf, keyOf } from './chat-rows.ts';

/**
 * The custom-order conversations of one account, as its inbox lists them: the ones it started as a
 * buyer and the ones about its products as a seller (a seller may order from another store too),
 * newest activity first, each with the item's card, both parties' names, the last message, the
 * viewer's unread count and the other side's read mark. A conversation appears once it has a message.
 */

interface ConversationRow {
  chat_id: string;
  viewer_side: 'user' | 'received';
  item_id: string;
  product_name: string;
  cover_image: string;
  sale_price: string | number;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  company_name: string;
  profile_image: string;
  last_text: string | null;
  last_sender: 'user' | 'received' | null;
  last_date: string | null;
  last_has_attachments: boolean | null;
  unread: number;
  counterpart_last_read_id: string | null;
  activity: string;
  activity_key: string;
}

const NEWEST_FIRST = sql.raw('ORDER BY c.last_activity_at DESC NULLS LAST, c.id DESC NULLS LAST');

const after = (position: KeysetPosition | undefined): SQL =>
  position ? sql`AND (c.last_activity_at, c.id) < (${position.createdKey}::timestamptz, ${position.id}::uuid)` : sql``;

/** One side's chats (each read in order from its own index), with what the card needs. */
function sideQuery(side: 'user' | 'received', accountId: string, where: SQL, limit: number): SQL {
  const isBuyer = side === 'user';
  return sql`(SELECT c.id, c.item_id, c.buyer_id, c.seller_id, c.last_message_id, c.last_activity_at,
                     ${side}::text AS viewer_side,
                     ${sql.raw(isBuyer ? 'c.user_unread' : 'c.responder_unread')} AS unread,
                     ${sql.raw(isBuyer ? 'c.responder_last_read_id' : 'c.user_last_read_id')}::text AS counterpart_last_read_id
              FROM chats c
              WHERE ${sql.raw(isBuyer ? 'c.buyer_id' : 'c.seller_id')} = ${accountId}::uuid
                AND c.kind = 'customOrder' AND c.last_message_id IS NOT NULL ${where}
              ${NEWEST_FIRST} LIMIT ${limit})`;
}

async function conversationRows(db: Database, accountId: string, where: SQL, limit: number): Promise<ConversationRow[]> {
  return rows<ConversationRow>(
    db,
    sql`SELECT c.id AS chat_id, c.viewer_side, i.id AS item_id, i.product_name, i.cover_image, i.sale_price,
               b.id AS buyer_id, btrim(b.name || ' ' || b.lastname) AS buyer_name,
               s.id AS seller_id, s.company_name, s.profile_image,
               m.text AS last_text, m.sender AS last_sender, ${isoOf('m.created_at')} AS last_date,
               jsonb_array_length(m.attachments) > 0 AS last_has_attachments,
               c.unread, c.counterpart_last_read_id,
               ${isoOf('c.last_activity_at')} AS activity, ${keyOf('c.last_activity_at')} AS activity_key
        FROM (SELECT * FROM (${sideQuery('user', accountId, where, limit)} UNION ALL ${sideQuery('received', accountId, where, limit)}) both_sides
              ORDER BY last_activity_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${limit}) c
        JOIN items i ON i.id = c.item_id
        JOIN accounts b ON b.id = c.buyer_id
        JOIN accounts s ON s.id = c.seller_id
        LEFT JOIN chat_messages m ON m.id = c.last_message_id
        ${NEWEST_FIRST}`,
  );
}

function toConversation(row: ConversationRow): Conversation {
  return {
    chatId: row.chat_id,
    item: {
      id: row.item_id,
      productName: row.product_name,
      coverImage: row.cover_image || null,
      salePrice: Number(row.sale_price),
    },
    buyer: { id: row.buyer_id, name: row.buyer_name },
    seller: { id: row.seller_id, companyName: row.company_name, profileImage: row.profile_image || null },
    viewerSender: row.viewer_side,
    lastMessage:
      row.last_text !== null && row.last_sender !== null && row.last_date !== null
        ? { text: row.last_text, sender: row.last_sender, date: row.last_date, hasAttachments: row.last_has_attachments === true }
        : null,
    unread: row.unread,
    counterpartLastReadId: row.counterpart_last_read_id,
    lastActivityAt: row.activity,
  };
}

/** Unread messages of the other side over every conversation of the account (the sidebar's count). */
export async function conversationUnreadTotal(db: Database, accountId: string): Promise<number> {
  const [row] = await rows<{ unread: number }>(
    db,
    sql`SELECT (SELECT coalesce(sum(user_unread), 0) FROM chats WHERE buyer_id = ${accountId}::uuid AND kind = 'customOrder')::int
             + (SELECT coalesce(sum(responder_unread), 0) FROM chats WHERE seller_id = ${accountId}::uuid)::int AS unread`,
  );
  return row?.unread ?? 0;
}

export async function conversationPage(
  db: Database,
  accountId: string,
  query: { page_token?: string | undefined; page_size?: number | undefined },
): Promise<ConversationList> {
  const pageSize = query.page_size ?? CHAT_INBOX_PAGE_SIZE;
  const found = await conversationRows(db, accountId, after(decodeKeyset(query.page_token)), pageSize + 1);
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toConversation),
    next_page_token: found.length > pageSize && last ? encodeKeyset({ createdKey: last.activity_key, id: last.chat_id }) : null,
    unread: await conversationUnreadTotal(db, accountId),
  };
}

/** One conversation for a party of it (the caller checked that), even before its first message. */
export async function conversationOf(db: Database, chatId: string, side: 'user' | 'received'): Promise<Conversation | undefined> {
  const [row] = await rows<ConversationRow>(
    db,
    sql`SELECT c.id AS chat_id, ${side}::text AS viewer_side, i.id AS item_id, i.product_name, i.cover_image, i.sale_price,
               b.id AS buyer_id, btrim(b.name || ' ' || b.lastname) AS buyer_name,
               s.id AS seller_id, s.company_name, s.profile_image,
               m.text AS last_text, m.sender AS last_sender, ${isoOf('m.created_at')} AS last_date,
               jsonb_array_length(m.attachments) > 0 AS last_has_attachments,
               ${sql.raw(side === 'user' ? 'c.user_unread' : 'c.responder_unread')} AS unread,
               ${sql.raw(side === 'user' ? 'c.responder_last_read_id' : 'c.user_last_read_id')}::text AS counterpart_last_read_id,
               ${isoOf('c.last_activity_at')} AS activity, ${keyOf('c.last_activity_at')} AS activity_key
        FROM chats c
        JOIN items i ON i.id = c.item_id
        JOIN accounts b ON b.id = c.buyer_id
        JOIN accounts s ON s.id = c.seller_id
        LEFT JOIN chat_messages m ON m.id = c.last_message_id
        WHERE c.id = ${chatId}::uuid AND c.kind = 'customOrder'`,
  );
  return row && toConversation(row);
}
