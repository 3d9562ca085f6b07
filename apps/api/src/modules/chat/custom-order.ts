import { ACCOUNT_TYPE, API_PATHS, maskContacts, type ChatMessage, type SendChatMessageRequest } from '@marketplace/contract';
import { accessChat, accessCustomOrder } from './access.ts';
import { appendMessage } from './append-message.ts';
import { ownImages } from './attachments.ts';
import { assertMayWrite } from './blocks.ts';
import { senderOf, toChatMessage, type MessageRow } from './chat-rows.ts';
import { messageClientKey, messageOfClientKey, storeOnce, type SentMessage } from './client-keys.ts';
import { committedOf, messageEvents, replayEvents } from './committed.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { conversationUnreadTotal } from './conversations.ts';
import { markSideRead } from './read-marks.ts';
import { supportUnreadTotal } from './support-inbox.ts';

/**
 * A message of a custom-order chat from its buyer (`user`) or its item's seller (`received`).
 * Phone numbers and e-mail addresses are hidden (the policy forbids swapping them there); the
 * photos must be the writer's own finished image uploads. One transaction writes the message,
 * both sides' counters and the writer's read mark; the live events follow the commit. A send with
 * a client id the writer already stored a message under answers that message (client-keys.ts).
 */
export async function sendCustomOrderMessage(
  ctx: ChatContext,
  viewer: ChatViewer,
  request: SendChatMessageRequest,
): Promise<SentMessage<ChatMessage>> {
  const { chat, side } = await accessCustomOrder(ctx.db, request.chatId, viewer);
  const clientKey =
    request.clientId === undefined
      ? undefined
      : messageClientKey(`account:${viewer.accountId}`, request.clientId, [
          API_PATHS.chat.sendMessage,
          chat.id,
          request.text,
          request.attachments ?? [],
        ]);
  const first = clientKey && (await messageOfClientKey(ctx.db, clientKey));
  if (first) return replayed(ctx, first);
  await assertMayWrite(ctx.db, viewer.accountId);
  const attachments = await ownImages(ctx.db, viewer.accountId, request.attachments);
  await ctx.limits.countMessage({ accountId: viewer.accountId });
  const { text, masked } = maskContacts(request.text);
  const sent = await storeOnce(ctx.db, clientKey, () =>
    ctx.db.transaction((tx) =>
      appendMessage(tx, {
        chatId: chat.id,
        sender: senderOf(chat.kind, side),
        senderAccountId: viewer.accountId,
        text,
        attachments,
        masked,
        clientKey,
      }),
    ),
  );
  if ('first' in sent) return replayed(ctx, sent.first);
  const appended = sent.stored;
  const message = toChatMessage(ctx.media, appended.row);
  await ctx.after.publish(messageEvents(appended.before, message, false));
  ctx.after.message(committedOf(appended.before, message, viewer.accountId));
  return { answer: message, replayed: false };
}

/** The message a send with the same client id stored: answered again, its live delivery nudged, nobody notified again. */
async function replayed(ctx: ChatContext, row: MessageRow): Promise<SentMessage<ChatMessage>> {
  const message = toChatMessage(ctx.media, row);
  await ctx.after.publish(replayEvents(message));
  return { answer: message, replayed: true };
}

/** The caller's unread total: its conversations' for a buyer or seller, the Support inbox's for an admin. */
export async function unreadTotalOf(ctx: ChatContext, viewer: ChatViewer): Promise<number> {
  return viewer.type === ACCOUNT_TYPE.ADMIN ? supportUnreadTotal(ctx.db) : conversationUnreadTotal(ctx.db, viewer.accountId);
}

/** markRead: the caller's side of a custom-order chat, or (admins) support's side of a support chat. */
export async function markChatRead(ctx: ChatContext, viewer: ChatViewer, chatId: string, lastReadId: string): Promise<number> {
  const { chat, side } = await accessChat(ctx.db, chatId, viewer);
  const mark = await markSideRead(ctx.db, chat, side, lastReadId);
  await ctx.after.publish(mark.events);
  return unreadTotalOf(ctx, viewer);
}
