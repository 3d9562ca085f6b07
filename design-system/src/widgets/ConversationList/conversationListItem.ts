import type { Conversation, SupportChatStatus, SupportChatSummary } from '@marketplace/contract';

/** One row of an inbox list, whichever inbox it is. */
export interface ConversationListItem {
  /** The chat id. */
  id: string;
  /** The other side's name; null for a guest (shown as "Guest"). */
  title: string | null;
  /** The product the conversation is about. */
  subtitle?: string;
  /** The product's photo; without one the row shows the title's initial. */
  imageUrl?: string | null;
  /** The last message; null before the first. */
  lastMessage: { text: string; mine: boolean; hasAttachments: boolean; date: string } | null;
  /** Messages the viewer has not read. */
  unread: number;
  /** Support inbox: the conversation's status. */
  status?: SupportChatStatus;
  /** Support inbox: the admin it is assigned to (null: nobody); undefined hides it. */
  assignee?: string | null;
}

/** A custom-order conversation as a row: the buyer sees the store, the seller the buyer; both the product. */
export function toConversationListItem(conversation: Conversation): ConversationListItem {
  const { lastMessage, viewerSender } = conversation;
  return {
    id: conversation.chatId,
    title: viewerSender === 'user' ? conversation.seller.companyName : conversation.buyer.name,
    subtitle: conversation.item.productName,
    imageUrl: conversation.item.coverImage,
    lastMessage: lastMessage && {
      text: lastMessage.text,
      mine: lastMessage.sender === viewerSender,
      hasAttachments: lastMessage.hasAttachments,
      date: lastMessage.date,
    },
    unread: conversation.unread,
  };
}

/** A support conversation as a row of the admin's Support inbox (support writes as `bot`). */
export function toSupportChatListItem(chat: SupportChatSummary): ConversationListItem {
  const { lastMessage } = chat;
  return {
    id: chat.chatId,
    title: chat.account?.name ?? null,
    subtitle: chat.account?.email ?? undefined,
    lastMessage: lastMessage && {
      text: lastMessage.text,
      mine: lastMessage.sender === 'bot',
      hasAttachments: false,
      date: lastMessage.date,
    },
    unread: chat.unread,
    status: chat.status,
    assignee: chat.assignedAdmin?.name ?? null,
  };
}
