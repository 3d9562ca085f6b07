import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  CHAT_ERROR,
  chatMessageTextSchema,
  type ChatMessage,
  type SendSupportMessageAnswer,
  type SupportHistory,
} from '@marketplace/contract';
import { idempotencyErrors } from '../../http/idempotency.ts';
import { digest, newSecret } from '../auth/secrets.ts';
import { appendMessage, txRows } from './append-message.ts';
import { assertMayWrite } from './blocks.ts';
import { findSupportChatByTokenHash, toChatMessage, type ChatRow, type MessageRow } from './chat-rows.ts';
import { messageClientKey, messageOfClientKey, storeOnce, supportTokenOfClientId, type SentMessage } from './client-keys.ts';
import { committedOf, messageEvents, replayEvents } from './committed.ts';
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
  request: { supportToken?: string | undefined; text: string; clientId?: string | undefined },
): Promise<SentMessage<SendSupportMessageAnswer>> {
  const accountId = writer.viewer?.accountId ?? null;
  if (accountId) await assertMayWrite(ctx.db, accountId);
  const existing = request.supportToken === undefined ? undefined : await chatOfToken(ctx, request.supportToken);
  // The chat's own account too: a blocked person must not write on by its token without the session.
  if (existing?.buyer_id && existing.buyer_id !== accountId) await assertMayWrite(ctx.db, existing.buyer_id);
  // A guest is its chat (its token) once it has one, its address before (the retries of a first message have no token either).
  const scope = accountId
    ? `account:${accountId}`
    : request.supportToken
      ? `support:${digest(request.supportToken)}`
      : `address:${writer.address}`;
  const clientKey =
    request.clientId === undefined
      ? undefined
      : messageClientKey(scope, request.clientId, [
          API_PATHS.chat.sendSupportMessage,
          request.supportToken ?? null,
          request.text,
        ]);
  const first = clientKey && (await messageOfClientKey(ctx.db, clientKey));
  if (first) return replayedSupport(ctx, request, first);

  // A first message with a client id: its chat's token follows from the chat and the id, so its retries get it back.
  const chatId = existing?.id ?? randomUUID();
  const supportToken =
    request.supportToken ?? (request.clientId === undefined ? newSecret() : supportTokenOfClientId(chatId, request.clientId));
  await ctx.limits.countMessage(accountId ? { accountId } : { supportTokenHash: digest(supportToken), address: writer.address });
  const sent = await storeOnce(ctx.db, clientKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!existing) {
        await txRows(
          tx,
          sql`INSERT INTO chats (id, kind, support_token_hash, buyer_id)
              VALUES (${chatId}::uuid, 'support', ${digest(supportToken)}, ${accountId}::uuid)`,
        );
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
        clientKey,
      });
    }),
  );
  if ('first' in sent) return replayedSupport(ctx, request, sent.first);
  const appended = sent.stored;
  const message = toChatMessage(ctx.media, appended.row);
  await ctx.after.publish(messageEvents(appended.before, message, appended.reopened));
  ctx.after.message(committedOf(appended.before, message, accountId, supportToken));
  return { answer: { supportToken, message }, replayed: false };
}

/**
 * The answer of a support send whose client id was stored before: its message, and the token of its
 * chat — the one the request carried, or the one a first message's client id gave its chat.
 */
async function replayedSupport(
  ctx: ChatContext,
  request: { supportToken?: string | undefined; clientId?: string | undefined },
  row: MessageRow,
): Promise<SentMessage<SendSupportMessageAnswer>> {
  const supportToken = request.supportToken ?? supportTokenOfClientId(row.chat_id, request.clientId ?? '');
  // Not the chat the id's first message made (it came with a token, which this request lacks): another request.
  if ((await findSupportChatByTokenHash(ctx.db, digest(supportToken)))?.id !== row.chat_id) throw idempotencyErrors.reused();
  const message = toChatMessage(ctx.media, row);
  await ctx.after.publish(replayEvents(message));
  return { answer: { supportToken, message }, replayed: true };
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
