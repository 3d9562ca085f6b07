import { ACCOUNT_TYPE, maskContacts, type ChatMessage, type SendChatMessageRequest } from '@marketplace/contract';
import { accessChat, accessCustomOrder } from './access.ts';
import { appendMessage } from './append-message.ts';
import { ownImages } from './attachments.ts';
import { assertMayWrite } from './blocks.ts';
import { senderOf, toChatMessage } from './chat-rows.ts';
import { committedOf, messageEvents } from './committed.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { conversationUnreadTotal } from './conversations.ts';
import { markSideRead } from './read-marks.ts';
import { supportUnreadTotal } from './support-inbox.ts';

/**
 * A message of a custom-order chat from its buyer (`user`) or its item's seller (`received`).
 * Phone numbers and e-mail addresses are hidden (the policy forbids swapping them there); the
 * photos must be the writer's own finished image uploads. One transaction writes the message,
 * both sides' counters and the writer's read mark; the live events follow the commit.
 */
export async function sendCustomOrderMessage(
  ctx: ChatContext,
  viewer: ChatViewer,
  request: SendChatMessageRequest,
): Promise<ChatMessage> {
  const { chat, side } = await accessCustomOrder(ctx.db, request.chatId, viewer);
  await assertMayWrite(ctx.db, viewer.accountId);
  const attachments = await ownImages(ctx.db, viewer.accountId, request.attachments);
  await ctx.limits.countMessage({ accountId: viewer.accountId });
  const { text, masked } = maskContacts(request.text);
  const appended = await ctx.db.transaction((tx) =>
    appendMessage(tx, {
      chatId: chat.id,
      sender: senderOf(chat.kind, side),
      senderAccountId: viewer.accountId,
      text,
      attachments,
      masked,
    }),
  );
  const message = toChatMessage(ctx.media, appended.row);
  await ctx.after.publish(messageEvents(appended.before, message, false));
  ctx.after.message(committedOf(appended.before, message, viewer.accountId));
  return message;
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
