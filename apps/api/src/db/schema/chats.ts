import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { items } from './catalogue.ts';

/** A photo a message carries, as stored: the upload it came from and what building its address needs. */
export interface StoredChatAttachment {
  uploadId: string;
  /** The media key; the address is built from it when answering, so a changed media base applies. */
  key: string;
  width: number | null;
  height: number | null;
}

/**
 * Conversations: a support chat (a person on the site, signed in or not, and the admins answering
 * as `bot`) or a custom-order chat (a buyer and the seller of one item). Each has two sides: the
 * **user** side (the buyer, or the person writing to support) and the **responder** side (the
 * item's seller, or support). Each side's read mark and unread counter are written in the same
 * transaction as the message that changes them, so the lists never count rows.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['support', 'customOrder'] }).notNull(),
    /** Support only: sha256 of the token the first message created; the holder presents the token itself. */
    supportTokenHash: text('support_token_hash').unique(),
    /** The buyer (custom order), or the signed-in account that wrote to support (null for a guest). */
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Custom order only: the item and its seller when the conversation began. */
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Support: closed by an admin, open again with the next message. Custom-order chats stay open. */
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedAdminId: uuid('assigned_admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The lists' order: the last message's time, or the creation time before any message. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user side has read the responder's messages up to this id; `user_unread` are the ones after it. */
    userLastReadId: bigint('user_last_read_id', { mode: 'number' }),
    userUnread: integer('user_unread').notNull().default(0),
    /** When the user side was last e-mailed about unread messages (at most one notice per interval). */
    userEmailedAt: timestamp('user_emailed_at', { withTimezone: true }),
    /** The responder side (the seller, or every admin together) has read the user's messages up to this id. */
    responderLastReadId: bigint('responder_last_read_id', { mode: 'number' }),
    responderUnread: integer('responder_unread').notNull().default(0),
    responderEmailedAt: timestamp('responder_emailed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'chats_kind_fields',
      sql`(${table.kind} = 'support' AND ${table.supportTokenHash} IS NOT NULL AND ${table.itemId} IS NULL AND ${table.sellerId} IS NULL)
        OR (${table.kind} = 'customOrder' AND ${table.supportTokenHash} IS NULL AND ${table.buyerId} IS NOT NULL
            AND ${table.itemId} IS NOT NULL AND ${table.sellerId} IS NOT NULL)`,
    ),
    check('chats_unread_not_negative', sql`${table.userUnread} >= 0 AND ${table.responderUnread} >= 0`),
    // One custom-order chat per buyer and item (support rows have no item, so they never collide).
    uniqueIndex('chats_buyer_item_unique').on(table.buyerId, table.itemId),
    // The buyer's and the seller's conversations, newest activity first (not partial: the foreign keys' deletes use them too).
    index('chats_buyer_activity_idx').on(table.buyerId, table.lastActivityAt.desc(), table.id.desc()),
    index('chats_seller_activity_idx').on(table.sellerId, table.lastActivityAt.desc(), table.id.desc()),
    index('chats_item_idx').on(table.itemId),
    // The admin's Support inbox: every status and assignment filter reads one of these in order.
    index('chats_support_activity_idx')
      .on(table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.kind} = 'support'`),
    index('chats_support_status_activity_idx')
      .on(table.status, table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.kind} = 'support'`),
    index('chats_support_assigned_activity_idx')
      .on(table.assignedAdminId, table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.kind} = 'support'`),
    index('chats_support_status_assigned_activity_idx')
      .on(table.status, table.assignedAdminId, table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.kind} = 'support'`),
    // The Support inbox's unread total reads only the chats with something unread (index only).
    index('chats_support_unread_idx')
      .on(table.status, table.responderUnread)
      .where(sql`${table.kind} = 'support' AND ${table.responderUnread} > 0`),
  ],
);

/**
 * Messages. Within one chat the id grows in commit order: a writer locks the chat row before it
 * inserts, so live delivery can follow a chat by "everything after id X" and lose nothing.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** `user` (the buyer or the person writing to support), `received` (the item's seller), `bot` (support). */
    sender: text('sender', { enum: ['user', 'bot', 'received'] }).notNull(),
    /** The account that wrote it (the admin behind a `bot` reply); null for a guest or the messaging bot. */
    senderAccountId: uuid('sender_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<StoredChatAttachment[]>().notNull().default([]),
    /** Phone numbers or e-mail addresses in the text were hidden (custom-order chats). */
    masked: boolean('masked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sender's own id of the message (the send's `clientId` or Idempotency-Key), as sha256 of the
     * sender's scope (its account, a guest's support token or address) and the id: unique, so a
     * retry, even two racing in two processes, stores the message once. Null when sent without one.
     */
    clientKey: text('client_key'),
    /** sha256 of what the send asked (chat, text, photos): the same id with another message is refused. */
    clientFingerprint: text('client_fingerprint'),
  },
  (table) => [
    index('chat_messages_chat_id_idx').on(table.chatId, table.id),
    uniqueIndex('chat_messages_client_key_unique').on(table.clientKey),
  ],
);

/** Accounts an admin has stopped from writing in any chat (they still read). */
export const chatBlocks = pgTable('chat_blocks', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  blockedBy: uuid('blocked_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
