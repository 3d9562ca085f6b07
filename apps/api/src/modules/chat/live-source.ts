import { ACCOUNT_TYPE, CHAT_ERROR, ERROR_CODES, type LiveTopic } from '@marketplace/contract';
import type { ChatLiveSource, LiveViewer, TopicGrant } from '../../realtime/live-events.ts';
import { digest } from '../auth/secrets.ts';
import { sideOf } from './access.ts';
import { findChat, findSupportChatByTokenHash } from './chat-rows.ts';
import type { ChatContext } from './context.ts';
import { conversationUnreadTotal } from './conversations.ts';
import { lastMessageId, messagesAfter } from './history.ts';
import { supportUnreadTotal } from './support-inbox.ts';

const refused = (code: string): TopicGrant => ({ ok: false, code });

/** What the realtime hub asks the chats: who may follow what, and the messages it delivers. */
export function chatLiveSource(ctx: ChatContext): ChatLiveSource {
  return {
    async authorize(viewer: LiveViewer, topic: LiveTopic): Promise<TopicGrant> {
      switch (topic.kind) {
        case 'support': {
          // The token is the key, signed in or not.
          const chat = await findSupportChatByTokenHash(ctx.db, digest(topic.supportToken));
          return chat ? { ok: true, chatId: chat.id } : refused(CHAT_ERROR.SUPPORT_TOKEN_NOT_FOUND);
        }
        case 'chat': {
          if (!viewer) return refused(ERROR_CODES.UNAUTHORIZED);
          const chat = await findChat(ctx.db, topic.chatId);
          if (!chat) return refused(CHAT_ERROR.CHAT_NOT_FOUND);
          return sideOf(chat, { accountId: viewer.accountId, type: viewer.accountType })
            ? { ok: true, chatId: chat.id }
            : refused(CHAT_ERROR.CHAT_FORBIDDEN);
        }
        case 'supportInbox':
          if (!viewer) return refused(ERROR_CODES.UNAUTHORIZED);
          return viewer.accountType === ACCOUNT_TYPE.ADMIN ? { ok: true } : refused(CHAT_ERROR.CHAT_FORBIDDEN);
        case 'conversations':
        case 'notifications':
          return viewer ? { ok: true } : refused(ERROR_CODES.UNAUTHORIZED);
        case 'storeOrders':
          if (!viewer) return refused(ERROR_CODES.UNAUTHORIZED);
          return viewer.accountType === ACCOUNT_TYPE.MERCHANT ? { ok: true } : refused(ERROR_CODES.FORBIDDEN);
      }
    },
    messagesAfter: (chatId, after, limit) => messagesAfter(ctx.db, ctx.media, chatId, after, limit),
    lastMessageId: (chatId) => lastMessageId(ctx.db, chatId),
    unreadTotal: (viewer, box) =>
      box === 'supportInbox'
        ? viewer.accountType === ACCOUNT_TYPE.ADMIN
          ? supportUnreadTotal(ctx.db)
          : Promise.resolve(0)
        : conversationUnreadTotal(ctx.db, viewer.accountId),
  };
}
