import { ACCOUNT_TYPE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { findChat, type ChatRow, type Side } from './chat-rows.ts';
import type { ChatViewer } from './context.ts';
import { chatErrors } from './errors.ts';

export interface ChatAccess {
  chat: ChatRow;
  side: Side;
}

/**
 * The caller's side of a chat: a custom-order chat is its buyer's (`user`) and its item's seller's
 * (`responder`); a support chat reached by its id is the admins' (`responder`; the person who wrote
 * reaches it by its token). Anyone else: 403 CHAT_FORBIDDEN; no such chat: 404 CHAT_NOT_FOUND.
 */
export function sideOf(chat: ChatRow, viewer: ChatViewer): Side | undefined {
  if (chat.kind === 'support') return viewer.type === ACCOUNT_TYPE.ADMIN ? 'responder' : undefined;
  if (chat.buyer_id === viewer.accountId) return 'user';
  if (chat.seller_id === viewer.accountId) return 'responder';
  return undefined;
}

export async function accessChat(db: Database, chatId: string, viewer: ChatViewer): Promise<ChatAccess> {
  const chat = await findChat(db, chatId);
  if (!chat) throw chatErrors.chatNotFound();
  const side = sideOf(chat, viewer);
  if (!side) throw chatErrors.forbidden();
  return { chat, side };
}

/** Like accessChat, for the calls of custom-order chats only (a support chat is answered through its own calls). */
export async function accessCustomOrder(db: Database, chatId: string, viewer: ChatViewer): Promise<ChatAccess> {
  const access = await accessChat(db, chatId, viewer);
  if (access.chat.kind !== 'customOrder') throw chatErrors.forbidden();
  return access;
}
