import { sql } from 'drizzle-orm';
import {
  CHAT_ERROR,
  chatMessageTextSchema,
  type ChatMessage,
  type SendSupportMessageAnswer,
  type SupportHistory,
} from '@marketplace/contract';
import { digest, newSecret } from '../auth/secrets.ts';
import { appendMessage, txRows } from './append-message.ts';
import { assertMayWrite } from './blocks.ts';
import { findSupportChatByTokenHash, toChatMessage, type ChatRow } from './chat-rows.ts';
import { committedOf, messageEvents } from './committed.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { chatErrors } from './errors.ts';
import { historyPage } from './history.ts';
import { markSideRead } from './read-marks.ts';
import { replySupportAs } from './support-inbox.ts';

/**
 * The support chat of the person on the site, guests included: its random token is the key (the
 * database keeps the digest). The first message creates the chat and its token; a message to a
 * closed chat opens it again; a signed-in writer becomes the chat's account, and once an admin
 * blocks that account nobody writes in the chat, signed in or not. Support chats are not masked:
 * people give support their number on purpose.
 */

async function chatOfToken(ctx: ChatContext, supportToken: string): Promise<ChatRow> {
  const chat = await findSupportChatByTokenHash(ctx.db, digest(supportToken));
  if (!chat) throw chatErrors.supportTokenNotFound();
  return chat;
}

export interface SupportWriter {
  /** The signed-in writer, if any. */
  viewer: ChatViewer | undefined;
  /** The client address (a guest's messages also count against it). */
  address: string;
}

export async function sendSupportMessage(
  ctx: ChatContext,
  writer: SupportWriter,
  request: { supportToken?: string | undefined; text: string },
): Promise<SendSupportMessageAnswer> {
  const accountId = writer.viewer?.accountId ?? null;
  if (accountId) await assertMayWrite(ctx.db, accountId);
  const existing = request.supportToken === undefined ? undefined : await chatOfToken(ctx, request.supportToken);
  // The chat's own account too: a blocked person must not write on by its token without the session.
  if (existing?.buyer_id && existing.buyer_id !== accountId) await assertMayWrite(ctx.db, existing.buyer_id);
  const supportToken = request.supportToken ?? newSecret();
  await ctx.limits.countMessage(accountId ? { accountId } : { supportTokenHash: digest(supportToken), address: writer.address });
  const appended = await ctx.db.transaction(async (tx) => {
    let chatId = existing?.id;
    if (!chatId) {
      const [created] = await txRows<{ id: string }>(
        tx,
        sql`INSERT INTO chats (kind, support_token_hash, buyer_id)
            VALUES ('support', ${digest(supportToken)}, ${accountId}::uuid)
            RETURNING id`,
      );
      chatId = created?.id;
      if (!chatId) throw new Error('support chat was not created');
    }
    return appendMessage(tx, {
      chatId,
      sender: 'user',
      senderAccountId: accountId,
      text: request.text,
      attachments: [],
      masked: false,
      reopens: true,
      linkBuyerId: accountId,
    });
  });
  const message = toChatMessage(ctx.media, appended.row);
  await ctx.after.publish(messageEvents(appended.before, message, appended.reopened));
  ctx.after.message(committedOf(appended.before, message, accountId, supportToken));
  return { supportToken, message };
}

/** The history the token holder sees, with the chat's status and how far support has read. */
export async function supportHistory(
  ctx: ChatContext,
  supportToken: string,
  before: string | undefined,
): Promise<SupportHistory> {
  const chat = await chatOfToken(ctx, supportToken);
  const page = await historyPage(ctx.db, ctx.media, chat.id, before);
  return { ...page, status: chat.status, staffLastReadId: chat.responder_last_read_id };
}

/** The token holder has read support's messages up to `lastReadId`; answers how many are still unread. */
export async function markSupportRead(ctx: ChatContext, supportToken: string, lastReadId: string): Promise<number> {
  const chat = await chatOfToken(ctx, supportToken);
  const mark = await markSideRead(ctx.db, chat, 'user', lastReadId);
  await ctx.after.publish(mark.events);
  return mark.unread;
}

/**
 * A reply to the support chat of a token, as `bot` and by no account: the messaging bot's webhook
 * (support answered in the bot's chat). A closed chat refuses it (409 CHAT_CLOSED).
 */
export async function replyToSupportToken(ctx: ChatContext, supportToken: string, text: string): Promise<ChatMessage> {
  const checked = chatMessageTextSchema.safeParse(text);
  if (!checked.success)
    throw checked.error.issues.some((issue) => issue.message === CHAT_ERROR.MESSAGE_TOO_LONG)
      ? chatErrors.tooLong()
      : chatErrors.blank();
  const chat = await chatOfToken(ctx, supportToken);
  return replySupportAs(ctx, chat.id, checked.data, null);
}
